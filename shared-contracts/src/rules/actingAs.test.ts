import {
  actingChoices,
  activeChoice,
  type ActingProfile,
  type BusinessCapability,
  type BusinessPermission,
  capabilitiesOf,
  MFA_UNAVAILABLE_REASON,
  mayActFor,
  permissionLabel,
  profileUnavailableReason,
} from './actingAs';

const VIEWER = { id: '1', username: 'partner', fullName: 'Pat Partner', imgUrl: '/p.jpg' };

function profile(id: string, permissions: string[], viewerMeetsMfaRequirement: boolean): ActingProfile {
  return {
    permissions,
    viewerMeetsMfaRequirement,
    user: { id, username: `biz${id}`, businessName: `Business ${id}`, imgUrl: `/b${id}.jpg` },
  };
}

// Spec section 6: 'The acting-as profile applies only if the viewer meets the MFA requirement or has
// OWNER permission. Own account acts with OWNER permission.' Section 5: 'the active profile defaults
// to the user's own account'. Writes (a board, a save) need the Pin-and-board capability.
// [permission, MFA met, applies, may read, may write]
const TABLE: Array<[string, boolean, boolean, boolean, boolean]> = [
  ['OWNER', true, true, true, true],
  ['OWNER', false, true, true, true],
  ['ADMIN', true, true, true, true],
  ['ADMIN', false, false, false, false],
  ['CAMPAIGN_MANAGER', true, true, true, true],
  ['CAMPAIGN_MANAGER', false, false, false, false],
  ['ANALYST', true, true, true, false],
  ['ANALYST', false, false, false, false],
  ['FINANCE_MANAGER', true, true, true, false],
  ['FINANCE_MANAGER', false, false, false, false],
  // A permission this site does not know grants nothing, even when the profile applies.
  ['SOMETHING_NEW', true, true, false, false],
  ['SOMETHING_NEW', false, false, false, false],
];

describe('the acting-as rule: permission × MFA', () => {
  it.each(TABLE)('%s with MFA %s: applies %s, reads %s, writes %s', (permission, mfa, applies, reads, writes) => {
    const access = { permissions: [permission], viewerMeetsMfaRequirement: mfa };
    expect(profileUnavailableReason(access)).toBe(applies ? null : MFA_UNAVAILABLE_REASON);
    expect(mayActFor(access, false)).toBe(reads);
    expect(mayActFor(access, true)).toBe(writes);
  });

  it('lets an owner act without MFA when OWNER is one of several permissions', () => {
    expect(profileUnavailableReason({ permissions: ['ANALYST', 'OWNER'], viewerMeetsMfaRequirement: false })).toBeNull();
  });

  it('grants nothing for no permission at all', () => {
    expect(mayActFor({ permissions: [], viewerMeetsMfaRequirement: true }, false)).toBe(false);
  });
});

describe('capabilitiesOf and permissionLabel', () => {
  it.each<[BusinessPermission, BusinessCapability[], string]>([
    ['OWNER', ['pins_and_boards', 'analytics', 'catalogs', 'ads', 'billing', 'members'], 'Owner'],
    ['ADMIN', ['pins_and_boards', 'analytics', 'catalogs', 'ads', 'billing', 'members'], 'Admin'],
    ['CAMPAIGN_MANAGER', ['pins_and_boards', 'analytics', 'catalogs', 'ads'], 'Campaign manager'],
    ['ANALYST', ['analytics', 'catalogs'], 'Analyst'],
    ['FINANCE_MANAGER', ['analytics', 'billing'], 'Finance manager'],
  ])('%s may %j and reads as %s', (permission, capabilities, label) => {
    expect(capabilitiesOf([permission])).toEqual(capabilities);
    expect(permissionLabel([permission])).toBe(label);
  });

  it('joins several permissions, in one order and without repeats', () => {
    expect(capabilitiesOf(['FINANCE_MANAGER', 'ANALYST'])).toEqual(['analytics', 'catalogs', 'billing']);
    expect(permissionLabel(['ANALYST', 'FINANCE_MANAGER'])).toBe('Analyst, Finance manager');
  });

  it('ignores permissions it does not know', () => {
    expect(capabilitiesOf(['SUPERUSER', 'ANALYST'])).toEqual(['analytics', 'catalogs']);
    expect(capabilitiesOf(['SUPERUSER'])).toEqual([]);
    expect(capabilitiesOf(['constructor', 'toString'])).toEqual([]);
    expect(permissionLabel(['SUPERUSER'])).toBe('No access');
    expect(permissionLabel([])).toBe('No access');
  });
});

describe('actingChoices', () => {
  const profiles = [profile('10', ['ADMIN'], true), profile('11', ['ANALYST'], false), profile('12', ['OWNER'], false)];

  it("puts the viewer's own account first, acting with OWNER, then each profile with why it is unavailable", () => {
    expect(actingChoices(VIEWER, profiles)).toEqual([
      {
        subjectId: '1',
        username: 'partner',
        name: 'Pat Partner',
        imgUrl: '/p.jpg',
        permissions: ['OWNER'],
        own: true,
        unavailableReason: null,
      },
      {
        subjectId: '10',
        username: 'biz10',
        name: 'Business 10',
        imgUrl: '/b10.jpg',
        permissions: ['ADMIN'],
        own: false,
        unavailableReason: null,
      },
      {
        subjectId: '11',
        username: 'biz11',
        name: 'Business 11',
        imgUrl: '/b11.jpg',
        permissions: ['ANALYST'],
        own: false,
        unavailableReason: MFA_UNAVAILABLE_REASON,
      },
      {
        subjectId: '12',
        username: 'biz12',
        name: 'Business 12',
        imgUrl: '/b12.jpg',
        permissions: ['OWNER'],
        own: false,
        unavailableReason: null,
      },
    ]);
  });

  it("lists the viewer's own account once, even when a profile names it", () => {
    const choices = actingChoices(VIEWER, [profile('1', ['OWNER'], false), ...profiles]);
    expect(choices.map((c) => [c.subjectId, c.own])).toEqual([
      ['1', true],
      ['10', false],
      ['11', false],
      ['12', false],
    ]);
  });

  it('is only the own account for a user without profiles', () => {
    expect(actingChoices(VIEWER, []).map((c) => c.subjectId)).toEqual(['1']);
  });
});

describe('activeChoice: the stored choice × whether it applies × own account', () => {
  const choices = actingChoices(VIEWER, [profile('10', ['ADMIN'], true), profile('11', ['ANALYST'], false)]);

  it.each<[string, string | null, string]>([
    ['nothing stored', null, '1'],
    ['the own account stored', '1', '1'],
    ['an available profile stored', '10', '10'],
    ['a profile unavailable by the MFA rule stored', '11', '1'],
    ['a profile the viewer no longer has stored', '99', '1'],
  ])('%s: acts as %s', (_, stored, subjectId) => expect(activeChoice(choices, stored)?.subjectId).toBe(subjectId));

  it('has no choice when there are no choices', () => {
    expect(activeChoice([], '10')).toBeUndefined();
  });
});
