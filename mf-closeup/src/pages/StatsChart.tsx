// One metric over 30 days as bars on a scale: the scale's top (a round number at or above the
// largest day), its middle and 0 beside it, the first, middle and last days under it, each bar
// named with its day and figure (its tooltip), and the same figures in a table for screen readers.
// An SVG drawn from the figures: no chart library for 30 rectangles.

import { longDay, shortDay, shortNumber } from 'shared-contracts/rules';
import styles from './PinAnalyticsPage.module.css';

export interface StatsChartProps {
  label: string;
  days: Array<{ date: string; value: number }>;
}

const WIDTH = 600;
const HEIGHT = 120;

/**
 * The scale's top: the smallest of 1, 2, 4, 6 or 8 times a power of ten that holds `max` (at least
 * 1), so its middle is a whole figure too.
 */
export function scaleTop(max: number): number {
  if (max <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 4, 6, 8, 10].map((step) => step * power).find((top) => top >= max) ?? 10 * power;
}

export function StatsChart({ label, days }: StatsChartProps) {
  const top = scaleTop(Math.max(0, ...days.map((day) => day.value)));
  const step = WIDTH / Math.max(1, days.length);
  const ticks = days.length > 0 ? [days[0], days[Math.floor((days.length - 1) / 2)], days[days.length - 1]] : [];
  const unit = label.toLowerCase();
  return (
    <figure className={styles.chart}>
      <figcaption>{label} per day</figcaption>
      <div className={styles.plot}>
        <ol className={styles.yAxis} aria-hidden="true">
          <li>{shortNumber(top)}</li>
          <li>{top >= 2 ? shortNumber(top / 2) : ''}</li>
          <li>0</li>
        </ol>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={`${label} per day over the last ${days.length} days`}
          preserveAspectRatio="none"
        >
          {[0, 0.5].map((share) => (
            <line key={share} className={styles.gridLine} x1={0} x2={WIDTH} y1={HEIGHT * share} y2={HEIGHT * share} />
          ))}
          {days.map((day, i) => {
            const height = Math.round((day.value / top) * HEIGHT);
            return (
              <rect
                key={day.date}
                className={styles.bar}
                x={i * step + 1}
                y={HEIGHT - height}
                width={Math.max(1, step - 2)}
                height={height}
              >
                <title>{`${shortDay(day.date)}: ${shortNumber(day.value)} ${unit}`}</title>
              </rect>
            );
          })}
        </svg>
        <ol className={styles.xAxis} aria-hidden="true">
          {ticks.map((day, i) => (day ? <li key={i}>{shortDay(day.date)}</li> : null))}
        </ol>
      </div>
      <table className="pb-visually-hidden">
        <caption>{label} per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">{label}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{longDay(day.date)}</td>
              <td>{day.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
