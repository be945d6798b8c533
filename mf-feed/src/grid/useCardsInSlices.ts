import { useEffect, useState, useSyncExternalStore } from 'react';
import { createCardSlicer } from './cardSlicer';

/**
 * `ids` as far as they are let in yet (cardSlicer.ts): the `perSlice` nearest the viewport at once,
 * then a slice a frame. `distance` is a card's distance from the viewport, 0 in view.
 */
export function useCardsInSlices(ids: readonly string[], perSlice: number, distance: (id: string) => number): readonly string[] {
  const [slicer] = useState(() => createCardSlicer());
  useSyncExternalStore(slicer.subscribe, slicer.version);
  useEffect(() => () => slicer.stop(), [slicer]);
  useEffect(() => slicer.settle(ids, perSlice, distance));
  return slicer.shown(ids, perSlice, distance);
}
