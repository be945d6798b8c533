// Feeds the grid's observer into the impression reducer and puts each report on the bus.

import { useEffect, useRef, type RefObject } from 'react';
import { bus, impressionStep, INITIAL_IMPRESSION, viewportSize, type ImpressionInput, type ImpressionSurface } from 'shared-contracts';
import type { ImpressionObserver } from '../grid/impressionObserver';

export interface ImpressionCell {
  pinId: string;
  surface: ImpressionSurface;
  slotIndex: number;
  width: number;
  height: number;
}

export function useImpression(
  ref: RefObject<HTMLElement | null>,
  cell: ImpressionCell,
  observer: ImpressionObserver,
  renderDurationMs: RefObject<number>,
): void {
  const latest = useRef(cell);
  // The observer's callbacks read the card's newest cell, kept after each render.
  useEffect(() => {
    latest.current = cell;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    let state = { ...INITIAL_IMPRESSION, paused: observer.paused() };
    const feed = (input: ImpressionInput) => {
      const step = impressionStep(state, input);
      state = step.state;
      const c = latest.current;
      // Not innerWidth: read here, after the grid has changed, it would lay the page out (issue 17).
      const viewport = viewportSize();
      for (const report of step.reports) {
        bus.emit('pin/impression-recorded', {
          pinId: c.pinId,
          surface: c.surface,
          stage: report.stage,
          visibleThreshold: report.threshold,
          slotIndex: c.slotIndex,
          cellWidth: c.width,
          cellHeight: c.height,
          windowWidth: viewport.width,
          windowHeight: viewport.height,
          renderDurationMs: Math.round(renderDurationMs.current ?? 0),
          time: Date.now(),
        });
      }
    };
    const stop = observer.observe(
      element,
      (ratio) => feed({ kind: 'ratio', ratio }),
      (paused) => feed({ kind: paused ? 'pause' : 'resume' }),
    );
    return () => {
      stop();
      feed({ kind: 'removed' });
    };
  }, [ref, observer, renderDurationMs]);
}
