// A visitor who pressed Save is asked to log in and returned to /pin/{id}/repin/, which then makes
// that save. It makes it only when this tab asked for it: a link from another site to the same
// path saves nothing by itself (the page offers a Save button instead). The experiences area keeps
// the record in sessionStorage (one tab, through the login) when it asks for the login; the closeup
// area's repin path takes it. It names the page the Save was pressed on, which the repin path
// returns to once the save is made (a plain same-site path, made safe when read: never another site).

import { parseRoute } from './routes';
import { safeNextPath } from './safeNextPath';

export const PENDING_SAVE_KEY = 'pb_pending_save';

/** The save this tab asked for: where to return once it is made (null: the pin's own page). */
export interface PendingSave {
  from: string | null;
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

/** What to keep when a login is asked for with `returnTo`: the save it names, and `from`; null when it names no save. */
export function pendingSaveRecord(returnTo: string | undefined, from: string | null): string | null {
  if (!returnTo) return null;
  const [pathname, search] = returnTo.split('?');
  const route = parseRoute({ pathname: pathname ?? '', search: search ?? '' });
  if (route.area !== 'closeup' || route.page !== 'pin' || route.view !== 'repin' || route.query.isEditingPin === 'true') return null;
  return JSON.stringify({ pinId: route.pinId, from: returnPage(from) });
}

/** The save a kept record asks for on this pin, if it does (a record written by a script is not trusted). */
export function pendingSaveOf(stored: string | null | undefined, pinId: string): PendingSave | null {
  if (!stored) return null;
  let pending: unknown;
  try {
    pending = JSON.parse(stored);
  } catch {
    return null;
  }
  const { pinId: savedPinId, from } = (typeof pending === 'object' && pending !== null ? pending : {}) as Record<string, unknown>;
  return savedPinId === pinId ? { from: returnPage(from) } : null;
}
