// The partner account's access to three businesses, with different permissions, so business
// switching and permission checks have something to show; and a few more people on each business,
// so its people-and-security screen lists members with and without two-factor authentication.

import type { WorldBusinessAccess } from '../../storage/worldImport';

/** Another member of a business: the profile's business fields are the business's own. */
function member(
  id: number,
  memberId: number,
  business: WorldBusinessAccess,
  permissions: string[],
  viewerMeetsMfa: boolean,
): WorldBusinessAccess {
  return { ...business, id, memberId, permissions, viewerMeetsMfa };
}

export function businessAccess(): WorldBusinessAccess[] {
  const partners = partnerAccess();
  const [harbor, brightside, loom] = partners;
  if (!harbor || !brightside || !loom) throw new Error('the partner has three business profiles');
  return [
    ...partners,
    // maya_chen, jordan_reyes, tomas_alvarez and aiko_tanaka: seeded people with no other role here.
    member(4, 8, harbor, ['ANALYST'], true),
    member(5, 9, harbor, ['FINANCE_MANAGER'], false),
    member(6, 13, brightside, ['CAMPAIGN_MANAGER'], true),
    member(7, 14, loom, ['ADMIN'], true),
  ];
}

/** The partner's three profiles: OWNER without MFA, ANALYST with it, CAMPAIGN_MANAGER without (so unavailable). */
function partnerAccess(): WorldBusinessAccess[] {
  return [
    {
      id: 1,
      memberId: 2,
      businessUserId: 5,
      permissions: ['OWNER'],
      businessName: 'Harbor & Pine Home',
      merchantId: '5530129841',
      eligibleForStlTool: true,
      scheduledPinCount: 3,
      viewerMeetsMfa: false,
    },
    {
      id: 2,
      memberId: 2,
      businessUserId: 6,
      permissions: ['ANALYST'],
      businessName: 'Brightside Outdoors',
      merchantId: null,
      eligibleForStlTool: false,
      scheduledPinCount: 0,
      viewerMeetsMfa: true,
    },
    {
      id: 3,
      memberId: 2,
      businessUserId: 7,
      permissions: ['CAMPAIGN_MANAGER'],
      businessName: 'Loom & Ladle Kitchen',
      merchantId: '5530177203',
      eligibleForStlTool: true,
      scheduledPinCount: 12,
      viewerMeetsMfa: false,
    },
  ];
}
