// Business accounts and what their pages read: the dashboard's figures from the event log and the
// saves of the business's pins, its product pins, its members, the manager screens' records, and
// business hierarchies.

import {
  EVENT_TYPES,
  IMPRESSION_TYPES,
  priceDisplay,
  type ApiBusinessAccount,
  type ApiBusinessRecords,
  type ApiCatalogProduct,
  type ApiHierarchyManager,
  type BusinessRecordKind,
} from 'shared-contracts';
import { avatarUrl, imageVariants } from '../../media/imageUrls';
import type { SeedPinContent } from '../../seed/world';
import type { BusinessRecordsOf, PinDayCounts, Storage } from '../storage';
import type { Db } from '../sqlite/openDatabase';
import { PIN_IMPRESSION } from './pinsStore';
import type { PinRow } from './rows';
import { sql } from '../sqlite/statementCache';

type BusinessStore = Pick<
  Storage,
  | 'businessAccount'
  | 'createBusinessAccount'
  | 'businessProfile'
  | 'businessAccessOf'
  | 'businessDayCounts'
  | 'businessTopPins'
  | 'businessProducts'
  | 'businessMembers'
  | 'businessRecords'
  | 'businessHierarchy'
>;

interface AccountRow {
  user_id: number;
  business_name: string;
  website: string | null;
  country: string;
  category: string;
  converted_at: string;
}

/** The pins of the businesses named by @businesses (a JSON array of user ids). */
const MINE = 'SELECT id FROM pins WHERE pinner_id IN (SELECT value FROM json_each(@businesses))';

/**
 * One row per impression, click-through (event log, by pin) and save (a repin of one of the pins:
 * of the original or of a copy, as pinDayCounts counts them) from @from to @until. A save is
 * credited to the business's original when it has it, else to the copy it was saved from.
 */
const FIGURES = `
  SELECT CAST(e.object_id AS INTEGER) AS pin_id, substr(e.received_at, 1, 10) AS date,
         CASE WHEN ${PIN_IMPRESSION} THEN 1 ELSE 0 END AS impressions, 0 AS saves,
         CASE WHEN e.event_type = ${EVENT_TYPES.clickThrough} THEN 1 ELSE 0 END AS clickthroughs
    FROM events e
    WHERE e.object_id IN (SELECT CAST(id AS TEXT) FROM mine) AND e.event_type IN (${IMPRESSION_TYPES.pin}, ${EVENT_TYPES.clickThrough})
      AND e.received_at BETWEEN @from AND @until
  UNION ALL
  SELECT CASE WHEN r.root_pin_id IN (SELECT id FROM mine) THEN r.root_pin_id ELSE r.repin_of END, substr(r.created_at, 1, 10), 0, 1, 0
    FROM pins r
    WHERE r.is_repin = 1 AND (r.root_pin_id IN (SELECT id FROM mine) OR r.repin_of IN (SELECT id FROM mine))
      AND r.created_at BETWEEN @from AND @until`;

/** A product pin: its rich summary says so. */
const PRODUCT = "p.is_repin = 0 AND json_extract(p.content, '$.richSummary.typeName') = 'product'";

function range(businesses: number[], from: string, to: string) {
  return { businesses: JSON.stringify(businesses), from: `${from}T00:00:00.000Z`, until: `${to}T23:59:59.999Z` };
}

function accountOf(row: AccountRow): ApiBusinessAccount {
  return {
    user_id: String(row.user_id),
    businessName: row.business_name,
    website: row.website,
    country: row.country,
    category: row.category,
    convertedAt: row.converted_at,
  };
}

function productOf(row: PinRow): ApiCatalogProduct {
  const content = JSON.parse(row.content) as SeedPinContent;
  const offer = content.richSummary?.products[0]?.offerSummary;
  return {
    pin_id: String(row.id),
    title: row.title.trim() || content.richSummary?.displayName || '',
    images: imageVariants({ signature: row.image_signature, width: row.image_width, height: row.image_height }, row.dominant_color),
    dominantColor: row.dominant_color,
    link: row.link,
    // The card's own rule (spec section 1's price display): a range when both ends exist.
    price: priceDisplay(offer).current,
    availability: content.isOosProduct ? 'out_of_stock' : 'in_stock',
  };
}

