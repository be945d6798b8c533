// A GIF pin on the closeup (spec sections 1 and 3: an embed of type gif): the animated GIF, in the
// box its still holds, so nothing on the page moves when it arrives. It loops for ever, so it can
// be paused; for people who asked for less motion it starts as the still, with Play GIF.

import { useState } from 'react';
import { type ApiPin } from 'shared-contracts/api';
import { gifOf } from 'shared-contracts/rules';
import { useReducedMotion } from 'react-kit';
import { closeupImage, type CloseupImage } from './closeupImage';
import { PinPicture } from './PinPicture';
import styles from './PinMedia.module.css';

export interface GifPlayerProps {
  pin: ApiPin;
  alt: string;
}

export function GifPlayer({ pin, alt }: GifPlayerProps) {
  const reducedMotion = useReducedMotion();
  // The person's Play or Pause; until they press one, it moves unless they asked for less motion.
  const [choice, setChoice] = useState<boolean | null>(null);
  const still = closeupImage(pin.images, false);
  const gif = gifOf(pin);
  const animating = gif !== null && (choice ?? !reducedMotion);
  // The still's size, not the GIF's: the box keeps the shape it had before the GIF came.
  const image: CloseupImage = animating ? { src: gif, srcSet: null, width: still.width, height: still.height } : still;
  return (
    <div className={styles.gif}>
      <PinPicture image={image} alt={alt} dominantColor={pin.dominantColor} priority />
      {gif !== null && (
        <button type="button" className={`pb-button ${styles.gifToggle}`} onClick={() => setChoice(!animating)}>
          {animating ? 'Pause GIF' : 'Play GIF'}
        </button>
      )}
    </div>
  );
}
