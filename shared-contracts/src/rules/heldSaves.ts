// Spec sections 4 (Saving) and 9 (limited-login saved pins max 2): a visitor's saves on a phone are
// held on the device until they log in, at most two; saving the same pin again replaces the held
// one. After login each is saved once and the list clears.

import type { ToastAction } from '../platform/events';
import { SAVE_TOAST_MS, type SavedPin, savedOverlayHref, savedTargetLabel } from './saveConfirmation';

export const HELD_SAVES_MAX = 2;

/** The device's localStorage key: the boards area holds saves under it, the experiences area takes them after login. */
export const HELD_SAVES_KEY = 'pb_held_saves';

export interface HeldSave {
  pinId: string;
  /** The board the visitor chose, or null for their profile (or Quick Saves). */
  boardId: string | null;
  sectionId: string | null;
}

/**
 * The held list after one more save. A duplicate (the same pin) replaces the older entry; past the
 * cap the oldest is dropped (the spec keeps 'at most 2' and does not say which goes: the newest
 * choice is the one the visitor just made).
 */
export function holdSave(held: readonly HeldSave[], save: HeldSave): HeldSave[] {
  const others = held.filter((entry) => entry.pinId !== save.pinId);
  return [...others, save].slice(-HELD_SAVES_MAX);
}

/** What the device stored, read back: anything malformed is dropped (storage failures are tolerated). */
export function parseHeldSaves(stored: unknown): HeldSave[] {
  if (!Array.isArray(stored)) return [];
  const valid = stored.flatMap((entry: unknown): HeldSave[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { pinId, boardId, sectionId } = entry as Record<string, unknown>;
    const optionalId = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && /^\d+$/.test(value));
    if (typeof pinId !== 'string' || !/^\d+$/.test(pinId) || !optionalId(boardId) || !optionalId(sectionId)) return [];
    return [{ pinId, boardId: typeof boardId === 'string' ? boardId : null, sectionId: typeof sectionId === 'string' ? sectionId : null }];
  });
  return valid.reduce<HeldSave[]>(holdSave, []);
}

/** The note a visitor gets when a save is held (not shown in the spec: it says where the pin will go, and when). */
export const HELD_SAVE_NOTE = "Saved for later. Log in and we'll add it to your profile.";

/**
 * After login, the toast that confirms the held saves once they are made, naming where they went
 * ('Saved 2 Pins to' [Profile]). One save is confirmed by its own save toast ('Saved to' [Profile]
 * with Change, spec section 4), as any save is: null then, and when none was made (a failed merge
 * says nothing, spec section 8). Saves that went to different places name the profile, where all are.
 */
export function heldSavesToast(
  made: readonly Pick<SavedPin, 'target'>[],
  username: string,
): { message: string; link: ToastAction; durationMs: number } | null {
  if (made.length < 2) return null;
  const [first] = made;
  const place = first?.target ?? null;
  const same = made.every(({ target }) => (target?.boardId ?? null) === (place?.boardId ?? null) && target?.sectionId === place?.sectionId);
  if (!same)
    return { message: `Saved ${made.length} Pins to`, link: { label: 'your profile', href: `/${username}/` }, durationMs: SAVE_TOAST_MS };
  return {
    message: `Saved ${made.length} Pins to`,
    link: { label: savedTargetLabel(place), href: savedOverlayHref(place) },
    durationMs: SAVE_TOAST_MS,
  };
}
