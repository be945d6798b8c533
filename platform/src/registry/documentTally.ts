// Documents served per build, for the status figures of a site with any number of edges. Counting
// each document with a write would cost every page a round trip, so an edge tallies in memory and
// adds its tally to the store's per-minute counts about once a second, while documents are being
// served. The status figures are then every edge's, at most `flushMs` behind (less the tally of an
// edge that died since its last flush). A canary's health does not rest on these: its documents
// are counted one by one (recordDocument). A write whose answer is lost after it committed is
// kept and written again, so a count may then be too high: these figures are for people.

import type { RemoteName } from 'shared-contracts/platform';
import type { MinuteDocuments, RegistryStore } from './registryStore';

export const DEFAULT_TALLY_FLUSH_MS = 1000;
const MINUTE_MS = 60_000;

export interface DocumentTally {
  count: (remote: RemoteName, version: string) => void;
  /** Adds what has been counted to the store now. */
  flush: () => Promise<void>;
  /** The last flush, before the store closes: nothing is scheduled after it, whatever it meets. */
  close: () => Promise<void>;
  /** Every edge's documents per version of `remote` in minutes since `since`, this edge's latest included. */
  since: (remote: RemoteName, since: number) => Promise<Map<string, number>>;
}

export function createDocumentTally(
  store: Pick<RegistryStore, 'addDocuments' | 'documentsSince'>,
  { now, flushMs = DEFAULT_TALLY_FLUSH_MS, log = () => undefined }: { now: () => number; flushMs?: number; log?: (line: string) => void },
): DocumentTally {
  let pending = new Map<string, MinuteDocuments>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let writing: Promise<void> | undefined;

  // One write at a time; a flush asked for meanwhile waits for it, then writes what came since.
  async function flush(): Promise<void> {
    while (writing) await writing;
    clearTimeout(timer);
    timer = undefined;
    if (pending.size === 0) return;
    writing = write();
    try {
      await writing;
    } finally {
      writing = undefined;
    }
  }

  async function write(): Promise<void> {
    const counts = [...pending.values()];
    pending = new Map();
    try {
      await store.addDocuments(counts);
    } catch (error) {
      // Kept for the next flush rather than lost: the database may be back by then.
      for (const count of counts) add(count.remote, count.version, count.minute, count.documents);
      log(`registry: document counts not saved yet (${(error as Error).message})`);
      schedule();
    }
  }

  function schedule(): void {
    if (timer || closed) return;
    timer = setTimeout(() => void flush(), flushMs);
    timer.unref();
  }

  function add(remote: RemoteName, version: string, minute: number, documents: number): void {
    const key = `${remote}@${version}@${minute}`;
    const counted = pending.get(key);
    if (counted) counted.documents += documents;
    else pending.set(key, { remote, version, minute, documents });
  }

  return {
    count(remote, version) {
      add(remote, version, Math.floor(now() / MINUTE_MS) * MINUTE_MS, 1);
      schedule();
    },
    flush,
    async close() {
      closed = true;
      await flush();
    },
    async since(remote, since) {
      await flush();
      return store.documentsSince(remote, Math.floor(since / MINUTE_MS) * MINUTE_MS);
    },
  };
}
