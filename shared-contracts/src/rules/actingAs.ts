// Acting as a business profile (spec sections 3, 5 and 6): who a partner may act for, what each
// permission lets them do there, and which profile is in effect. Pure: the header's switcher, the
// business pages and the API's orbac_subject_id check all decide with these.

/** Permissions a business access profile carries (spec: 'OWNER or others'). */
export type BusinessPermission = 'OWNER' | 'ADMIN' | 'CAMPAIGN_MANAGER' | 'ANALYST' | 'FINANCE_MANAGER';

/** What a permission lets its holder do for the business. */
export type BusinessCapability = 'pins_and_boards' | 'analytics' | 'catalogs' | 'ads' | 'billing' | 'members';

const CAPABILITIES: Readonly<Record<BusinessPermission, readonly BusinessCapability[]>> = {
  OWNER: ['pins_and_boards', 'analytics', 'catalogs', 'ads', 'billing', 'members'],
  ADMIN: ['pins_and_boards', 'analytics', 'catalogs', 'ads', 'billing', 'members'],
  CAMPAIGN_MANAGER: ['pins_and_boards', 'analytics', 'catalogs', 'ads'],
  ANALYST: ['analytics', 'catalogs'],
  FINANCE_MANAGER: ['analytics', 'billing'],
};

export const CAPABILITY_TEXT: Readonly<Record<BusinessCapability, string>> = {
  pins_and_boards: 'Create Pins and boards',
  analytics: 'See analytics',
  catalogs: 'See catalogs',
  ads: 'Manage ads, audiences and tags',
  billing: 'See invoices',
  members: 'Manage people and security',
};

export const PERMISSION_LABEL: Readonly<Record<BusinessPermission, string>> = {
  OWNER: 'Owner',
  ADMIN: 'Admin',
  CAMPAIGN_MANAGER: 'Campaign manager',
  ANALYST: 'Analyst',
  FINANCE_MANAGER: 'Finance manager',
};

function isPermission(p: string): p is BusinessPermission {
  return Object.hasOwn(CAPABILITIES, p);
}

/** Everything the permissions allow together; unknown permissions allow nothing. */
export function capabilitiesOf(permissions: readonly string[]): BusinessCapability[] {
  const held = new Set(permissions.filter(isPermission).flatMap((p) => CAPABILITIES[p]));
  return (Object.keys(CAPABILITY_TEXT) as BusinessCapability[]).filter((c) => held.has(c));
}

export function permissionLabel(permissions: readonly string[]): string {
  const known = permissions.filter(isPermission);
  return known.length === 0 ? 'No access' : known.map((p) => PERMISSION_LABEL[p]).join(', ');
}

export interface ProfileAccess {
  permissions: readonly string[];
  viewerMeetsMfaRequirement: boolean;
}

export const MFA_UNAVAILABLE_REASON =
  'This business asks everyone but its owners to use two-factor authentication. Turn it on for your account to act for it.';

/**
 * Spec section 6: 'The acting-as profile applies only if the viewer meets the MFA requirement or
 * has OWNER permission.' Null when it applies, else why not.
 */
export function profileUnavailableReason(profile: ProfileAccess): string | null {
  if (profile.permissions.includes('OWNER') || profile.viewerMeetsMfaRequirement) return null;
  return MFA_UNAVAILABLE_REASON;
}

/**
 * What a call made while acting for a profile may do: reads need access (a profile that applies and
 * grants something: 'No access' grants nothing), writes the Pin-and-board capability.
 */
export function mayActFor(profile: ProfileAccess, write: boolean): boolean {
  if (profileUnavailableReason(profile) !== null) return false;
  const capabilities = capabilitiesOf(profile.permissions);
  return write ? capabilities.includes('pins_and_boards') : capabilities.length > 0;
}

export const ACTING_READ_ONLY_MESSAGE =
  'Your permission on this business lets you look, not change things. Switch to your own account to save or create.';

/** One entry of the switcher: the viewer's own account first (it acts with OWNER), then each profile. */
export interface ActingChoice {
  /** The account's user id: what orbac_subject_id carries (the own account's is the viewer's id). */
  subjectId: string;
  username: string;
  name: string;
  imgUrl: string;
  permissions: readonly string[];
  own: boolean;
  /** Null when the viewer may act as it, else why not. */
  unavailableReason: string | null;
}

export interface ActingProfile extends ProfileAccess {
  user: { id: string; username: string; businessName: string; imgUrl: string };
}

export function actingChoices(
  viewer: { id: string; username: string; fullName: string; imgUrl: string },
  profiles: readonly ActingProfile[],
): ActingChoice[] {
  const own: ActingChoice = {
    subjectId: viewer.id,
    username: viewer.username,
    name: viewer.fullName,
    imgUrl: viewer.imgUrl,
    permissions: ['OWNER'],
    own: true,
    unavailableReason: null,
  };
  const others = profiles
    .filter((p) => p.user.id !== viewer.id)
    .map((p): ActingChoice => ({
      subjectId: p.user.id,
      username: p.user.username,
      name: p.user.businessName,
      imgUrl: p.user.imgUrl,
      permissions: p.permissions,
      own: false,
      unavailableReason: profileUnavailableReason(p),
    }));
  return [own, ...others];
}

/**
 * The profile in effect: the stored choice when it is still one the viewer may act as, else the
 * viewer's own account (spec section 5: 'the active profile defaults to the user's own account').
 */
export function activeChoice(choices: readonly ActingChoice[], storedSubjectId: string | null): ActingChoice | undefined {
  const own = choices.find((c) => c.own);
  const stored = choices.find((c) => c.subjectId === storedSubjectId);
  return stored && stored.unavailableReason === null ? stored : own;
}
