// The three business users as business accounts (the rows /business/convert/ makes), converted two
// days after each account was made, and the one business hierarchy: Harbor & Pine over Loom & Ladle.

import type { WorldBusinessAccount, WorldBusinessHierarchy } from '../../storage/worldImport';
import { DAY, type Iso } from './clock';
import { DEMO_LANDMARKS } from './landmarks';
import { ageOf } from './users';

export const BUSINESS_IDS = { harborAndPine: 5, brightside: 6, loomAndLadle: 7 } as const;
export const HARBOR_AND_PINE_GROUP = 1;

export function businessAccounts(iso: Iso): WorldBusinessAccount[] {
  const converted = (userId: number) => iso(ageOf(userId) - 2 * DAY);
  return [
    {
      userId: BUSINESS_IDS.harborAndPine,
      businessName: 'Harbor & Pine Home',
      website: 'https://harborandpinehome.com',
      country: 'United States',
      category: 'Home and garden',
      convertedAt: converted(BUSINESS_IDS.harborAndPine),
    },
    {
      userId: BUSINESS_IDS.brightside,
      businessName: 'Brightside Outdoors',
      website: 'https://brightsideoutdoors.com',
      country: 'Canada',
      category: 'Retail',
      convertedAt: converted(BUSINESS_IDS.brightside),
    },
    {
      userId: BUSINESS_IDS.loomAndLadle,
      businessName: 'Loom & Ladle Kitchen',
      website: 'https://loomandladle.com',
      country: 'United Kingdom',
      category: 'Food and drink',
      convertedAt: converted(BUSINESS_IDS.loomAndLadle),
    },
  ];
}

/** Partner manages it without two-factor authentication, so its security screen has something to flag. */
export function businessHierarchies(): WorldBusinessHierarchy[] {
  return [
    {
      id: HARBOR_AND_PINE_GROUP,
      name: 'Harbor & Pine Group',
      businesses: [
        { businessId: BUSINESS_IDS.harborAndPine, parentId: null },
        { businessId: BUSINESS_IDS.loomAndLadle, parentId: BUSINESS_IDS.harborAndPine },
      ],
      managers: [
        { userId: DEMO_LANDMARKS.users.partner, role: 'ADMIN', mfaEnabled: false },
        { userId: BUSINESS_IDS.harborAndPine, role: 'ADMIN', mfaEnabled: true },
      ],
    },
  ];
}
