// Which account the signed-in user acts as (spec section 5: 'the active profile defaults to the
// user's own account ... Choices are kept in session storage'), shared by every area through the
// page-runtime singleton. The choice names the member who made it, so a logout or another
// user's login in the tab falls back to their own account.

import { bus } from './eventBus';

export const ACTING_AS_KEY = 'pb_acting_as';

/** A business profile the member acts as; their own account is the absence of one. */
export interface ActingIdentity {
  memberId: string;
  subjectId: string;
  username: string;
  name: string;
  imgUrl: string;
  permissions: string[];
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function tabStorage(): KeyValueStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function parseIdentity(raw: string | null): ActingIdentity | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<Record<keyof ActingIdentity, unknown>>;
    const text = (x: unknown): x is string => typeof x === 'string' && x.length > 0;
    if (!text(v.memberId) || !text(v.subjectId) || !text(v.username) || !text(v.name) || typeof v.imgUrl !== 'string') return null;
    const permissions = Array.isArray(v.permissions) ? v.permissions.filter((p): p is string => typeof p === 'string') : [];
    return { memberId: v.memberId, subjectId: v.subjectId, username: v.username, name: v.name, imgUrl: v.imgUrl, permissions };
  } catch {
    return null;
  }
}

export interface ActingAsStore {
  /** The stored choice, whoever made it (use actingIdentityFor to check it is the viewer's). */
  snapshot: () => ActingIdentity | null;
  subscribe: (listener: () => void) => () => void;
  /** Acts as the profile from now on in this tab; null goes back to the member's own account. */
  choose: (identity: ActingIdentity | null) => void;
}

export function createActingAsStore(storage: KeyValueStorage | null = tabStorage()): ActingAsStore {
  const listeners = new Set<() => void>();
  const read = () => {
    try {
      return storage?.getItem(ACTING_AS_KEY) ?? null;
    } catch {
      return null;
    }
  };
  // Snapshots must be stable between changes (useSyncExternalStore compares them).
  let raw = read();
  let current = parseIdentity(raw);
  return {
    snapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    choose(identity) {
      raw = identity ? JSON.stringify(identity) : null;
      current = identity;
      try {
        if (raw) storage?.setItem(ACTING_AS_KEY, raw);
        else storage?.removeItem(ACTING_AS_KEY);
      } catch {
        // Kept for this page only when the tab's storage refuses it.
      }
      listeners.forEach((listener) => listener());
    },
  };
}

export const actingAs: ActingAsStore = createActingAsStore();
// Spec section 5: the active profile defaults to the user's own account, so a login or logout starts there.
bus.on('auth/changed', () => actingAs.choose(null));

/** The choice that acts as a business profile the member may act as. */
export function identityOf(
  memberId: string,
  profile: { permissions: readonly string[]; user: { id: string; username: string; businessName: string; imgUrl: string } },
): ActingIdentity {
  return {
    memberId,
    subjectId: profile.user.id,
    username: profile.user.username,
    name: profile.user.businessName,
    imgUrl: profile.user.imgUrl,
    permissions: [...profile.permissions],
  };
}

/** The profile the viewer acts as, or null for their own account (or a choice another user made). */
export function actingIdentityFor(
  viewerId: string | null | undefined,
  identity: ActingIdentity | null = actingAs.snapshot(),
): ActingIdentity | null {
  return identity && viewerId && identity.memberId === viewerId ? identity : null;
}

/** Who a save or a new board belongs to: the business acted as, else the viewer. */
export function actingAccount<V extends { id: string; username: string }>(
  viewer: V,
  identity: ActingIdentity | null = actingAs.snapshot(),
): { id: string; username: string; acting: ActingIdentity | null } {
  const acting = actingIdentityFor(viewer.id, identity);
  return acting ? { id: acting.subjectId, username: acting.username, acting } : { id: viewer.id, username: viewer.username, acting: null };
}

/** The orbac_subject_id a call carries while acting as a business (spec section 7), else nothing. */
export function actingFields(
  viewerId: string | null | undefined,
  identity: ActingIdentity | null = actingAs.snapshot(),
): { orbac_subject_id?: string } {
  const acting = actingIdentityFor(viewerId, identity);
  return acting ? { orbac_subject_id: acting.subjectId } : {};
}
