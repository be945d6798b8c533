// Events are kept for analysis for a configured time (PINBOARD_EVENT_RETENTION_DAYS, default 90)
// and then deleted: at start, and then every hour (never on a request's path).

import type { Storage } from './storage/storage';

export const DEFAULT_EVENT_RETENTION_DAYS = 90;
const PRUNE_EVERY_MS = 3600_000;
const DAY_MS = 86_400_000;

/** Prunes now and every hour; returns a stop function. */
export function keepEventsFor(
  storage: Pick<Storage, 'pruneEvents'>,
  days: number,
  log: (line: string) => void,
  now: () => number = Date.now,
): { pruned: Promise<number>; stop: () => void } {
  const prune = () =>
    storage.pruneEvents(new Date(now() - days * DAY_MS)).then(
      (count) => {
        if (count > 0) log(`api: deleted ${count} events older than ${days} days`);
        return count;
      },
      (error: unknown) => {
        log(`api: could not prune old events: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      },
    );
  const pruned = prune();
  const timer = setInterval(() => void prune(), PRUNE_EVERY_MS);
  timer.unref();
  return { pruned, stop: () => clearInterval(timer) };
}
