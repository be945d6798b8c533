// The part of the grid near the viewport, in grid coordinates, updated at most once a frame and
// only when it moves by a step, so scrolling re-renders the grid a few times a screen, not per pixel.

import { useEffect, useMemo, useState, type RefObject } from 'react';
import { viewportSize } from 'page-runtime';

export interface ScrollWindow {
  /** Grid-relative range to render (the viewport plus overscan). */
  top: number;
  bottom: number;
  /** Where the viewport starts, grid-relative, to a step: the overscan above it is taken off `top`. */
  viewportTop: number;
  viewportHeight: number;
}

type Range = Omit<ScrollWindow, 'viewportTop'>;

const STEP = 100;
/**
 * Before the grid is measured: about a first screen (phones and most laptops show less), so the
 * first render is the cards a person sees; the rest of a taller window and the overscan follow once
 * painted, when the grid is measured.
 */
const FIRST_SCREEN: Range = { top: -1000, bottom: 1000, viewportHeight: 1000 };

export function useScrollWindow(ref: RefObject<HTMLElement | null>, overscanScreens = 1): ScrollWindow {
  const [range, setRange] = useState<Range>(FIRST_SCREEN);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const viewportHeight = viewportSize().height || 1000;
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
  // Derived, not kept: a third value moving at its own steps would re-render the grid more often.
  return useMemo(() => ({ ...range, viewportTop: range.top + range.viewportHeight * overscanScreens }), [range, overscanScreens]);
}
