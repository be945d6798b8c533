// Same-site links anywhere on the page (shell chrome or any area) navigate without reloading the
// document, so areas write plain <a href> and need no router of their own.

import { isServerPath } from 'shared-contracts/rules';

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
  // Links to the server's own paths (files, API) are real requests.
  return !isServerPath(url.pathname);
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
