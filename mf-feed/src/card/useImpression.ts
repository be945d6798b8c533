// Feeds the grid's observer into the impression reducer and puts each report on the bus.

import { useEffect, useRef, type RefObject } from 'react';
import { viewportSize } from 'page-runtime';
import { type ImpressionInput, impressionStep, type ImpressionSurface, INITIAL_IMPRESSION } from 'shared-contracts/rules';
import { type ImpressionRecord } from 'shared-contracts/platform';
import { useFeedDeps } from '../data/deps';
import type { ImpressionObserver } from '../grid/impressionObserver';

export interface ImpressionCell {
  pinId: string;
  /** Null until the grid knows who is looking: reports wait for it rather than name a guess. */
  surface: ImpressionSurface | null;
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
  const { events } = useFeedDeps();
  const latest = useRef(cell);
  const waiting = useRef<Omit<ImpressionRecord, 'surface'>[]>([]);
  // The observer's callbacks read the card's newest cell, kept after each render; reports made
  // before the surface was known go out once it is.
  useEffect(() => {
    latest.current = cell;
    const surface = cell.surface;
    if (surface === null || waiting.current.length === 0) return;
    for (const record of waiting.current.splice(0)) events.emit('pin/impression-recorded', { ...record, surface });
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
        const record = {
          pinId: c.pinId,
          stage: report.stage,
          visibleThreshold: report.threshold,
          slotIndex: c.slotIndex,
          cellWidth: c.width,
          cellHeight: c.height,
          windowWidth: viewport.width,
          windowHeight: viewport.height,
          renderDurationMs: Math.round(renderDurationMs.current ?? 0),
          time: Date.now(),
        };
        if (c.surface === null) waiting.current.push(record);
        else events.emit('pin/impression-recorded', { ...record, surface: c.surface });
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
  }, [ref, observer, renderDurationMs, events]);
}
