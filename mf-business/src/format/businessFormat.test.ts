import { countOf, formatCount, formatDate, formatDay, formatMoney } from './businessFormat';

describe('business figures', () => {
  it.each<[number, string, string]>([
    [123456, 'USD', '$1,234.56'],
    [5, 'USD', '$0.05'],
    [99900, 'EUR', '€999.00'],
    [250000, 'GBP', '£2,500.00'],
    [5000, 'JPY', '¥5,000'],
    [1234, 'dollars', '12.34 dollars'],
  ])('%s in %s is %s', (amount, currency, text) => expect(formatMoney(amount, currency)).toBe(text));

  it('writes counts with their nouns', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(countOf(1, 'scheduled Pin', 'scheduled Pins')).toBe('1 scheduled Pin');
    expect(countOf(0, 'scheduled Pin', 'scheduled Pins')).toBe('0 scheduled Pins');
  });

  it('writes calendar days in UTC, whatever the time zone', () => {
    expect(formatDay('2026-11-20')).toBe('Nov 20');
    expect(formatDate('2026-11-20')).toBe('Nov 20, 2026');
    expect(formatDate('2026-01-01T23:30:00.000Z')).toBe('Jan 1, 2026');
    expect(formatDate('not a date')).toBe('not a date');
  });
});
