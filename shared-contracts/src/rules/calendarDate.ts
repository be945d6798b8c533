// Days as a person reads them (the stats page's days and range): 'Nov 3' and 'Oct 29 – Nov 27, 2026',
// from the API's 'YYYY-MM-DD' (UTC days) or a moment's ISO timestamp (its UTC day), never the ISO form itself.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+Z)?$/;

interface Day {
  year: number;
  month: (typeof MONTHS)[number];
  day: number;
}

function dayOf(iso: string): Day | null {
  const match = DAY.exec(iso);
  if (!match) return null;
  const month = MONTHS[Number(match[2]) - 1];
  const day = Number(match[3]);
  if (!month || day < 1 || day > 31) return null;
  return { year: Number(match[1]), month, day };
}

/** 'Nov 3' (the text itself when it is not a 'YYYY-MM-DD' day). */
export function shortDay(iso: string): string {
  const day = dayOf(iso);
  return day ? `${day.month} ${day.day}` : iso;
}

/** 'Nov 3, 2026'. */
export function longDay(iso: string): string {
  const day = dayOf(iso);
  return day ? `${day.month} ${day.day}, ${day.year}` : iso;
}

/** 'Oct 29 – Nov 27, 2026', or 'Dec 29, 2025 – Jan 27, 2026' across a year's end. */
export function dayRange(from: string, to: string): string {
  const a = dayOf(from);
  const b = dayOf(to);
  if (!a || !b) return `${from} – ${to}`;
  return a.year === b.year ? `${shortDay(from)} – ${longDay(to)}` : `${longDay(from)} – ${longDay(to)}`;
}
