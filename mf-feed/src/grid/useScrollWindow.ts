// The part of the grid near the viewport, in grid coordinates, updated at most once a frame and
// only when it moves by a step, so scrolling re-renders the grid a few times a screen, not per pixel.

import { useEffect, useState, type RefObject } from 'react';

export interface ScrollWindow {
  /** Grid-relative range to render (the viewport plus overscan). */
  top: number;
  bottom: number;
  viewportHeight: number;
}

const STEP = 100;

export function useScrollWindow(ref: RefObject<HTMLElement | null>, overscanScreens = 1): ScrollWindow {
  const [range, setRange] = useState<ScrollWindow>({ top: 0, bottom: 2000, viewportHeight: 1000 });
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const viewportHeight = window.innerHeight || 1000;
      const start = -element.getBoundingClientRect().top;
      const overscan = viewportHeight * overscanScreens;
      const top = Math.floor((start - overscan) / STEP) * STEP;
      const bottom = Math.ceil((start + viewportHeight + overscan) / STEP) * STEP;
      setRange((before) =>
        before.top === top && before.bottom === bottom && before.viewportHeight === viewportHeight
          ? before
          : { top, bottom, viewportHeight },
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame !== 0) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref, overscanScreens]);
  return range;
}
