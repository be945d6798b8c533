// A video pin's moving picture in the grid: muted, inline, over the card's still, played and paused
// by the page's autoplay (grid/gridAutoplay.ts). Nothing is fetched until it is first chosen. The
// still stays under it until frames arrive, and for good if the video fails. Decorative: the
// card's link names the pin, so the video is hidden from assistive technology.

import { useEffect, useRef, useState } from 'react';
import { type ApiGridPin } from 'shared-contracts/api';
import { videoEmbedOf } from 'shared-contracts/rules';
import { useVideoStates } from 'react-kit';
import { useGrid } from '../grid/GridContext';
import type { AutoplayPlayer } from '../grid/gridAutoplay';
import styles from './GridVideo.module.css';

const HLS_TYPE = 'application/vnd.apple.mpegurl';

/** Our choice: the mobile HLS rendition (360 wide) where the browser plays HLS itself, as a card is 236 wide; else the MP4. */
function sourcesOf(pin: ApiGridPin): { hls: string | null; mp4: string | null } {
  const list = pin.videos?.videoList ?? {};
  return {
    hls: list.vHLSV3MOBILE?.url ?? list.vHLSV4?.url ?? null,
    mp4: list.v720P?.url ?? videoEmbedOf(pin),
  };
}

export function GridVideo({ pin }: { pin: ApiGridPin }) {
  const { autoplay } = useGrid();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const pinId = pin.id;

  useVideoStates(video, pinId, {
    onState: (state, currentTime) => {
      autoplay.record({ pinId, state, currentTime, at: Date.now() });
      if (state === 4) setPlaying(true);
    },
    onFailure: () => setFailed(true),
  });

  const { hls, mp4 } = sourcesOf(pin);
  const promoted = pin.isPromoted;
  const collaborating = pin.board?.collaboratedByMe === true;
  useEffect(() => {
    const element = video.current;
    // A failed video is gone from the card, and from the choice.
    if (!element || failed) return undefined;
    const player: AutoplayPlayer = {
      play: (from) => {
        if (!element.getAttribute('src')) {
          const src = hls && element.canPlayType(HLS_TYPE) ? hls : mp4;
          if (!src) return;
          element.src = src;
        }
        if (from !== null) element.currentTime = from;
        // A pause before it starts rejects the promise: nothing to tell anyone.
        element.play().catch(() => undefined);
      },
      pause: () => {
        element.pause();
        return element.currentTime;
      },
    };
    return autoplay.track(pinId, { promoted, inViewersCollaborativeBoard: collaborating }, element, player);
  }, [autoplay, pinId, hls, mp4, promoted, collaborating, failed]);

  if (failed) return null;
  return (
    <video
      ref={video}
      className={playing ? `${styles.video} ${styles.playing}` : styles.video}
      muted
      playsInline
      loop
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
    />
  );
}
