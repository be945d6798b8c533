// The dashboard's chart: a small bar chart per figure over the days (each on its own scale, since
// impressions outnumber saves), drawn as SVG from the numbers (no chart library for a few dozen
// rectangles). Each chart is named with its total and busiest day, and every figure is in a table
// beneath for anyone who would rather read than look.

import { useId } from 'react';
import type { ApiBusinessDay } from 'shared-contracts/api';
import { formatCount, formatDay } from '../../format/businessFormat';
import { DASHBOARD_METRICS, type DashboardMetric } from './dashboardMetrics';
import styles from './Dashboard.module.css';

const BAR = 10;
const GAP = 2;
const HEIGHT = 48;

/** A figure's chart in words: its total and its busiest day. */
export function metricSummary(series: readonly ApiBusinessDay[], metric: DashboardMetric, label: string): string {
  const total = series.reduce((sum, day) => sum + day[metric], 0);
  if (total === 0) return `${label}: none in these ${series.length} days.`;
  const busiest = series.reduce((best, day) => (day[metric] > best[metric] ? day : best));
  return `${label}: ${formatCount(total)} in total, most on ${formatDay(busiest.date)} (${formatCount(busiest[metric])}).`;
}

function Bars({ series, metric, labelledBy }: { series: readonly ApiBusinessDay[]; metric: DashboardMetric; labelledBy: string }) {
  const max = Math.max(1, ...series.map((day) => day[metric]));
  const width = series.length * (BAR + GAP);
  return (
    <svg className={styles.bars} viewBox={`0 0 ${width} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-labelledby={labelledBy}>
      <line className={styles.axis} x1={0} y1={HEIGHT - 0.5} x2={width} y2={HEIGHT - 0.5} />
      {series.map((day, i) => {
        const height = Math.round((day[metric] / max) * (HEIGHT - 2));
        return <rect key={day.date} className={styles.bar} x={i * (BAR + GAP)} y={HEIGHT - height} width={BAR} height={height} />;
      })}
    </svg>
  );
}

export function DashboardChart({ series }: { series: readonly ApiBusinessDay[] }) {
  const id = useId();
  const first = series[0];
  const last = series[series.length - 1];
  return (
    <figure className={styles.chart} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className={styles.chartCaption}>
        Day by day{first && last ? `, ${formatDay(first.date)} to ${formatDay(last.date)}` : ''}
      </figcaption>
      <div className={styles.charts}>
        {DASHBOARD_METRICS.map((metric) => (
          <div key={metric.key} className={styles.metricChart}>
            <p id={`${id}-${metric.key}`} className={styles.metricSummary}>
              {metricSummary(series, metric.key, metric.label)}
            </p>
            <Bars series={series} metric={metric.key} labelledBy={`${id}-${metric.key}`} />
          </div>
        ))}
      </div>
      <details className={styles.figures}>
        <summary>Show the figures by day</summary>
        <table className={styles.table}>
          <caption className="pb-visually-hidden">Impressions, saves and click-throughs by day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              {DASHBOARD_METRICS.map((metric) => (
                <th key={metric.key} scope="col">
                  {metric.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date)}</th>
                {DASHBOARD_METRICS.map((metric) => (
                  <td key={metric.key}>{formatCount(day[metric.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
