// The closeup's media pane: the picture; a carousel's slots with arrows, dots and the current
// slot's title and link; a story pin's pages; a deleted story pin's placeholder (spec sections 1,
// 4 and 8).

import { useEffect, useState } from 'react';
import { carouselArrows, carouselDotsVisible, carouselNext, carouselPrevious, CAROUSEL_HIGHLIGHT_MS, type ApiPin } from 'shared-contracts';
import { closeupImage } from './closeupImage';
import { PinPicture } from './PinPicture';
import styles from './PinMedia.module.css';

export interface PinMediaProps {
  pin: ApiPin;
  alt: string;
  slot: number;
  onSlotChange: (slot: number) => void;
  /** Bots get the original pictures (spec section 1). */
  isBot: boolean;
}

export function DeletedStoryPin() {
  return (
    <div className={styles.unavailable} role="group" aria-label="Unavailable">
      <p className={styles.unavailableTitle}>Unavailable</p>
      <p>Removed by the creator</p>
    </div>
  );
}

function Carousel({ pin, alt, slot, onSlotChange, isBot }: PinMediaProps) {
  const slots = pin.carouselData?.slots ?? [];
  // When the last change happened: the highlight lasts CAROUSEL_HIGHLIGHT_MS from each change.
  const [changedAt, setChangedAt] = useState<number | null>(null);
  useEffect(() => {
    if (changedAt === null) return;
    const timer = setTimeout(() => setChangedAt(null), CAROUSEL_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [changedAt]);
  const highlight = changedAt !== null;
  const current = slots[slot];
  if (!current) return null;
  const arrows = carouselArrows(slot, slots.length);
  const change = (index: number) => {
    onSlotChange(index);
    setChangedAt(performance.now());
  };
  return (
    <div
      className={styles.carousel}
      role="group"
      aria-roledescription="carousel"
      aria-label={`${alt}: image ${slot + 1} of ${slots.length}`}
    >
      <div className={`${styles.slot}${highlight ? ` ${styles.highlight}` : ''}`}>
        <PinPicture
          image={closeupImage(current.images, isBot)}
          alt={current.title || alt}
          dominantColor={pin.dominantColor}
          priority={slot === 0}
        />
        {arrows.previous && (
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            aria-label="Previous image"
            onClick={() => change(carouselPrevious(slot, 1))}
          >
            ‹
          </button>
        )}
        {arrows.next && (
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label="Next image"
            onClick={() => change(carouselNext(slot, 1, slots.length))}
          >
            ›
          </button>
        )}
      </div>
      {carouselDotsVisible(window.innerWidth) && slots.length > 1 && (
        <p className={styles.dots} aria-hidden="true">
          {slots.map((s, i) => (
            <span key={s.slotId} className={`${styles.dot}${i === slot ? ` ${styles.current}` : ''}`} />
          ))}
        </p>
      )}
      {/* The slot's link is the closeup's link out (PinInfo, CloseupActions): checked like any other. */}
      <p className={styles.slotCaption} aria-live="polite">
        <span className={styles.slotTitle}>{current.title}</span>
        {current.details && <span>{current.details}</span>}
      </p>
    </div>
  );
}

function StoryPages({ pin, alt, isBot }: { pin: ApiPin; alt: string; isBot: boolean }) {
  const pages = pin.storyPinData?.pages ?? [];
  const [page, setPage] = useState(0);
  const current = pages[page];
  if (!current) return <PinPicture image={closeupImage(pin.images, isBot)} alt={alt} dominantColor={pin.dominantColor} priority />;
  const image = current.blocks.find((block) => block.image)?.image;
  const texts = current.blocks.flatMap((block) => (block.text ? [block.text] : []));
  return (
    <div className={styles.story} role="group" aria-roledescription="story" aria-label={`${alt}: page ${page + 1} of ${pages.length}`}>
      <PinPicture
        image={closeupImage(image ?? pin.images, isBot)}
        alt={texts[0] ?? alt}
        dominantColor={pin.dominantColor}
        priority={page === 0}
      />
      {texts.map((text, i) => (
        <p key={i} className={styles.storyText}>
          {text}
        </p>
      ))}
      {pages.length > 1 && (
        <p className={styles.storyNav}>
          <button type="button" className="pb-button" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous page
          </button>
          <span>
            {page + 1} / {pages.length}
          </span>
          <button type="button" className="pb-button" disabled={page === pages.length - 1} onClick={() => setPage(page + 1)}>
            Next page
          </button>
        </p>
      )}
    </div>
  );
}

export function PinMedia(props: PinMediaProps) {
  const { pin, alt, isBot } = props;
  if (pin.storyPinData?.isDeleted) return <DeletedStoryPin />;
  if (pin.storyPinData) return <StoryPages pin={pin} alt={alt} isBot={isBot} />;
  if ((pin.carouselData?.slots.length ?? 0) > 0) return <Carousel {...props} />;
  return <PinPicture image={closeupImage(pin.images, isBot)} alt={alt} dominantColor={pin.dominantColor} priority />;
}
