// The grid's layout across renders: appending a page extends the previous layout (only the new
// cards are placed); anything else (a new width, viewer or feed) lays out anew. Each layout leaves
// a performance entry for the grid benchmark and field timing.

import { type ApiGridPin } from 'shared-contracts/api';
import { extendMasonry, layoutMasonry, type MasonryLayout } from 'shared-contracts/rules';
import { measureCard } from './cardMetrics';

interface Laid {
  layout: MasonryLayout;
  pins: readonly ApiGridPin[];
  width: number;
  isAuth: boolean;
}

const pinId = (pin: ApiGridPin) => pin.id;

function markLayout(started: number, pins: number, kind: 'append' | 'full'): void {
  try {
    performance.measure('pinboard:grid-layout', { start: started, end: performance.now(), detail: { pins, kind } });
  } catch {
    // Timing is optional (older browsers, test environments).
  }
}

export interface IncrementalLayout {
  layoutFor: (pins: readonly ApiGridPin[], width: number, isAuth: boolean) => MasonryLayout;
}

export function createIncrementalLayout(): IncrementalLayout {
  let previous: Laid | null = null;
  return {
    layoutFor(pins, width, isAuth) {
      const measure = (pin: ApiGridPin, columnWidth: number) => measureCard(pin, columnWidth, { isAuth });
      const started = performance.now();
      const before = previous;
      const appended =
        before !== null &&
        before.width === width &&
        before.isAuth === isAuth &&
        pins.length >= before.pins.length &&
        before.pins.every((p, i) => pins[i] === p);
      const layout = appended
        ? extendMasonry(before.layout, pins.slice(before.pins.length), pinId, measure)
        : layoutMasonry(pins, width, pinId, measure);
      previous = { layout, pins, width, isAuth };
      markLayout(started, pins.length, appended ? 'append' : 'full');
      return layout;
    },
  };
}
