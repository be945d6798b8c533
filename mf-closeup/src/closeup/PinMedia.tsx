// The closeup's media pane: the picture, a video pin's player or a GIF pin's animation; a
// carousel's slots with arrows, dots and the current slot's title and link; a story pin's pages
// played in order (StoryPlayer); a deleted story pin's placeholder (spec sections 1, 4 and 8).

import { lazy, Suspense, type ReactNode } from 'react';
import { type ApiPin } from 'shared-contracts/api';
import { carouselSlotsOf, isDeletedStory, playbackOf } from 'shared-contracts/rules';
import { CarouselControls } from './CarouselControls';
import { closeupImage } from './closeupImage';
import { PinPicture } from './PinPicture';
import styles from './PinMedia.module.css';

// The players are their own chunks: most pins are pictures, and the pin page's first script
// stays within closeup's budget. Until one arrives the pin's still shows in its place.
const StoryPlayer = lazy(async () => ({ default: (await import(/* webpackChunkName: "story" */ './StoryPlayer')).StoryPlayer }));
const GifPlayer = lazy(async () => ({ default: (await import(/* webpackChunkName: "gif" */ './GifPlayer')).GifPlayer }));
const VideoPlayer = lazy(async () => ({ default: (await import(/* webpackChunkName: "video" */ './VideoPlayer')).VideoPlayer }));

export interface PinMediaProps {
  pin: ApiPin;
  alt: string;
  slot: number;
  /** The slot just changed (spec: highlighted for 4 s). */
  highlight: boolean;
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

function Carousel({ pin, alt, slot, highlight, onSlotChange, isBot }: PinMediaProps) {
  const slots = pin.carouselData?.slots ?? [];
  const current = slots[slot];
  if (!current) return null;
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
        <CarouselControls index={slot} slotCount={slots.length} onChange={onSlotChange} />
      </div>
      {/* The slot's link is the closeup's link out (PinInfo, CloseupActions): checked like any other. */}
      <p className={styles.slotCaption} aria-live="polite">
        <span className={styles.slotTitle}>{current.title}</span>
        {current.details && <span>{current.details}</span>}
      </p>
    </div>
  );
}

export function PinMedia(props: PinMediaProps) {
  const { pin, alt, isBot } = props;
  const still = <PinPicture image={closeupImage(pin.images, isBot)} alt={alt} dominantColor={pin.dominantColor} priority />;
  const player = (element: ReactNode) => <Suspense fallback={still}>{element}</Suspense>;
  if (isDeletedStory(pin)) return <DeletedStoryPin />;
  // The spec's priority (playbackOf): a video before a GIF before a story. Bots get the picture
  // (the server's render) for a video or a GIF: a player is for people.
  const playback = playbackOf(pin);
  if (playback === 'video') return isBot ? still : player(<VideoPlayer pin={pin} alt={alt} />);
  if (playback === 'gif') return isBot ? still : player(<GifPlayer pin={pin} alt={alt} />);
  if (playback === 'storyPin') return player(<StoryPlayer pin={pin} alt={alt} isBot={isBot} />);
  if (carouselSlotsOf(pin).length > 0) return <Carousel {...props} />;
  return still;
}
