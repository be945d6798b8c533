// The business profile the signed-in viewer acts as, for any area's React code; null for their
// own account. Follows the switcher as it changes.

import { useSyncExternalStore } from 'react';
import { actingAs as pageActingAs, type ActingAsStore, type ActingIdentity, actingIdentityFor } from 'page-runtime';

export function useActingAs(viewerId: string | null | undefined, store: ActingAsStore = pageActingAs): ActingIdentity | null {
  const stored = useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
  return actingIdentityFor(viewerId, stored);
}
