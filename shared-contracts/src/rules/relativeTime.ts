// Spec section 9 ('Relative time'): minutes, hours, days, weeks, months, years, or 'Just now'.
// Short forms, as board cards show them ('2w'); months are 30 days and years 365.

export const JUST_NOW = 'Just now';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const STEPS: ReadonlyArray<[limit: number, size: number, suffix: string]> = [
  [HOUR, MINUTE, 'm'],
  [DAY, HOUR, 'h'],
  [7 * DAY, DAY, 'd'],
  [30 * DAY, 7 * DAY, 'w'],
  [365 * DAY, 30 * DAY, 'mo'],
];

export function relativeTime(thenMs: number, nowMs: number): string {
  const age = nowMs - thenMs;
  // A clock a little ahead, or an instant ago, is now.
  if (!Number.isFinite(age) || age < MINUTE) return JUST_NOW;
  for (const [limit, size, suffix] of STEPS) if (age < limit) return `${Math.floor(age / size)}${suffix}`;
  return `${Math.floor(age / (365 * DAY))}y`;
}
