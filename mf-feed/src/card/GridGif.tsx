// A GIF pin's moving picture in the grid, under the page's one-autoplay rule (spec section 4): the
// GIF is fetched and shown over the card's still only while the page's autoplay has chosen it, so
// one organic video or GIF moves at a time, none for people who asked for less motion, and none in
// a background tab. Decorative, like the video: the card's link names the pin.

import { useEffect, useRef, useState } from 'react';
import { type ApiGridPin } from 'shared-contracts/api';
import { gifOf } from 'shared-contracts/rules';
import { useGrid } from '../grid/GridContext';
import type { AutoplayPlayer } from '../grid/gridAutoplay';
import styles from './GridGif.module.css';

export function GridGif({ pin }: { pin: ApiGridPin }) {
  const { autoplay } = useGrid();
  const holder = useRef<HTMLSpanElement>(null);
  const [playing, setPlaying] = useState(false);
  const src = gifOf(pin);
  const pinId = pin.id;
  const promoted = pin.isPromoted;
  const collaborating = pin.board?.collaboratedByMe === true;

  useEffect(() => {
    const element = holder.current;
    if (!element || !src) return undefined;
    // A GIF starts from its first frame each time: there is no place to resume from.
    const player: AutoplayPlayer = {
      play: () => setPlaying(true),
      pause: () => {
        setPlaying(false);
        return 0;
      },
    };
    return autoplay.track(pinId, { promoted, inViewersCollaborativeBoard: collaborating }, element, player);
  }, [autoplay, pinId, src, promoted, collaborating]);

  if (!src) return null;
  return (
    <span ref={holder} className={styles.holder} aria-hidden="true" data-gif-playing={playing}>
      {playing && <img className={styles.gif} src={src} alt="" decoding="async" />}
    </span>
  );
}
