// What happened to pins in this grid since they loaded: saved (and where), unsaved, hidden. Kept
// by the grid, not the card, so a card scrolled out of the window and back shows the same state;
// fed by the bus, so a save or hide made in another area shows here too.

import { useCallback, useEffect, useState } from 'react';
import { type FeedbackType, type QuickSaveEvent, quickSaveNext, type QuickSaveState } from 'shared-contracts/rules';
import { type HidePath, type SaveTarget } from 'shared-contracts/platform';
import { useFeedDeps } from '../data/deps';

export interface SavedOverride {
  savedPinId: string;
  /** Where it went (board, maybe a section); null for the profile. */
  target: SaveTarget | null;
  /** When it was saved (ms): 'Saved!' shows for 950 ms after, then the board name. */
  savedAt: number;
}

export interface HiddenOverride {
  path: HidePath;
  feedbackType: FeedbackType;
  status: 'unset' | 'reported' | 'unfollowed';
}

export interface PinOverride {
  saved?: SavedOverride | null;
  hidden?: HiddenOverride | null;
  /** A save or unsave on its way from this grid's Save button ('saving' or 'deleting'). */
  quickSave?: QuickSaveState;
  /** The pin itself was deleted (its owner said so): its card leaves the grid. */
  deleted?: boolean;
}

export type PinOverrides = ReadonlyMap<string, PinOverride>;
export type UpdateOverride = (pinId: string, change: Partial<PinOverride>) => void;
/** Moves a pin's Save button through the quick-save machine (spec section 4) from the state it showed. */
export type TransitionQuickSave = (pinId: string, from: QuickSaveState, event: QuickSaveEvent) => void;

export function usePinOverrides(): [PinOverrides, UpdateOverride, TransitionQuickSave] {
  const { events } = useFeedDeps();
  const [overrides, setOverrides] = useState<PinOverrides>(new Map());
  const update = useCallback<UpdateOverride>((pinId, change) => {
    setOverrides((before) => new Map(before).set(pinId, { ...before.get(pinId), ...change }));
  }, []);
  useEffect(() => {
    const offs = [
      // Spec section 4: a save is recorded under the pin's id and its original's, so every card of
      // that pin shows it; deleting the save clears it wherever it was recorded.
      events.on('pin/saved', (p) => {
        const saved: SavedOverride = { savedPinId: p.savedPinId, target: p.target, savedAt: Date.now() };
        update(p.pinId, { saved });
        if (p.originalPinId !== p.pinId) update(p.originalPinId, { saved });
      }),
      events.on('pin/unsaved', (p) =>
        setOverrides((before) => {
          // The card's own entry may not exist yet (a pin saved before the page loaded).
          const after = new Map(before).set(p.pinId, { ...before.get(p.pinId), saved: null });
          for (const [pinId, o] of before) if (o.saved?.savedPinId === p.savedPinId) after.set(pinId, { ...o, saved: null });
          if (p.deleted) after.set(p.savedPinId, { ...after.get(p.savedPinId), deleted: true });
          return after;
        }),
      ),
      events.on('pin/hidden', (p) =>
        update(p.pinId, { hidden: { path: p.path, feedbackType: (p.reason as FeedbackType) || 'default', status: 'unset' } }),
      ),
      events.on('pin/hide-undone', (p) => update(p.pinId, { hidden: null })),
    ];
    return () => offs.forEach((off) => off());
  }, [update, events]);
  const transition = useCallback<TransitionQuickSave>(
    (pinId, from, event) => {
      const next = quickSaveNext(from, event);
      // At rest (saved or not) the button shows the pin's save record; only a call in flight is kept here.
      update(pinId, { quickSave: next === 'saving' || next === 'deleting' ? next : undefined });
    },
    [update],
  );
  return [overrides, update, transition];
}
