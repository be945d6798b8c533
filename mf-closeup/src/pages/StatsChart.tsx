// One metric over 30 days as small bars: an SVG drawn from the figures (no chart library for 30
// rectangles), with the same figures in a table for screen readers.

import styles from './PinAnalyticsPage.module.css';

export interface StatsChartProps {
  label: string;
  days: Array<{ date: string; value: number }>;
}

const WIDTH = 600;
const HEIGHT = 120;

export function StatsChart({ label, days }: StatsChartProps) {
  const max = Math.max(1, ...days.map((day) => day.value));
  const step = WIDTH / Math.max(1, days.length);
  return (
    <figure className={styles.chart}>
      <figcaption>{label} per day</figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={`${label} per day over the last ${days.length} days`}
        preserveAspectRatio="none"
      >
        {days.map((day, i) => {
          const height = Math.round((day.value / max) * (HEIGHT - 4));
          return (
            <rect
              key={day.date}
              className={styles.bar}
              x={i * step + 1}
              y={HEIGHT - height}
              width={Math.max(1, step - 2)}
              height={height}
            />
          );
        })}
      </svg>
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
              <td>{day.date}</td>
              <td>{day.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
