// The three figures a business dashboard counts, in the order it shows them.

export const DASHBOARD_METRICS = [
  { key: 'impressions', label: 'Impressions' },
  { key: 'saves', label: 'Saves' },
  { key: 'clickthroughs', label: 'Click-throughs' },
] as const;

export type DashboardMetric = (typeof DASHBOARD_METRICS)[number]['key'];
