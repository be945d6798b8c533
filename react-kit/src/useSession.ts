// Who is looking, for any area's React code: the page's session store, loaded on first use and
// followed as it changes (auth/changed refreshes it).

import { useEffect, useSyncExternalStore } from 'react';
import type { ApiSession } from 'shared-contracts/api';
import { session as pageSession, type SessionStore } from 'page-runtime';

/** The page's session; null until it has loaded. */
export function useSession(store: SessionStore = pageSession): ApiSession | null {
  const current = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  useEffect(() => {
    void store.load().catch(() => undefined);
  }, [store]);
  return current;
}
