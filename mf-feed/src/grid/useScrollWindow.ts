// The part of the grid near the viewport, in grid coordinates, updated at most once a frame and
// only when it moves by a step, so scrolling re-renders the grid a few times a screen, not per pixel.

import { useEffect, useState, type RefObject } from 'react';

export interface ScrollWindow {
  /** Grid-relative range to render (the viewport plus overscan). */
  top: number;
  bottom: number;
  /** Where the viewport starts, grid-relative, to the same step. */
  viewportTop: number;
  viewportHeight: number;
}

const STEP = 100;
/**
 * Before the grid is measured: about a first screen (phones and most laptops show less), so the
 * first render is the cards a person sees; the rest of a taller window and the overscan follow once
 * painted, when the grid is measured.
 */
const FIRST_SCREEN: ScrollWindow = { top: 0, bottom: 1000, viewportTop: 0, viewportHeight: 1000 };

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
      const viewportTop = Math.floor(start / STEP) * STEP;
      setRange((before) =>
        before.top === top && before.bottom === bottom && before.viewportTop === viewportTop && before.viewportHeight === viewportHeight
          ? before
          : { top, bottom, viewportTop, viewportHeight },
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