export function businessStore(db: Db): BusinessStore {
  const accountRow = (userId: number) => sql(db, 'SELECT * FROM business_accounts WHERE user_id = ?').get(userId) as AccountRow | undefined;

  /** Each manager screen's records of one business. */
  const records: { [K in BusinessRecordKind]: (business: number) => ApiBusinessRecords[K] } = {
    'shared-tags': (business) =>
      (
        sql(db, 'SELECT * FROM business_shared_tags WHERE business_id = ? ORDER BY id').all(business) as Array<{
          id: number;
          name: string;
          kind: 'tag' | 'conversions_api';
          status: 'active' | 'inactive';
          last_event_at: string | null;
        }>
      ).map((r) => ({ id: String(r.id), name: r.name, kind: r.kind, status: r.status, lastEventAt: r.last_event_at })),
    audiences: (business) =>
      (
        sql(db, 'SELECT * FROM business_audiences WHERE business_id = ? ORDER BY id').all(business) as Array<{
          id: number;
          name: string;
          kind: ApiBusinessRecords['audiences'][number]['kind'];
          size: number | null;
          status: ApiBusinessRecords['audiences'][number]['status'];
        }>
      ).map((r) => ({ id: String(r.id), name: r.name, kind: r.kind, size: r.size, status: r.status })),
    'invoice-management': (business) =>
      (
        sql(db, 'SELECT * FROM business_invoices WHERE business_id = ? ORDER BY period_end DESC, id DESC').all(business) as Array<{
          id: number;
          number: string;
          period_start: string;
          period_end: string;
          amount_cents: number;
          currency: string;
          status: 'paid' | 'due' | 'overdue';
        }>
      ).map((r) => ({
        id: String(r.id),
        number: r.number,
        periodStart: r.period_start,
        periodEnd: r.period_end,
        amountCents: r.amount_cents,
        currency: r.currency,
        status: r.status,
      })),
    'ad-accounts': (business) =>
      (
        sql(db, 'SELECT * FROM business_ad_accounts WHERE business_id = ? ORDER BY id').all(business) as Array<{
          id: number;
          name: string;
          currency: string;
          country: string;
          status: 'active' | 'paused';
          cee_migration: 'not_needed' | 'pending' | 'migrated';
        }>
      ).map((r) => ({
        id: String(r.id),
        name: r.name,
        currency: r.currency,
        country: r.country,
        status: r.status,
        ceeMigration: r.cee_migration,
      })),
    'asset-groups': (business) => {
      const groups = sql(db, 'SELECT id, name, description FROM business_asset_groups WHERE business_id = ? ORDER BY id').all(
        business,
      ) as Array<{
        id: number;
        name: string;
        description: string;
      }>;
      const assets = sql(
        db,
        `SELECT a.group_id, a.board_id, a.ad_account_id, coalesce(b.name, x.name) AS name
           FROM business_asset_group_assets a
           LEFT JOIN boards b ON b.id = a.board_id
           LEFT JOIN business_ad_accounts x ON x.id = a.ad_account_id
           WHERE a.group_id IN (SELECT id FROM business_asset_groups WHERE business_id = ?)
           ORDER BY a.group_id, a.board_id IS NULL, a.id`,
      ).all(business) as Array<{ group_id: number; board_id: number | null; ad_account_id: number | null; name: string }>;
      return groups.map((g) => ({
        id: String(g.id),
        name: g.name,
        description: g.description,
        assets: assets
          .filter((a) => a.group_id === g.id)
          .map((a) =>
            a.board_id !== null
              ? { kind: 'board' as const, id: String(a.board_id), name: a.name }
              : { kind: 'ad_account' as const, id: String(a.ad_account_id), name: a.name },
          ),
      }));
    },
    'brand-safety': (business) => {
      const row = sql(db, 'SELECT inventory FROM business_brand_safety WHERE business_id = ?').get(business) as
        { inventory: ApiBusinessRecords['brand-safety']['inventory'] } | undefined;
      const domains = sql(db, 'SELECT domain FROM business_blocked_domains WHERE business_id = ? ORDER BY domain').all(business) as Array<{
        domain: string;
      }>;
      return { inventory: row?.inventory ?? 'standard', blockedDomains: domains.map((d) => d.domain) };
    },
  };

  const recordsOf = (business: number, kind: BusinessRecordKind): BusinessRecordsOf => {
    // One case per screen, so each answer's kind and records are known to match.
    switch (kind) {
      case 'shared-tags':
        return { kind, records: records[kind](business) };
      case 'audiences':
        return { kind, records: records[kind](business) };
      case 'invoice-management':
        return { kind, records: records[kind](business) };
      case 'ad-accounts':
        return { kind, records: records[kind](business) };
      case 'asset-groups':
        return { kind, records: records[kind](business) };
      case 'brand-safety':
        return { kind, records: records[kind](business) };
    }
  };

  return {
    async businessAccount(userId) {
      const row = accountRow(userId);
      return row ? accountOf(row) : null;
    },
    async createBusinessAccount(userId, account) {
      const inserted = sql(
        db,
        `INSERT INTO business_accounts (user_id, business_name, website, country, category, converted_at) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (user_id) DO NOTHING`,
      ).run(userId, account.businessName, account.website, account.country, account.category, new Date().toISOString());
      if (inserted.changes === 0) return null;
      const row = accountRow(userId);
      return row ? accountOf(row) : null;
    },
    async businessProfile(businessUserId) {
      const row = sql(
        db,
        `SELECT u.id, u.username, u.image_signature, a.business_name FROM business_accounts a JOIN users u ON u.id = a.user_id
           WHERE a.user_id = ?`,
      ).get(businessUserId) as { id: number; username: string; image_signature: string | null; business_name: string } | undefined;
      if (!row) return null;
      return {
        id: String(row.id),
        username: row.username,
        businessName: row.business_name,
        imgUrl: avatarUrl(row.id, row.image_signature, '236x'),
      };
    },
    async businessAccessOf(memberId, businessUserId) {
      const row = sql(db, 'SELECT permissions, viewer_meets_mfa FROM business_access WHERE member_id = ? AND business_user_id = ?').get(
        memberId,
        businessUserId,
      ) as { permissions: string; viewer_meets_mfa: number } | undefined;
      return row ? { permissions: JSON.parse(row.permissions) as string[], viewerMeetsMfaRequirement: row.viewer_meets_mfa === 1 } : null;
    },
    async businessDayCounts(businessUserIds, from, to) {
      return sql(
        db,
        `WITH mine AS (${MINE})
         SELECT date, sum(impressions) AS impressions, sum(saves) AS saves, sum(clickthroughs) AS clickthroughs
           FROM (${FIGURES}) GROUP BY date ORDER BY date`,
      ).all(range(businessUserIds, from, to)) as PinDayCounts[];
    },
    async businessTopPins(businessUserId, from, to, limit) {
      const rows = sql(
        db,
        `WITH mine AS (${MINE})
         SELECT p.*, sum(f.impressions) AS impressions, sum(f.saves) AS saves, sum(f.clickthroughs) AS clickthroughs
           FROM (${FIGURES}) f JOIN pins p ON p.id = f.pin_id
           GROUP BY p.id HAVING sum(f.impressions) + sum(f.saves) + sum(f.clickthroughs) > 0
           ORDER BY saves DESC, impressions DESC, p.id DESC LIMIT @limit`,
      ).all({ ...range([businessUserId], from, to), limit }) as Array<
        PinRow & { impressions: number; saves: number; clickthroughs: number }
      >;
      return rows.map((r) => ({
        id: String(r.id),
        title: r.title,
        images: imageVariants({ signature: r.image_signature, width: r.image_width, height: r.image_height }, r.dominant_color),
        dominantColor: r.dominant_color,
        impressions: r.impressions,
        saves: r.saves,
        clickthroughs: r.clickthroughs,
      }));
    },
    async businessProducts(businessUserId) {
      const rows = sql(db, `SELECT p.* FROM pins p WHERE p.pinner_id = ? AND ${PRODUCT} ORDER BY p.id DESC`).all(
        businessUserId,
      ) as PinRow[];
      return rows.map(productOf);
    },
    async businessMembers(businessUserId) {
      const rows = sql(
        db,
        `SELECT a.member_id, a.permissions, a.viewer_meets_mfa, u.username, u.full_name, u.image_signature
           FROM business_access a JOIN users u ON u.id = a.member_id WHERE a.business_user_id = ? ORDER BY a.id`,
      ).all(businessUserId) as Array<{
        member_id: number;
        permissions: string;
        viewer_meets_mfa: number;
        username: string;
        full_name: string;
        image_signature: string | null;
      }>;
      return rows.map((r) => ({
        user_id: String(r.member_id),
        username: r.username,
        fullName: r.full_name,
        imgUrl: avatarUrl(r.member_id, r.image_signature, '236x'),
        permissions: JSON.parse(r.permissions) as string[],
        mfaEnabled: r.viewer_meets_mfa === 1,
      }));
    },
    async businessRecords(businessUserId, kind) {
      return recordsOf(businessUserId, kind);
    },
    async businessHierarchy(hierarchyId) {
      const hierarchy = sql(db, 'SELECT id, name FROM business_hierarchies WHERE id = ?').get(hierarchyId) as
        { id: number; name: string } | undefined;
      if (!hierarchy) return null;
      const businesses = sql(
        db,
        `SELECT m.business_id, m.parent_id, a.business_name, u.username, u.image_signature
           FROM business_hierarchy_members m JOIN business_accounts a ON a.user_id = m.business_id JOIN users u ON u.id = m.business_id
           WHERE m.hierarchy_id = ? ORDER BY m.parent_id IS NOT NULL, m.business_id`,
      ).all(hierarchyId) as Array<{
        business_id: number;
        parent_id: number | null;
        business_name: string;
        username: string;
        image_signature: string | null;
      }>;
      const managers = sql(
        db,
        `SELECT m.user_id, m.role, m.mfa_enabled, u.username, u.full_name
           FROM business_hierarchy_managers m JOIN users u ON u.id = m.user_id
           WHERE m.hierarchy_id = ? ORDER BY m.role, u.username`,
      ).all(hierarchyId) as Array<{
        user_id: number;
        role: ApiHierarchyManager['role'];
        mfa_enabled: number;
        username: string;
        full_name: string;
      }>;
      return {
        id: String(hierarchy.id),
        name: hierarchy.name,
        businesses: businesses.map((b) => ({
          id: String(b.business_id),
          username: b.username,
          businessName: b.business_name,
          imgUrl: avatarUrl(b.business_id, b.image_signature, '236x'),
          parentId: b.parent_id === null ? null : String(b.parent_id),
        })),
        managers: managers.map((m) => ({
          user_id: String(m.user_id),
          username: m.username,
          fullName: m.full_name,
          role: m.role,
          mfaEnabled: m.mfa_enabled === 1,
        })),
      };
    },
  };
}
