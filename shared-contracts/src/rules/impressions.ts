// Impression tracking (spec sections 4 and 9): a card reports entering the viewport, crossing the
// 50, 80 and 100 % visibility thresholds, leaving, and pausing while a modal is open. The part of
// the window under the 143 px header does not count as visible. A pure reducer: the DOM observer
// feeds it ratios and it says which stages to report.

import { IMPRESSION_TYPES } from './eventTypes';
import type { ImpressionRecord, ImpressionStage, VisibilityThreshold } from '../platform/events';

export const IMPRESSION_THRESHOLDS: readonly VisibilityThreshold[] = [0, 50, 80, 100];
export const TOP_OBSTRUCTION_PX = 143;

export interface ImpressionState {
  inView: boolean;
  /** Highest threshold reached during the current stay in view. */
  reached: VisibilityThreshold | null;
  paused: boolean;
}

export type ImpressionInput =
  | { kind: 'ratio'; ratio: number }
  | { kind: 'pause' }
  | { kind: 'resume' }
  /** The card left the DOM: a forced exit. */
  | { kind: 'removed' };

export interface ImpressionReport {
  stage: ImpressionStage;
  threshold: VisibilityThreshold;
}

export const INITIAL_IMPRESSION: ImpressionState = { inView: false, reached: null, paused: false };

function crossed(ratio: number, above: VisibilityThreshold | null): VisibilityThreshold[] {
  // Observers report ratios like 0.9999 for a fully visible card.
  const percent = Math.min(100, Math.round(ratio * 1000) / 10);
  return IMPRESSION_THRESHOLDS.filter((t) => t > 0 && percent >= t && (above === null || t > above));
}

export function impressionStep(state: ImpressionState, input: ImpressionInput): { state: ImpressionState; reports: ImpressionReport[] } {
  switch (input.kind) {
    case 'pause':
      if (state.paused) return { state, reports: [] };
      return { state: { ...state, paused: true }, reports: state.inView ? [{ stage: 'pause', threshold: state.reached ?? 0 }] : [] };
    case 'resume':
      if (!state.paused) return { state, reports: [] };
      return { state: { ...state, paused: false }, reports: state.inView ? [{ stage: 'resume', threshold: state.reached ?? 0 }] : [] };
    case 'removed':
      return {
        state: INITIAL_IMPRESSION,
        reports: state.inView && !state.paused ? [{ stage: 'exit', threshold: state.reached ?? 0 }] : [],
      };
    case 'ratio': {
      const visible = input.ratio > 0;
      if (!visible) {
        if (!state.inView) return { state, reports: [] };
        return {
          state: { ...state, inView: false, reached: null },
          reports: state.paused ? [] : [{ stage: 'exit', threshold: state.reached ?? 0 }],
        };
      }
      const reports: ImpressionReport[] = [];
      let reached = state.reached;
      if (!state.inView) {
        reached = 0;
        reports.push({ stage: 'enter', threshold: 0 });
      }
      for (const threshold of crossed(input.ratio, reached)) {
        reports.push({ stage: 'visible', threshold });
        reached = threshold;
      }
      // While a modal covers the page nothing is seen, so nothing is reported; the state still
      // follows the card, so resuming reports from where it really is.
      return { state: { ...state, inView: true, reached }, reports: state.paused ? [] : reports };
    }
  }
}

/**
 * What an impression's aux_data holds, all numbers or short words: the API keeps these and drops
 * anything else a client adds, so a logged impression stays a few hundred bytes.
 */
export const IMPRESSION_AUX_FIELDS = [
  'stage',
  'visible_threshold',
  'surface',
  'slot_index',
  'cell_width',
  'cell_height',
  'window_width',
  'window_height',
  'render_duration',
  'top_obstruction',
] as const;

/** The event-log entry (POST /v3/events/) for one impression report: a pin impression, type 18. */
export function impressionLogEvent(record: ImpressionRecord): {
  event_type: number;
  impression_kind: 'pin';
  object_id: string;
  time: string;
  aux_data: Record<string, unknown>;
} {
  return {
    event_type: IMPRESSION_TYPES.pin,
    impression_kind: 'pin',
    object_id: record.pinId,
    time: new Date(record.time).toISOString(),
    aux_data: {
      stage: record.stage,
      visible_threshold: record.visibleThreshold,
      surface: record.surface,
      slot_index: record.slotIndex,
      cell_width: record.cellWidth,
      cell_height: record.cellHeight,
      window_width: record.windowWidth,
      window_height: record.windowHeight,
      render_duration: record.renderDurationMs,
      top_obstruction: TOP_OBSTRUCTION_PX,
    },
  };
}
