// Back and Forward put the page where the person left it. The browser's own restoration runs
// before an area has drawn the page it goes back to, so it is switched off and done here: each
// history entry gets a key in its state, the scroll position is remembered per key as the person
// scrolls, and on a traversal the page is scrolled back there as the content grows (an area
// mounting, a grid laying out its cached pages, or loading more on its way down), until it is
// reached, the person scrolls or presses a key themselves, or the bound passes. Positions are kept
// in session storage too, so Back after a reload still finds its place.

import { recordHistoryChange } from 'page-runtime';

/** How long a restore keeps trying while the page is still growing towards the position. */
export const RESTORE_BOUND_MS = 10_000;
/** How long the position must hold, with the route done, before the page is left to the person. */
export const SETTLED_MS = 500;
const STORAGE_KEY = 'pb_scroll_positions';
/** Positions kept in session storage: the most recent entries only. */
const KEPT_POSITIONS = 50;

interface EntryState {
  pbEntry?: string;
}

type ScrollWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'scrollTo' | 'setTimeout' | 'clearTimeout'> & {
  history: Pick<History, 'state' | 'replaceState' | 'scrollRestoration'>;
  scrollY: number;
  innerHeight: number;
  document: Pick<Document, 'documentElement' | 'body'>;
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
  ResizeObserver?: typeof ResizeObserver;
};

function readStored(win: ScrollWindow): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(win.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(stored))
      return new Map(stored.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number'));
  } catch {
    // Storage failures are tolerated silently (spec section 8).
  }
  return new Map();
}

export function rememberScrollPositions(win: ScrollWindow, newKey: () => string = () => Math.random().toString(36).slice(2)): () => void {
  win.history.scrollRestoration = 'manual';
  const positions = readStored(win);
  const keyOfEntry = (): string => {
    const state = win.history.state as EntryState | null;
    if (state?.pbEntry) return state.pbEntry;
    const key = newKey();
    // Same URL: single-spa (urlRerouteOnly) does not reroute for it.
    win.history.replaceState({ ...(state ?? {}), pbEntry: key }, '');
    return key;
  };
  let current = keyOfEntry();
  let stopRestoring: (() => void) | null = null;

  const onScroll = () => {
    positions.delete(current);
    positions.set(current, win.scrollY);
  };
  const store = () => {
    try {
      win.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT_POSITIONS)));
    } catch {
      // As above.
    }
  };

  const restore = (y: number) => {
    const root = win.document.documentElement;
    // The page left is still on show when Back is pressed, and the one returned to may be short a
    // moment (an area mounting): the position holds until the route is done and the page has stayed
    // as it is for a moment with the position reached.
    let routed = false;
    let settle = 0;
    const attempt = () => {
      const reachable = Math.max(0, root.scrollHeight - win.innerHeight);
      win.scrollTo(0, Math.min(y, reachable));
      win.clearTimeout(settle);
      if (routed && reachable >= y) settle = win.setTimeout(stop, SETTLED_MS);
    };
    const onRouted = () => {
      routed = true;
      attempt();
    };
    const observer = win.ResizeObserver ? new win.ResizeObserver(attempt) : null;
    const bound = win.setTimeout(() => stop(), RESTORE_BOUND_MS);
    const stop = () => {
      observer?.disconnect();
      win.clearTimeout(bound);
      win.clearTimeout(settle);
      win.removeEventListener('single-spa:routing-event', onRouted);
      for (const type of USER_SCROLLS) win.removeEventListener(type, stop);
      if (stopRestoring === stop) stopRestoring = null;
    };
    stopRestoring = stop;
    observer?.observe(win.document.body);
    win.addEventListener('single-spa:routing-event', onRouted);
    // The person taking over ends it: their scroll wins.
    for (const type of USER_SCROLLS) win.addEventListener(type, stop, { passive: true });
    attempt();
  };

  const onPopState = (event: PopStateEvent) => {
    stopRestoring?.();
    // single-spa says its own pushState and replaceState as popstate events with singleSpa set.
    const traversal = !(event as PopStateEvent & { singleSpa?: boolean }).singleSpa;
    recordHistoryChange(traversal);
    current = keyOfEntry();
    if (!traversal) return;
    const y = positions.get(current) ?? 0;
    if (y > 0) restore(y);
    else win.scrollTo(0, 0);
  };

  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('popstate', onPopState);
  win.addEventListener('pagehide', store);
  return () => {
    stopRestoring?.();
    win.removeEventListener('scroll', onScroll);
    win.removeEventListener('popstate', onPopState);
    win.removeEventListener('pagehide', store);
  };
}

const USER_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
