// The quick-save button's state machine (spec section 4) wired to the save flow: none → saving →
// saved, saved → deleting → none; a failure returns to where it was, with the spec's toast.

import { useEffect, useRef, useState } from 'react';
import {
  bus,
  DELETE_FAILED_MESSAGE,
  DELETE_SUCCEEDED_MESSAGE,
  quickSaveNext,
  SAVED_TEXT_MS,
  savedButtonText,
  savedTargetName,
  type ApiPin,
  type QuickSaveState,
  type Surface,
} from 'shared-contracts';
import type { SavedOverride } from '../grid/usePinOverrides';
import { deleteSave, requestSave } from './saveFlow';

export interface QuickSave {
  state: QuickSaveState;
  text: string;
  onClick: () => void;
}

export function useQuickSave(
  pin: ApiPin,
  saved: SavedOverride | null | undefined,
  surface: Surface,
  slotIndex: number,
  imageUrl: string,
): QuickSave {
  // The grid's record wins over what the pin said when it loaded.
  const savedPinId = saved === undefined ? (pin.savedInfo?.pinId ?? null) : (saved?.savedPinId ?? null);
  const [pending, setPending] = useState<QuickSaveState | null>(null);
  const state: QuickSaveState = pending ?? (savedPinId ? 'saved' : 'none');
  const busy = useRef(false);
  const savedAt = saved?.savedAt ?? null;
  const inSavedMoment = useSavedMoment(savedAt);

  const onClick = () => {
    const next = quickSaveNext(state, 'click');
    if (next === state || busy.current) return; // ignored while saving or deleting
    busy.current = true;
    setPending(next);
    if (next === 'saving') {
      void requestSave(pin, {
        pinId: pin.id,
        originalPinId: pin.originalPinId,
        trackingParams: pin.trackingParams,
        surface,
        slotIndex,
        imageUrl,
        title: pin.title,
      }).then((outcome) => {
        busy.current = false;
        // A save is recorded by the grid from the bus's pin/saved, wherever it was made.
        if (outcome.kind === 'failed') bus.emit('toast/requested', { message: outcome.message });
        setPending(null);
      });
    } else if (next === 'deleting' && savedPinId) {
      void deleteSave(pin.id, savedPinId, pin.trackingParams).then((ok) => {
        busy.current = false;
        bus.emit('toast/requested', { message: ok ? DELETE_SUCCEEDED_MESSAGE : DELETE_FAILED_MESSAGE });
        setPending(null);
      });
    }
  };

  const msSinceSaved = inSavedMoment ? 0 : Number.POSITIVE_INFINITY;
  // A pin saved before this page loaded has no 'Saved!' moment and no known board name.
  const text = savedButtonText(state, msSinceSaved, saved ? savedTargetName(saved.target) : null);
  return { state, text, onClick };
}

/**
 * Whether a save made at `savedAt` (ms) is still in its 'Saved!' moment (SAVED_TEXT_MS), re-rendering
 * when the moment ends. A card scrolled back into view after the moment starts past it.
 */
function useSavedMoment(savedAt: number | null): boolean {
  const [overFor, setOverFor] = useState<number | null>(() => (savedAt !== null && Date.now() - savedAt >= SAVED_TEXT_MS ? savedAt : null));
  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => setOverFor(savedAt), Math.max(0, savedAt + SAVED_TEXT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [savedAt]);
  return savedAt !== null && overFor !== savedAt;
}
