// The repin path's side of a pending save (shared-contracts' pendingSave): the save this tab asked
// for before logging in, taken once from sessionStorage. A storage that fails is tolerated: the page
// then asks for the click.

import { PENDING_SAVE_KEY, type PendingSave, pendingSaveOf } from 'shared-contracts/rules';

type KeyValueStorage = Pick<Storage, 'getItem' | 'removeItem'>;

function tabStorage(): KeyValueStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The save this tab asked for on this pin, if it did; given once. */
export function takePendingSave(pinId: string, storage: KeyValueStorage | null = tabStorage()): PendingSave | null {
  try {
    const pending = pendingSaveOf(storage?.getItem(PENDING_SAVE_KEY), pinId);
    if (pending) storage?.removeItem(PENDING_SAVE_KEY);
    return pending;
  } catch {
    return null;
  }
}
