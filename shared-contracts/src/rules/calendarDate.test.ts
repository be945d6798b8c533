import { dayRange, longDay, shortDay } from './calendarDate';

describe('days as a person reads them', () => {
  it.each([
    ['2026-11-03', 'Nov 3', 'Nov 3, 2026'],
    ['2026-01-31', 'Jan 31', 'Jan 31, 2026'],
    ['2025-12-01', 'Dec 1', 'Dec 1, 2025'],
    // A moment: its UTC day.
    ['2026-11-27T05:04:31.123Z', 'Nov 27', 'Nov 27, 2026'],
    // Not a day: left as it is.
    ['2026-13-01', '2026-13-01', '2026-13-01'],
    ['yesterday', 'yesterday', 'yesterday'],
  ])('%s: %s, %s', (iso, short, long) => {
    expect(shortDay(iso)).toBe(short);
    expect(longDay(iso)).toBe(long);
  });

  it.each([
    ['2026-10-29', '2026-11-27', 'Oct 29 – Nov 27, 2026'],
    ['2025-12-29', '2026-01-27', 'Dec 29, 2025 – Jan 27, 2026'],
  ])('%s to %s: %s', (from, to, text) => expect(dayRange(from, to)).toBe(text));
});
