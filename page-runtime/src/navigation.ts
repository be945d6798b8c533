// The current location as a route, for React's useSyncExternalStore in every area. The shell's
// single-spa patches history.pushState to dispatch popstate, so one listener sees every change.

import { isServerPath, parseRoute, type Route } from 'shared-contracts/rules';

export interface LocationSnapshot {
  href: string;
  pathname: string;
  search: string;
  route: Route;
}

let cached: LocationSnapshot | undefined;
let serverLocation: { pathname: string; search: string } = { pathname: '/', search: '' };

/** On the server, where there is no window: the document's path and query a first screen is rendered for. */
export function provideServerLocation(pathname: string, search: string): void {
  serverLocation = { pathname, search };
}

export function getLocationSnapshot(): LocationSnapshot {
  const { pathname, search } = typeof window === 'undefined' ? serverLocation : window.location;
  const href = typeof window === 'undefined' ? `${pathname}${search}` : window.location.href;
  // Same object while the URL is unchanged, as useSyncExternalStore requires.
  if (cached?.href !== href) cached = { href, pathname, search, route: parseRoute({ pathname, search }) };
  return cached;
}

export function subscribeToLocation(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener('single-spa:routing-event', onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener('single-spa:routing-event', onChange);
  };
}

/**
 * Client-side navigation to a same-site URL, without reloading the document; a path the server
 * answers itself (the platform's status page after a login, a file) is loaded as a new document.
 */
export function navigate(url: string): void {
  if (isServerPath(new URL(url, window.location.href).pathname)) window.location.assign(url);
  else window.history.pushState(null, '', url);
}

/** The same, replacing the current entry: a page that has done its one job (the repin path) is not gone back to. */
export function replaceLocation(url: string): void {
  window.history.replaceState(null, '', url);
}

let traversed = false;

/**
 * Whether the entry on show was reached with Back or Forward (not pushed by a link): a screen shows
 * what the cache holds for it as it was left, without reading it again. The shell keeps this.
 */
export function showingTraversedEntry(): boolean {
  return traversed;
}

/** The shell's: says whether each history change was a traversal (a browser popstate) or a push. */
export function recordHistoryChange(traversal: boolean): void {
  traversed = traversal;
}
