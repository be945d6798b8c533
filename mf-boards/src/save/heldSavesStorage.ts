// A visitor's held saves on this device (spec section 4: logged-out saves on a phone are held
// until login), as the boards area holds them. Kept in localStorage; a storage that fails or is
// missing is tolerated: the list is then empty and nothing is held (spec section 8: 'Storage
// failures: tolerated silently'). The experiences area takes them after login (HELD_SAVES_KEY).

import { type HeldSave, HELD_SAVES_KEY, holdSave, parseHeldSaves } from 'shared-contracts/rules';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function deviceStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readHeldSaves(storage: KeyValueStorage | null = deviceStorage()): HeldSave[] {
  try {
    const stored = storage?.getItem(HELD_SAVES_KEY);
    return stored ? parseHeldSaves(JSON.parse(stored)) : [];
  } catch {
    return [];
  }
}

/** Holds one more save; false when the device would not keep it. */
export function addHeldSave(save: HeldSave, storage: KeyValueStorage | null = deviceStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(HELD_SAVES_KEY, JSON.stringify(holdSave(readHeldSaves(storage), save)));
    return true;
  } catch {
    return false;
  }
}
