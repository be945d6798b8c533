import { relativeTime } from './relativeTime';

const now = Date.UTC(2026, 10, 23, 12);
const ago = (ms: number) => now - ms;
const m = 60_000;
const h = 60 * m;
const d = 24 * h;

describe('relativeTime', () => {
  const cases: Array<[string, number, string]> = [
    ['in the future', now + 5000, 'Just now'],
    ['this instant', ago(0), 'Just now'],
    ['59 s', ago(59_000), 'Just now'],
    ['1 minute', ago(m), '1m'],
    ['59 minutes', ago(59 * m), '59m'],
    ['1 hour', ago(h), '1h'],
    ['23 hours', ago(23 * h), '23h'],
    ['1 day', ago(d), '1d'],
    ['6 days', ago(6 * d), '6d'],
    ['7 days', ago(7 * d), '1w'],
    ['29 days', ago(29 * d), '4w'],
    ['30 days', ago(30 * d), '1mo'],
    ['364 days', ago(364 * d), '12mo'],
    ['365 days', ago(365 * d), '1y'],
    ['731 days', ago(731 * d), '2y'],
    ['not a time', Number.NaN, 'Just now'],
  ];
  it.each(cases)('%s', (_n, then, expected) => expect(relativeTime(then, now)).toBe(expected));
});
