import { useEffect, useSyncExternalStore } from 'react';
import { session, type ApiSession } from 'shared-contracts';

/** The page's session; null until it has loaded. */
export function useSession(): ApiSession | null {
  const current = useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
  useEffect(() => {
    void session.load().catch(() => undefined);
  }, []);
  return current;
}
