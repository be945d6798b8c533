// A card's picture link, the card's one stop in the tab order: it opens the pin's click target (an
// external one in a new tab), and its picture is fetched eagerly or lazily by where the cell sits.

import type { CellPosition, clickTargetOf, cardImage } from 'shared-contracts/rules';
import { imageLoadingOf } from './imageLoading';
import styles from './PinCard.module.css';

export interface PinImageLinkProps {
  target: ReturnType<typeof clickTargetOf>;
  /** The card's accessible name, also the link's. */
  label: string;
  alt: string;
  image: ReturnType<typeof cardImage>;
  cell: CellPosition;
  /** The picture's height: the cell's, less the text rows under it. */
  height: number;
  onClick: () => void;
  onLoad: () => void;
}

export function PinImageLink({ target, label, alt, image, cell, height, onClick, onLoad }: PinImageLinkProps) {
  return (
    <a
      className={styles.imageLink}
      href={target.href}
      aria-label={label}
      onClick={onClick}
      {...(target.kind === 'external' ? { target: target.target, rel: target.rel } : {})}
    >
      <img
        src={image.src}
        {...(image.srcSet ? { srcSet: image.srcSet, sizes: `${cell.width}px` } : {})}
        width={cell.width}
        height={height}
        alt={alt}
        {...imageLoadingOf(cell.y)}
        decoding="async"
        onLoad={onLoad}
      />
    </a>
  );
}
