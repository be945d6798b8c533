// A video element's state codes (spec section 4: 0 default … 9 ended) on the bus, for whoever
// listens: the event log, the grid's autoplay, a story's page sequence. A failure also reports its
// media error code (spec section 8) to the player that shows it.

import { useEffect, useRef, type RefObject } from 'react';
import { VIDEO_STATE_EVENTS, type VideoStateCode, videoStateFor } from 'shared-contracts/rules';
import { bus, type PageBus } from 'page-runtime';

export interface VideoStateOptions {
  events?: PageBus;
  /** The element's media error code (1-4; 2 when the browser gives none). */
  onFailure?: (code: number) => void;
  /** Called with each state as well as the bus. */
  onState?: (state: VideoStateCode, currentTime: number) => void;
  /** Listen again when this changes (a new element for a retry). */
  attempt?: number;
}

export function useVideoStates(video: RefObject<HTMLVideoElement | null>, pinId: string, options: VideoStateOptions = {}): void {
  const { events = bus, attempt = 0 } = options;
  // The newest callbacks, so a re-render does not re-subscribe.
  const callbacks = useRef(options);
  useEffect(() => {
    callbacks.current = options;
  });
  useEffect(() => {
    const element = video.current;
    if (!element) return undefined;
    const report = (event: Event) => {
      const state = videoStateFor(event.type);
      if (state === null) return;
      events.emit('video/state-changed', { pinId, state, currentTime: element.currentTime });
      callbacks.current.onState?.(state, element.currentTime);
      if (state === 8) callbacks.current.onFailure?.(element.error?.code ?? 2);
    };
    VIDEO_STATE_EVENTS.forEach((type) => element.addEventListener(type, report));
    return () => VIDEO_STATE_EVENTS.forEach((type) => element.removeEventListener(type, report));
  }, [video, pinId, events, attempt]);
}
