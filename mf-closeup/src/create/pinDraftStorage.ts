// The pin builder's draft on this device, one per person (a shared computer keeps each person's
// apart). Storage failures are tolerated (spec section 8): the builder then simply keeps no draft.

import { parsePinDraft, type PinDraft } from 'shared-contracts/rules';

export const PIN_DRAFT_KEY_PREFIX = 'pb_pin_draft:';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function deviceStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const keyOf = (userId: string) => `${PIN_DRAFT_KEY_PREFIX}${userId}`;

export function readPinDraft(userId: string, storage: KeyValueStorage | null = deviceStorage()): PinDraft | null {
  try {
    const stored = storage?.getItem(keyOf(userId));
    return stored ? parsePinDraft(JSON.parse(stored)) : null;
  } catch {
    return null;
  }
}

export function writePinDraft(userId: string, draft: PinDraft, storage: KeyValueStorage | null = deviceStorage()): void {
  try {
    storage?.setItem(keyOf(userId), JSON.stringify(draft));
  } catch {
    // Full or refused: the draft lives only on the page.
  }
}

export function clearPinDraft(userId: string, storage: KeyValueStorage | null = deviceStorage()): void {
  try {
    storage?.removeItem(keyOf(userId));
  } catch {
    // Nothing to do.
  }
}
