// Plain, deterministic business answers for the component tests; each test overrides what it is about.

import type {
  ApiBusinessAccessProfile,
  ApiBusinessAccount,
  ApiBusinessCatalog,
  ApiBusinessDashboard,
  ApiBusinessHierarchy,
  ApiBusinessMembers,
  ApiBusinessSummary,
  ApiCatalogProduct,
} from 'shared-contracts/api';
import { makeImages } from 'test-support/pinFixture';

export function profileOf(id: string, name: string, permissions: string[], viewerMeetsMfaRequirement = true): ApiBusinessAccessProfile {
  return {
    id: `p${id}`,
    permissions,
    viewerMeetsMfaRequirement,
    user: {
      id,
      username: name.toLowerCase().replace(/\W+/g, ''),
      businessName: name,
      imgUrl: `/media/avatars/${id}.jpg`,
      eligibleForStlTool: false,
      merchantId: null,
      scheduledPinCount: 3,
    },
  };
}

export function summaryOf(permissions: string[] = ['ADMIN'], id = '42'): ApiBusinessSummary {
  return { id, username: 'bluekettle', businessName: 'Blue Kettle', imgUrl: '/media/avatars/42.jpg', permissions };
}

export function accountOf(overrides: Partial<ApiBusinessAccount> = {}): ApiBusinessAccount {
  return {
    user_id: '1',
    businessName: 'Pat Makes',
    website: 'https://patmakes.example',
    country: 'Canada',
    category: 'Retail',
    convertedAt: '2026-10-02T10:00:00.000Z',
    ...overrides,
  };
}

export function dashboardOf(days: 7 | 30, business = summaryOf()): ApiBusinessDashboard {
  const series = Array.from({ length: days }, (_, i) => {
    const day = new Date(Date.UTC(2026, 10, 24 - days + 1 + i)).toISOString().split('T')[0] ?? '';
    return { date: day, impressions: 10 * (i + 1), saves: i % 3, clickthroughs: i % 2 };
  });
  const sum = (key: 'impressions' | 'saves' | 'clickthroughs') => series.reduce((total, d) => total + d[key], 0);
  return {
    business,
    days,
    from: series[0]?.date ?? '',
    to: series[series.length - 1]?.date ?? '',
    series,
    totals: { impressions: sum('impressions'), saves: sum('saves'), clickthroughs: sum('clickthroughs') },
    top_pins: [
      {
        id: '501',
        title: 'Copper kettle',
        images: makeImages(736, 900, 'k1'),
        dominantColor: '#aa7755',
        impressions: 120,
        saves: 9,
        clickthroughs: 4,
      },
      { id: '502', title: '', images: makeImages(736, 900, 'k2'), dominantColor: '#557799', impressions: 80, saves: 2, clickthroughs: 1 },
    ],
  };
}

export function productOf(
  id: string,
  title: string,
  availability: 'in_stock' | 'out_of_stock',
  price: string | null = '$24.00',
): ApiCatalogProduct {
  return {
    pin_id: id,
    title,
    images: makeImages(736, 736, `c${id}`),
    dominantColor: '#888888',
    link: 'https://bluekettle.example',
    price,
    availability,
  };
}

export function catalogOf(products: ApiCatalogProduct[], total = products.length, business = summaryOf()): ApiBusinessCatalog {
  return { business, total, products };
}

export function membersOf(business = summaryOf()): ApiBusinessMembers {
  return {
    business,
    members: [
      { user_id: '7', username: 'owner', fullName: 'Olive Owner', imgUrl: '', permissions: ['OWNER'], mfaEnabled: true },
      { user_id: '1', username: 'partner', fullName: 'Pat Partner', imgUrl: '', permissions: ['ADMIN'], mfaEnabled: false },
    ],
  };
}

export function hierarchyOf(overrides: Partial<ApiBusinessHierarchy> = {}): ApiBusinessHierarchy {
  return {
    id: '9',
    name: 'Kettle Group',
    businesses: [
      { id: '40', username: 'kettlegroup', businessName: 'Kettle Group', imgUrl: '', parentId: null },
      { id: '42', username: 'bluekettle', businessName: 'Blue Kettle', imgUrl: '', parentId: '40' },
      { id: '43', username: 'redkettle', businessName: 'Red Kettle', imgUrl: '', parentId: '40' },
      { id: '44', username: 'kettlekids', businessName: 'Kettle Kids', imgUrl: '', parentId: '43' },
    ],
    managers: [
      { user_id: '1', username: 'partner', fullName: 'Pat Partner', role: 'ADMIN', mfaEnabled: true },
      { user_id: '8', username: 'mo', fullName: 'Mo Manager', role: 'MANAGER', mfaEnabled: false },
    ],
    totals: { impressions: 12400, saves: 310, clickthroughs: 95 },
    requiresMfa: false,
    ...overrides,
  };
}
