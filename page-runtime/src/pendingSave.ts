// A visitor who pressed Save is asked to log in and returned to /pin/{id}/repin/, which then makes
// that save. It makes it only when this tab asked for it: a link from another site to the same
// path saves nothing by itself (the page offers a Save button instead). Kept in sessionStorage (one
// tab, through the login), with the page the Save was pressed on, which the repin path returns to
// once the save is made (a plain same-site path, made safe when read: never another site); a
// storage that fails is tolerated: the page then asks for the click.

import { parseRoute, safeNextPath } from 'shared-contracts';

export const PENDING_SAVE_KEY = 'pb_pending_save';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The save this tab asked for: where to return once it is made (null: the pin's own page). */
export interface PendingSave {
  from: string | null;
}

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

/** A page to return to: a plain path on this site, not a sign-in page nor the repin path itself; else null. */
function returnPage(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw === '') return null;
  const safe = safeNextPath(raw);
  if (safe === '/' && raw !== '/' && !raw.startsWith('/?')) return null;
  const [pathname = '/', search = ''] = safe.split('?');
  const route = parseRoute({ pathname, search: search ? `?${search}` : '' });
  if (route.area === 'experiences' && (route.page === 'login' || route.page === 'signup')) return null;
  if (route.area === 'closeup' && route.page === 'pin' && route.view === 'repin') return null;
  return safe;
}

/** When a login is asked for with the repin path to return to, the save it names is this tab's to make, and `from` the page to come back to. */
export function rememberPendingSave(
  returnTo: string | undefined,
  storage: KeyValueStorage | null = tabStorage(),
  from: string | null = currentPage(),
): void {
  if (!returnTo) return;
  const [pathname, search] = returnTo.split('?');
  const route = parseRoute({ pathname: pathname ?? '', search: search ?? '' });
  if (route.area !== 'closeup' || route.page !== 'pin' || route.view !== 'repin' || route.query.isEditingPin === 'true') return;
  try {
    storage?.setItem(PENDING_SAVE_KEY, JSON.stringify({ pinId: route.pinId, from: returnPage(from) }));
  } catch {
    // Then the repin path asks for the click.
  }
}

/** The save this tab asked for on this pin, if it did; given once. */
export function takePendingSave(pinId: string, storage: KeyValueStorage | null = tabStorage()): PendingSave | null {
  try {
    const stored = storage?.getItem(PENDING_SAVE_KEY);
    if (!stored) return null;
    let pending: unknown;
    try {
      pending = JSON.parse(stored);
    } catch {
      return null;
    }
    const { pinId: savedPinId, from } = (typeof pending === 'object' && pending !== null ? pending : {}) as Record<string, unknown>;
    if (savedPinId !== pinId) return null;
    storage?.removeItem(PENDING_SAVE_KEY);
    return { from: returnPage(from) };
  } catch {
    return null;
  }
}
