// The business's Pins that did best in the period (most saved first), each with its picture and
// figures, linking to the Pin.

import { type ApiBusinessTopPin } from 'shared-contracts/api';
import { closeupPath } from 'shared-contracts/rules';
import { formatCount } from '../../format/businessFormat';
import { DASHBOARD_METRICS } from './dashboardMetrics';
import styles from './Dashboard.module.css';

export function TopPins({ pins, labelledBy }: { pins: readonly ApiBusinessTopPin[]; labelledBy: string }) {
  return (
    <ol className={styles.topPins} aria-labelledby={labelledBy}>
      {pins.map((pin) => {
        const image = pin.images['236x'];
        return (
          <li key={pin.id} className={styles.topPin}>
            <img className={styles.topPinImage} src={image.url} width={image.width} height={image.height} alt="" loading="lazy" />
            <div className={styles.topPinText}>
              <a className={styles.topPinTitle} href={closeupPath(pin.id)}>
                {pin.title.trim() || 'Untitled Pin'}
              </a>
              <dl className={styles.topPinFigures}>
                {DASHBOARD_METRICS.map((metric) => (
                  <div key={metric.key}>
                    <dt>{metric.label}</dt>
                    <dd>{formatCount(pin[metric.key])}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
