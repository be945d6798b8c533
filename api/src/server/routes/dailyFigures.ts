// Impressions, saves and click-throughs per day over a run of dates, a day nobody counted as zeros,
// and their sums: what a pin's analytics and a business's dashboard both show.

import type { PinDayCounts } from '../../storage/storage';

export interface DailyFigures {
  series: PinDayCounts[];
  totals: Omit<PinDayCounts, 'date'>;
}

export function dailyFigures(dates: readonly string[], counts: readonly PinDayCounts[]): DailyFigures {
  const counted = new Map(counts.map((d): [string, PinDayCounts] => [d.date, d]));
  const series = dates.map((date): PinDayCounts => {
    const day = counted.get(date);
    return { date, impressions: day?.impressions ?? 0, saves: day?.saves ?? 0, clickthroughs: day?.clickthroughs ?? 0 };
  });
  const totals = series.reduce(
    (sum, d) => ({
      impressions: sum.impressions + d.impressions,
      saves: sum.saves + d.saves,
      clickthroughs: sum.clickthroughs + d.clickthroughs,
    }),
    { impressions: 0, saves: 0, clickthroughs: 0 },
  );
  return { series, totals };
}
