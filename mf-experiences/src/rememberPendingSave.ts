// The login's side of a pending save (shared-contracts' pendingSave): when a login is asked for with
// the repin path to return to, the save it names is this tab's to make, kept in sessionStorage (one
// tab, through the login) with the page it was asked on. A storage that fails is tolerated: the
// repin path then asks for the click.

import { PENDING_SAVE_KEY, pendingSaveRecord } from 'shared-contracts/rules';

type KeyValueStorage = Pick<Storage, 'setItem'>;

function tabStorage(): KeyValueStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function currentPage(): string | null {
  return typeof window === 'undefined' ? null : `${window.location.pathname}${window.location.search}`;
}

export function rememberPendingSave(
  returnTo: string | undefined,
  storage: KeyValueStorage | null = tabStorage(),
  from: string | null = currentPage(),
): void {
  const record = pendingSaveRecord(returnTo, from);
  if (!record) return;
  try {
    storage?.setItem(PENDING_SAVE_KEY, record);
  } catch {
    // Then the repin path asks for the click.
  }
}
