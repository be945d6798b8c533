// How the business pages write figures, money and dates: in the site's English, dates as the API
// sends them (calendar days in UTC), money in each record's own currency.

const COUNT = new Intl.NumberFormat('en-US');
const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 12345 → '12,345'. */
export function formatCount(count: number): string {
  return COUNT.format(count);
}

/** A count with its noun: '1 scheduled Pin', '3 scheduled Pins'. */
export function countOf(count: number, one: string, many: string): string {
  return `${formatCount(count)} ${count === 1 ? one : many}`;
}

/** An amount in the currency's smallest unit, written in that currency: (123456, 'USD') → '$1,234.56', (5000, 'JPY') → '¥5,000'. */
export function formatMoney(minorUnits: number, currency: string): string {
  let money: Intl.NumberFormat;
  try {
    money = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  } catch {
    // A code Intl does not know: the figure with its code, never a wrong symbol.
    return `${formatCount(minorUnits / 100)} ${currency}`;
  }
  const digits = money.resolvedOptions().maximumFractionDigits ?? 2;
  return money.format(minorUnits / 10 ** digits);
}

function dateOf(isoOrDay: string): Date | null {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(isoOrDay) ? `${isoOrDay}T00:00:00Z` : isoOrDay);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2026-11-20' → 'Nov 20'. */
export function formatDay(day: string): string {
  const date = dateOf(day);
  return date ? DAY.format(date) : day;
}

/** '2026-11-20' or an ISO time → 'Nov 20, 2026'. */
export function formatDate(isoOrDay: string): string {
  const date = dateOf(isoOrDay);
  return date ? DATE.format(date) : isoOrDay;
}
