// A visitor who pressed Save is asked to log in and returned to /pin/{id}/repin/, which then makes
// that save. It makes it only when this tab asked for it: a link from another site to the same
// path saves nothing by itself (the page offers a Save button instead). Kept in sessionStorage (one
// tab, through the login); a storage that fails is tolerated: the page then asks for the click.

import { parseRoute } from 'shared-contracts';

export const PENDING_SAVE_KEY = 'pb_pending_save';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function tabStorage(): KeyValueStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** When a login is asked for with the repin path to return to, the save it names is this tab's to make. */
export function rememberPendingSave(returnTo: string | undefined, storage: KeyValueStorage | null = tabStorage()): void {
  if (!returnTo) return;
  const [pathname, search] = returnTo.split('?');
  const route = parseRoute({ pathname: pathname ?? '', search: search ?? '' });
  if (route.area !== 'closeup' || route.page !== 'pin' || route.view !== 'repin' || route.query.isEditingPin === 'true') return;
  try {
    storage?.setItem(PENDING_SAVE_KEY, route.pinId);
  } catch {
    // Then the repin path asks for the click.
  }
}

/** Whether this tab asked to save the pin; the answer is given once. */
export function takePendingSave(pinId: string, storage: KeyValueStorage | null = tabStorage()): boolean {
  try {
    const pending = storage?.getItem(PENDING_SAVE_KEY);
    if (pending !== pinId) return false;
    storage?.removeItem(PENDING_SAVE_KEY);
    return true;
  } catch {
    return false;
  }
}
