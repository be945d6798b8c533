// The quick-save button (spec section 4) on the bus's save commands: none → saving → saved, saved →
// deleting → none; a failure (or a closed picker) returns to where it was; clicks are ignored while
// saving or deleting. The state in flight is kept by the grid with the pin's other state, so a
// card scrolled out and back shows it; toasts come from the experiences area, which hears every
// save's and unsave's outcome.

import { type ApiGridPin } from 'shared-contracts/api';
import { cardSaveButtonText, type QuickSaveEvent, quickSaveNext, type QuickSaveState } from 'shared-contracts/rules';
import { savePin, unsavePin } from './saveCommands';
import { useSavedMoment } from 'react-kit';
import { useGrid } from '../grid/GridContext';
import type { SavedOverride } from '../grid/usePinOverrides';

export interface QuickSave {
  state: QuickSaveState;
  text: string;
  onClick: () => void;
}

export function useQuickSave(
  pin: ApiGridPin,
  saved: SavedOverride | null | undefined,
  pending: QuickSaveState | undefined,
  slotIndex: number,
  imageUrl: string,
): QuickSave {
  const { surface, transitionQuickSave } = useGrid();
  // The grid's record wins over what the pin said when it loaded.
  const savedPinId = saved === undefined ? (pin.savedInfo?.pinId ?? null) : (saved?.savedPinId ?? null);
  const state: QuickSaveState = pending ?? (savedPinId ? 'saved' : 'none');
  const inSavedMoment = useSavedMoment(saved?.savedAt ?? null);

  const onClick = () => {
    const next = quickSaveNext(state, 'click');
    if (next === state) return; // ignored while saving or deleting
    transitionQuickSave(pin.id, state, 'click');
    const settle = (event: QuickSaveEvent) => transitionQuickSave(pin.id, next, event);
    if (next === 'saving') {
      void savePin({
        pinId: pin.id,
        originalPinId: pin.originalPinId,
        trackingParams: pin.trackingParams,
        surface,
        slotIndex,
        imageUrl,
        title: pin.title,
      }).then((answer) => settle(answer.kind === 'saved' ? 'succeeded' : answer.kind));
    } else if (next === 'deleting' && savedPinId) {
      void unsavePin({ pinId: pin.id, originalPinId: pin.originalPinId, savedPinId, trackingParams: pin.trackingParams }).then((answer) =>
        settle(answer.kind === 'unsaved' || answer.kind === 'deleted' ? 'succeeded' : answer.kind),
      );
    }
  };

  // A pin saved before this page loaded has no 'Saved!' moment. The board is named by the card's
  // saved overlay, not again on the button.
  const text = cardSaveButtonText(state, inSavedMoment ? 0 : Number.POSITIVE_INFINITY);
  return { state, text, onClick };
}
