// Spec sections 4 (Saving) and 9 (limited-login saved pins max 2): a visitor's saves on a phone are
// held on the device until they log in, at most two; saving the same pin again replaces the held
// one. After login each is saved once and the list clears.

export const HELD_SAVES_MAX = 2;

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

/** After login, what the held saves became (null when none was saved: a failed merge says nothing, spec section 8). */
export function heldSavesMergedMessage(saved: number): string | null {
  if (saved <= 0) return null;
  return saved === 1 ? 'We saved the Pin you picked before you logged in.' : `We saved the ${saved} Pins you picked before you logged in.`;
}
