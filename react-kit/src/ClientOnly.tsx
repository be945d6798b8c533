// A part of an area that only the page renders (what depends on the browser: its cookies, a banner,
// a toast): absent from the server's markup and from the render that hydrates it, so the two match,
// then rendered right after hydration. On a page rendered only in the browser it renders at once.

import { type ReactNode, useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/** False on the server and while hydrating; true afterwards. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

export function ClientOnly({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}
