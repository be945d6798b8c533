import { SHOPPING_INDICATOR_LABEL } from 'shared-contracts/rules';
import { Icon } from 'react-kit';
import styles from './ShoppingIndicator.module.css';

/** The shopping tag: fades in while the page scrolls, fades out 1.5 s after it stops. */
export function ShoppingIndicator({ visible }: { visible: boolean }) {
  return (
    <span className={`${styles.indicator}${visible ? ` ${styles.visible}` : ''}`} role="img" aria-label={SHOPPING_INDICATOR_LABEL}>
      <Icon name="shopping" size={16} />
    </span>
  );
}
