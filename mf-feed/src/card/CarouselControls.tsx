import { carouselArrows, carouselDotsVisible, carouselNext, carouselPrevious } from 'shared-contracts';
import styles from './CarouselControls.module.css';

export interface CarouselControlsProps {
  index: number;
  slotCount: number;
  onChange: (index: number) => void;
}

/** Arrows and dots of a carousel card, by the spec's index rules; one slot per page. */
export function CarouselControls({ index, slotCount, onChange }: CarouselControlsProps) {
  const arrows = carouselArrows(index, slotCount);
  const dots = carouselDotsVisible(typeof window === 'undefined' ? 1280 : window.innerWidth);
  return (
    <>
      {arrows.previous && (
        <button
          type="button"
          className={`${styles.arrow} ${styles.previous}`}
          aria-label="Previous image"
          onClick={() => onChange(carouselPrevious(index, 1))}
        >
          ‹
        </button>
      )}
      {arrows.next && (
        <button
          type="button"
          className={`${styles.arrow} ${styles.next}`}
          aria-label="Next image"
          onClick={() => onChange(carouselNext(index, 1, slotCount))}
        >
          ›
        </button>
      )}
      {dots && slotCount > 1 && (
        <span className={styles.dots} aria-hidden="true">
          {Array.from({ length: slotCount }, (_, i) => (
            <span key={i} className={`${styles.dot}${i === index ? ` ${styles.current}` : ''}`} />
          ))}
        </span>
      )}
    </>
  );
}
