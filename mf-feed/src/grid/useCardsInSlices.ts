import { startTransition, useEffect, useState } from 'react';
import { createCardSlicer } from './cardSlicer';

/**
 * `ids` as far as they are let in yet (cardSlicer.ts): the `perSlice` nearest the viewport at once,
 * then a slice a frame. `distance` is a card's distance from the viewport, 0 in view. Each later
 * slice renders in a transition, so a tap or a key pressed meanwhile is handled first.
 */
export function useCardsInSlices(ids: readonly string[], perSlice: number, distance: (id: string) => number): readonly string[] {
  const [slicer] = useState(() => createCardSlicer());
  const [, setVersion] = useState(0);
  useEffect(() => slicer.subscribe(() => startTransition(() => setVersion(slicer.version()))), [slicer]);
  useEffect(() => () => slicer.stop(), [slicer]);
  useEffect(() => slicer.settle(ids, perSlice, distance));
  return slicer.shown(ids, perSlice, distance);
}
