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
/**
 * Before the grid is measured: the first screen only (no phone or laptop window is taller), so the
 * first render is the cards a person sees; the overscan follows in a task of its own once painted.
 */
const FIRST_SCREEN: ScrollWindow = { top: 0, bottom: 1000, viewportHeight: 1000 };

export function useScrollWindow(ref: RefObject<HTMLElement | null>, overscanScreens = 1): ScrollWindow {
  const [range, setRange] = useState<ScrollWindow>(FIRST_SCREEN);
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
