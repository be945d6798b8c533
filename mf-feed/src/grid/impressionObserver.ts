// One IntersectionObserver per grid for every card on screen. The 143 px under the header is cut
// off the viewport (spec: top obstruction), and it reports at the spec's thresholds.

import { TOP_OBSTRUCTION_PX } from 'shared-contracts/rules';

export type RatioHandler = (ratio: number) => void;

export interface ImpressionObserver {
  observe: (element: Element, onRatio: RatioHandler, onPause: (paused: boolean) => void) => () => void;
  setPaused: (paused: boolean) => void;
  paused: () => boolean;
}

export function createImpressionObserver(): ImpressionObserver {
  const handlers = new Map<Element, { onRatio: RatioHandler; onPause: (paused: boolean) => void }>();
  let isPaused = false;
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) handlers.get(entry.target)?.onRatio(entry.isIntersecting ? entry.intersectionRatio : 0);
          },
          { rootMargin: `-${TOP_OBSTRUCTION_PX}px 0px 0px 0px`, threshold: [0, 0.5, 0.8, 1] },
        );
  return {
    observe(element, onRatio, onPause) {
      handlers.set(element, { onRatio, onPause });
      observer?.observe(element);
      return () => {
        observer?.unobserve(element);
        handlers.delete(element);
      };
    },
    setPaused(paused) {
      if (paused === isPaused) return;
      isPaused = paused;
      handlers.forEach((h) => h.onPause(paused));
    },
    paused: () => isPaused,
  };
}
