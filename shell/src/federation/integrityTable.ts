// The SHA-384 of every script and stylesheet of the page's remotes, by absolute URL, from the
// registry (through the document). The shell's federation runtime gives each remote entry and
// preload its integrity from it, and each remote's own chunk loaders read the same global table
// (build-config's ChunkIntegrityPlugin), so every file of an area is checked by the browser.

import { PAGE_INTEGRITY_GLOBAL, type RemoteDescriptor } from 'shared-contracts/platform';

/** The global the remotes' chunk loaders read (build-config/integrityPlugin.js). */
export const INTEGRITY_GLOBAL = PAGE_INTEGRITY_GLOBAL;

type IntegrityTable = Record<string, string>;

function integrityTable(): IntegrityTable {
  const holder = globalThis as unknown as Record<string, IntegrityTable | undefined>;
  return (holder[INTEGRITY_GLOBAL] ??= {});
}

/** Records the integrity of each of the build's files, by URL relative to its entry. */
export function recordIntegrity(remote: RemoteDescriptor): void {
  if (!remote.integrity) return;
  const table = integrityTable();
  const base = new URL(remote.entryUrl, document.baseURI);
  for (const [file, hash] of Object.entries(remote.integrity)) table[new URL(file, base).href] = hash;
}

/** The integrity recorded for a URL; none for a dev server's files. */
export function integrityFor(url: string): string | undefined {
  return integrityTable()[new URL(url, document.baseURI).href];
}
