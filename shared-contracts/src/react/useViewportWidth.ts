import { useSyncExternalStore } from 'react';

// The window's width for rules that depend on it. On a phone, reading `innerWidth` makes the
// browser lay the page out first, so a read during a render that has already changed the page
// costs a whole layout there and then. It is read once, when the page's code starts and the page is
// laid out already, and then on each resize.
const listeners = new Set<() => void>();
let width = typeof window === 'undefined' ? 0 : window.innerWidth;

if (typeof window !== 'undefined') {
  window.addEventListener('resize', () => {
    width = window.innerWidth;
    for (const listener of listeners) listener();
  });
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

const snapshot = (): number => width;

/** The window's width in CSS pixels; `serverWidth` where there is no window (a server render). */
export function useViewportWidth(serverWidth: number): number {
  return useSyncExternalStore(subscribe, snapshot, () => serverWidth);
}
