// The partner account's access to three businesses, with different permissions, so business
// switching and permission checks have something to show.

import type { SeedBusinessAccess } from '../world';

export function businessAccess(): SeedBusinessAccess[] {
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
