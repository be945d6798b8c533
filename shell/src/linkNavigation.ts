// Same-site links anywhere on the page (shell chrome or any area) navigate without reloading the
// document, so areas write plain <a href> and need no router of their own.

/** Paths the edge server answers itself; links to them are real requests. */
const SERVER_PATH_PREFIXES = ['/shell/', '/remotes/', '/_platform/', '/v3/', '/vx/', '/resource/'];

export function isClientNavigable(anchor: HTMLAnchorElement, location: Location): boolean {
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download') || anchor.getAttribute('rel')?.includes('external')) return false;
  let url: URL;
  try {
    url = new URL(anchor.href, location.href);
  } catch {
    return false;
  }
  if (url.origin !== location.origin) return false;
  return !SERVER_PATH_PREFIXES.some((prefix) => url.pathname.startsWith(prefix));
}

export function interceptLinks(root: Document, navigate: (url: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor || !isClientNavigable(anchor, root.location)) return;
    event.preventDefault();
    const url = new URL(anchor.href, root.location.href);
    const samePage = url.pathname === root.location.pathname && url.search === root.location.search;
    if (samePage && url.hash) {
      root.location.hash = url.hash;
      return;
    }
    navigate(url.pathname + url.search + url.hash);
    window.scrollTo(0, 0);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
