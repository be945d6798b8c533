// The data version an edge's read cache keys its answers by, over PostgreSQL, without a query per
// read. Every write to a counted table NOTIFYs at commit (migration 2), and every edge LISTENs:
// a notice, or a write this edge itself committed, moves the version on. Asking the counter
// (changeCounter.ts) is then only needed while the listener is away (every read asks, as before)
// and once per `checkMs` besides, in case a notice went astray.
//
// So a write through another edge reaches this edge's cache as soon as its notice arrives (well
// under a millisecond on one machine), and never later than `checkMs` (default 1000 ms) after it
// commits; a write through this edge reaches its own cache before the write's answer is sent.

import { performance } from 'node:perf_hooks';
import { listenChannel, type ChannelListener } from 'sql-kit/listenChannel';

export const DATA_VERSION_CHANNEL = 'pinboard_data_version';
export const DEFAULT_DATA_VERSION_CHECK_MS = 1000;

export interface DataVersionWatch {
  /** Moves on after every write through any edge; only ever compared for equality. */
  current: () => Promise<number>;
  /** This edge committed a write. */
  wrote: () => void;
  close: () => Promise<void>;
}

export interface DataVersionWatchOptions {
  url: string;
  /** The counter's value now (changeCounter.ts's dataVersionOf). */
  readCounter: () => Promise<number>;
  checkMs?: number;
  /** Off, every read asks the counter (as with no listener). */
  listen?: boolean;
  applicationName?: string;
  log?: (line: string) => void;
  /** Milliseconds, for the check interval (performance.now). */
  clock?: () => number;
}

export async function watchDataVersion(options: DataVersionWatchOptions): Promise<DataVersionWatch> {
  const checkMs = options.checkMs ?? DEFAULT_DATA_VERSION_CHECK_MS;
  const clock = options.clock ?? (() => performance.now());
  let epoch = 0;
  let counter = await options.readCounter();
  const moveOn = () => {
    epoch++;
  };
  let listener: ChannelListener | undefined;
  if (options.listen ?? true) {
    listener = await listenChannel({
      url: options.url,
      channel: DATA_VERSION_CHANNEL,
      applicationName: options.applicationName ?? 'pinboard-data-version',
      onNotice: moveOn,
      // Whatever was written while deaf was not heard: the next read asks.
      onDeaf: moveOn,
      onHearing: moveOn,
      log: options.log ?? (() => undefined),
    });
  }
  // Counted from now: the counter was read before the listener heard, and a notice since moved the epoch.
  let checkedAt = clock();

  return {
    async current() {
      if (!listener?.hearing || clock() - checkedAt >= checkMs) {
        checkedAt = clock();
        const now = await options.readCounter();
        // The counter only grows; an answer overtaken by a later one says nothing new.
        if (now > counter) {
          counter = now;
          epoch++;
        }
      }
      return epoch;
    },
    wrote: moveOn,
    async close() {
      await listener?.close();
    },
  };
}
