import { SHOPPING_INDICATOR_LABEL } from 'shared-contracts';
import styles from './ShoppingIndicator.module.css';

/** The shopping tag: fades in while the page scrolls, fades out 1.5 s after it stops. */
export function ShoppingIndicator({ visible }: { visible: boolean }) {
  return (
    <span className={`${styles.indicator}${visible ? ` ${styles.visible}` : ''}`} role="img" aria-label={SHOPPING_INDICATOR_LABEL}>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M7 7V6a5 5 0 0 1 10 0v1h3l-1 15H5L4 7zm2 0h6V6a3 3 0 0 0-6 0z" />
      </svg>
    </span>
  );
}
