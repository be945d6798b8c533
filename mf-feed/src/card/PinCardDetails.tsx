// The rows under a card's picture, exactly those cardRows made room for (so the grid never
// shifts): the title, the price, who promoted it and the pinner.

import { type ApiGridPin } from 'shared-contracts/api';
import { priceDisplay, productOfferOf, TITLE_LINE_HEIGHT } from 'shared-contracts/rules';
import type { CardRows } from '../grid/cardMetrics';
import styles from './PinCard.module.css';

export interface PinCardDetailsProps {
  pin: ApiGridPin;
  rows: CardRows;
  title: string;
}

export function PinCardDetails({ pin, rows, title }: PinCardDetailsProps) {
  const price = priceDisplay(productOfferOf(pin));
  return (
    <>
      {rows.titleLines > 0 && (
        <p className={styles.title} style={{ WebkitLineClamp: rows.titleLines, height: rows.titleLines * TITLE_LINE_HEIGHT }}>
          {title}
        </p>
      )}
      {rows.priceRow && (
        <p className={styles.price}>
          <span>{price.current}</span>
          {price.original && <del>{price.original}</del>}
        </p>
      )}
      {rows.promotedBy && (
        <p className={styles.promoted} style={{ WebkitLineClamp: rows.promotedLines, height: rows.promotedLines * TITLE_LINE_HEIGHT }}>
          {rows.promotedBy}
        </p>
      )}
      {rows.footerRow && (
        <p className={styles.footer}>
          <img src={pin.pinner.imageSmallUrl} alt="" width={20} height={20} />
          <span>{pin.pinner.fullName}</span>
        </p>
      )}
    </>
  );
}
