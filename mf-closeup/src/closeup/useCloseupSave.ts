// The closeup's Save: the same commands as the grid's quick-save button (the boards area's picker
// decides where it goes, the experiences area shows the toast). 'Saved!' turns into the board's name
// after 950 ms. A save of this pin from anywhere else on the page (the related grid) is heard too.

import { useEffect, useState } from 'react';
import { navigate } from 'page-runtime';
import { type ApiPin } from 'shared-contracts/api';
import { quickSaveNext, type QuickSaveState, savedButtonText, savedTargetName } from 'shared-contracts/rules';
import { type SaveTarget } from 'shared-contracts/platform';
import { useSavedMoment } from 'react-kit';
import { useCloseupDeps } from '../data/deps';
import { savePin, unsavePin } from '../data/boardsAreaCommands';

interface Saved {
  savedPinId: string;
  target: SaveTarget | null;
  /** When this page saved it; null for a save made before the page loaded. */
  at: number | null;
}

export interface CloseupSave {
  state: QuickSaveState;
  text: string;
  onClick: () => void;
}

export function useCloseupSave(pin: ApiPin, imageUrl: string): CloseupSave {
  const deps = useCloseupDeps();
  const events = deps.events;
  const [saved, setSaved] = useState<Saved | null>(() =>
    pin.savedInfo ? { savedPinId: pin.savedInfo.pinId, target: null, at: null } : null,
  );
  const [pending, setPending] = useState<'saving' | 'deleting' | null>(null);

  useEffect(() => {
    const ours = (id: string) => id === pin.id || id === pin.originalPinId;
    const offSaved = events.on('pin/saved', (event) => {
      if (!ours(event.pinId) && !ours(event.originalPinId)) return;
      setSaved({ savedPinId: event.savedPinId, target: event.target, at: Date.now() });
    });
    const offUnsaved = events.on('pin/unsaved', (event) => {
      if (ours(event.pinId)) setSaved(null);
    });
    return () => {
      offSaved();
      offUnsaved();
    };
  }, [events, pin.id, pin.originalPinId]);

  const inMoment = useSavedMoment(saved?.at ?? null);

  const state: QuickSaveState = pending ?? (saved ? 'saved' : 'none');
  const onClick = () => {
    const next = quickSaveNext(state, 'click');
    if (next === state) return; // ignored while saving or deleting
    if (next === 'saving') {
      setPending('saving');
      void savePin(
        {
          pinId: pin.id,
          originalPinId: pin.originalPinId,
          trackingParams: pin.trackingParams,
          surface: 'PinCloseup',
          imageUrl,
          title: pin.title,
        },
        events,
      ).finally(() => setPending(null));
    } else if (next === 'deleting' && saved) {
      setPending('deleting');
      void unsavePin(
        { pinId: pin.id, originalPinId: pin.originalPinId, savedPinId: saved.savedPinId, trackingParams: pin.trackingParams },
        events,
      ).then((answer) => {
        setPending(null);
        // The viewer chose to delete this very pin: its page is gone, as after the menu's Delete.
        if (answer.kind === 'deleted' && saved.savedPinId === pin.id) navigate(`/${pin.pinner.username}/_created/`);
      });
    }
  };
  const savedHere = saved !== null && saved.at !== null;
  const text = savedButtonText(state, inMoment ? 0 : Number.POSITIVE_INFINITY, savedHere ? savedTargetName(saved.target) : null);
  return { state, text, onClick };
}
