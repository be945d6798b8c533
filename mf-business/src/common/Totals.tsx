// Headline figures (a business's or a hierarchy's Pins over a period): a label and a count each.

import { formatCount } from '../format/businessFormat';
import styles from './Totals.module.css';

export interface Total {
  key: string;
  label: string;
  count: number;
}

export function Totals({ totals, className }: { totals: readonly Total[]; className?: string }) {
  return (
    <dl className={className ? `${styles.totals} ${className}` : styles.totals}>
      {totals.map((total) => (
        <div key={total.key} className={styles.total}>
          <dt>{total.label}</dt>
          <dd>{formatCount(total.count)}</dd>
        </div>
      ))}
    </dl>
  );
}
