// What the business tools read and write (issue 20): a business's dashboard figures, catalog,
// members and the records behind each manager screen, and a business hierarchy.

import type { ApiImages } from './apiTypes';

/** The business a page is about, as its header shows it. */
export interface ApiBusinessSummary {
  /** The business account's user id: what orbac_subject_id names. */
  id: string;
  username: string;
  businessName: string;
  imgUrl: string;
  /** The viewer's permissions on it (['OWNER'] for their own business account). */
  permissions: string[];
}

export interface ApiBusinessDay {
  date: string;
  impressions: number;
  saves: number;
  clickthroughs: number;
}

export interface ApiBusinessTopPin {
  id: string;
  title: string;
  images: ApiImages;
  dominantColor: string;
  impressions: number;
  saves: number;
  clickthroughs: number;
}

export interface ApiBusinessDashboard {
  business: ApiBusinessSummary;
  days: 7 | 30;
  from: string;
  to: string;
  series: ApiBusinessDay[];
  totals: { impressions: number; saves: number; clickthroughs: number };
  /** At most BUSINESS_TOP_PINS, most saved first (then impressions). */
  top_pins: ApiBusinessTopPin[];
}

export type ProductAvailability = 'in_stock' | 'out_of_stock';

export interface ApiCatalogProduct {
  pin_id: string;
  title: string;
  images: ApiImages;
  dominantColor: string;
  link: string | null;
  price: string | null;
  availability: ProductAvailability;
}

export interface ApiBusinessCatalog {
  business: ApiBusinessSummary;
  /** Products before the filter, so the page can say '3 of 12'. */
  total: number;
  products: ApiCatalogProduct[];
}

export interface ApiBusinessMember {
  user_id: string;
  username: string;
  fullName: string;
  imgUrl: string;
  permissions: string[];
  mfaEnabled: boolean;
}

export interface ApiBusinessMembers {
  business: ApiBusinessSummary;
  members: ApiBusinessMember[];
}

export interface ApiSharedTag {
  id: string;
  name: string;
  kind: 'tag' | 'conversions_api';
  status: 'active' | 'inactive';
  /** ISO time of the last event it sent, null when it never fired. */
  lastEventAt: string | null;
}

export interface ApiAudience {
  id: string;
  name: string;
  kind: 'customer_list' | 'visitors' | 'engagement' | 'actalike';
  /** Estimated people, null while it is still being built. */
  size: number | null;
  status: 'ready' | 'building' | 'too_small';
}

export interface ApiInvoice {
  id: string;
  number: string;
  periodStart: string;
  periodEnd: string;
  amountCents: number;
  currency: string;
  status: 'paid' | 'due' | 'overdue';
}

export interface ApiAdAccount {
  id: string;
  name: string;
  currency: string;
  country: string;
  status: 'active' | 'paused';
  /** Spec's ad-accounts/cee-migration: where the account is in its move. */
  ceeMigration: 'not_needed' | 'pending' | 'migrated';
}

export interface ApiAssetGroup {
  id: string;
  name: string;
  description: string;
  /** Names of the boards and ad accounts in the group. */
  assets: Array<{ kind: 'board' | 'ad_account'; id: string; name: string }>;
}

export interface ApiBrandSafety {
  /** Which inventory the business's ads may run beside. */
  inventory: 'full' | 'standard' | 'limited';
  blockedDomains: string[];
}

/** Each manager screen's records, by the screen. */
export interface ApiBusinessRecords {
  'shared-tags': ApiSharedTag[];
  audiences: ApiAudience[];
  'invoice-management': ApiInvoice[];
  'ad-accounts': ApiAdAccount[];
  'asset-groups': ApiAssetGroup[];
  'brand-safety': ApiBrandSafety;
}
export type BusinessRecordKind = keyof ApiBusinessRecords;
export const BUSINESS_RECORD_KINDS: readonly BusinessRecordKind[] = [
  'shared-tags',
  'audiences',
  'invoice-management',
  'ad-accounts',
  'asset-groups',
  'brand-safety',
];

/** One screen's records, told apart by kind. */
export type ApiBusinessRecordsAnswer = {
  [K in BusinessRecordKind]: { business: ApiBusinessSummary; kind: K; records: ApiBusinessRecords[K] };
}[BusinessRecordKind];

export interface ApiHierarchyBusiness {
  id: string;
  username: string;
  businessName: string;
  imgUrl: string;
  /** The parent business's id in the hierarchy, null for the top. */
  parentId: string | null;
}

export interface ApiHierarchyManager {
  user_id: string;
  username: string;
  fullName: string;
  role: 'ADMIN' | 'MANAGER';
  mfaEnabled: boolean;
}

export interface ApiBusinessHierarchy {
  id: string;
  name: string;
  businesses: ApiHierarchyBusiness[];
  managers: ApiHierarchyManager[];
  /** Saves, impressions and click-throughs of all its businesses' pins over the last 30 days. */
  totals: { impressions: number; saves: number; clickthroughs: number };
  /** Whether every manager has two-factor authentication on (the business_security screen). */
  requiresMfa: boolean;
}

/** The /business/convert/ form: what turns a personal account into a business account. */
export interface ApiBusinessAccount {
  user_id: string;
  businessName: string;
  website: string | null;
  country: string;
  category: string;
  convertedAt: string;
}
