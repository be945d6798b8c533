// The acting-as choice the hub's 'Act as this business' stores: the profile's business, chosen by
// the signed-in member (so another user's login in the tab does not inherit it).

import type { ActingIdentity, ApiBusinessAccessProfile } from 'shared-contracts';

export function actingIdentityOf(memberId: string, profile: ApiBusinessAccessProfile): ActingIdentity {
  return {
    memberId,
    subjectId: profile.user.id,
    username: profile.user.username,
    name: profile.user.businessName,
    imgUrl: profile.user.imgUrl,
    permissions: [...profile.permissions],
  };
}
