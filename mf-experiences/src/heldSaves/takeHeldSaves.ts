// The held saves (spec section 4) taken off this device after login: read and cleared at once, so
// two tabs cannot both save them. The boards area holds them under HELD_SAVES_KEY; a storage that
// fails or is missing gives nothing (spec section 8: 'Storage failures: tolerated silently').

import { type HeldSave, HELD_SAVES_KEY, parseHeldSaves } from 'shared-contracts/rules';

type KeyValueStorage = Pick<Storage, 'getItem' | 'removeItem'>;

function deviceStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function takeHeldSaves(storage: KeyValueStorage | null = deviceStorage()): HeldSave[] {
  try {
    const stored = storage?.getItem(HELD_SAVES_KEY);
    storage?.removeItem(HELD_SAVES_KEY);
    return stored ? parseHeldSaves(JSON.parse(stored)) : [];
  } catch {
    return [];
  }
}
