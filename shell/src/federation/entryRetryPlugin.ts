// A federation runtime plugin: a remote entry that fails to arrive is fetched once more before the
// area is given up on (a dropped connection on a phone is the usual cause). The runtime calls this
// only for load failures, never for an entry that arrived and threw. If the second try fails too,
// the area's failure region shows, whose Retry starts over.
//
// @module-federation/retry-plugin does this too, but its current release (0.17.1) is built against
// the 0.x runtime and bundles a second copy of its SDK (with a logger) into the page.

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

export function entryRetryPlugin(): ModuleFederationRuntimePlugin {
  const loadEntryError: LoadEntryError = ({ getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey }) => {
    // The failed attempt is still the pending load: forget it, or the retry would wait on it.
    delete globalLoading[uniqueKey];
    const retried = getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined }).then((entry) => entry || undefined);
    // The hook's declared type nests the promise that the runtime awaits once.
    return retried as unknown as ReturnType<LoadEntryError>;
  };
  return { name: 'pinboard-entry-retry', loadEntryError };
}
