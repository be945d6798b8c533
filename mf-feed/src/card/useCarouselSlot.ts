// A carousel's current slot and its highlight (spec section 4: 'A carousel change highlights content
// for 4 s'), for a card. The highlight lasts CAROUSEL_HIGHLIGHT_MS from the latest change; its one
// timer is cleared on each change and on unmount.

import { useEffect, useState } from 'react';
import { CAROUSEL_HIGHLIGHT_MS } from 'shared-contracts/rules';

export interface CarouselSlot {
  slot: number;
  highlight: boolean;
  changeSlot: (index: number) => void;
}

export function useCarouselSlot(initial: number): CarouselSlot {
  const [slot, setSlot] = useState(initial);
  const [changedAt, setChangedAt] = useState<number | null>(null);
  useEffect(() => {
    if (changedAt === null) return;
    const timer = setTimeout(() => setChangedAt(null), CAROUSEL_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [changedAt]);
  const changeSlot = (index: number) => {
    setSlot(index);
    setChangedAt(performance.now());
  };
  return { slot, highlight: changedAt !== null, changeSlot };
}
