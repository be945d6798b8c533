// The world's time is counted back from `now`, so the demo account stays ~2 years old and the new
// account 3 days old whenever the seed runs.

export const DAY = 86_400_000;
export const HOUR = 3_600_000;

/** The ISO timestamp `msAgo` milliseconds before the world's `now`. */
export type Iso = (msAgo: number) => string;

export function isoBefore(now: Date): Iso {
  const nowMs = now.getTime();
  return (msAgo: number) => new Date(nowMs - Math.round(msAgo)).toISOString();
}
