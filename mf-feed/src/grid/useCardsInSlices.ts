import { useEffect, useState, useSyncExternalStore } from 'react';
import { createCardSlicer } from './cardSlicer';

/** `ids` as far as they are let in yet (cardSlicer.ts): the first `perSlice` at once, then a slice a task. */
export function useCardsInSlices(ids: readonly string[], perSlice: number): readonly string[] {
  const [slicer] = useState(() => createCardSlicer());
  useSyncExternalStore(slicer.subscribe, slicer.version);
  useEffect(() => () => slicer.stop(), [slicer]);
  useEffect(() => slicer.settle(ids, perSlice));
  return slicer.shown(ids, perSlice);
}
