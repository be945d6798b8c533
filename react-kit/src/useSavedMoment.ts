// Spec section 4: 'Saved!' on a saved card switches to the board name after 950 ms. Whether a save
// made at `savedAt` (ms) is still in that moment, re-rendering when the moment ends; a card scrolled
// back into view after the moment starts past it. The grid's card and the closeup both show it.

import { useEffect, useState } from 'react';
import { SAVED_TEXT_MS } from 'shared-contracts/rules';

export function useSavedMoment(savedAt: number | null): boolean {
  const [overFor, setOverFor] = useState<number | null>(() => (savedAt !== null && Date.now() - savedAt >= SAVED_TEXT_MS ? savedAt : null));
  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => setOverFor(savedAt), Math.max(0, savedAt + SAVED_TEXT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [savedAt]);
  return savedAt !== null && overFor !== savedAt;
}
