// Business accounts and what their pages read: the dashboard's figures from the event log and the
// saves of the business's pins, its product pins, its members, the manager screens' records, and
// business hierarchies.

import {
  type ApiBusinessAccount,
  type ApiBusinessRecords,
  type ApiCatalogProduct,
  type ApiHierarchyManager,
  type BusinessRecordKind,
  EVENT_TYPES,
  IMPRESSION_TYPES,
  priceDisplay,
} from 'shared-contracts';
import { avatarUrl, imageVariants } from '../../media/imageUrls';
import type { PinContent } from '../worldImport';
import type { BusinessRecordsOf, PinDayCounts, BusinessStorage } from '../storage';
import { dialectOf, type Dialect } from './dialect';
import { meetsMfa } from './twoFactorStore';
import { named } from './named';
import { pinImpression } from './pinsStore';
import type { PinRow } from './rows';
import type { SqlDb } from './sqlDb';

interface AccountRow {
  user_id: number;
  business_name: string;
  website: string | null;
  country: string;
  category: string;
  converted_at: string;
}

/** The pins of the businesses named by @businesses (a JSON array of user ids). */
const mine = (d: Dialect) => `SELECT id FROM pins WHERE pinner_id IN ${d.jsonArrayValues('@businesses', 'integer')}`;

/**
 * One row per impression, click-through (event log, by pin) and save (a repin of one of the pins:
 * of the original or of a copy, as pinDayCounts counts them) from @from to @until. A save is
 * credited to the business's original when it has it, else to the copy it was saved from.
 */
const figures = (d: Dialect) => `
  SELECT CAST(e.object_id AS INTEGER) AS pin_id, substr(e.received_at, 1, 10) AS date,
         CASE WHEN ${pinImpression(d)} THEN 1 ELSE 0 END AS impressions, 0 AS saves,
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
const product = (d: Dialect) => `p.is_repin = 0 AND ${d.jsonText('p.content', 'richSummary.typeName')} = 'product'`;

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
  const content = JSON.parse(row.content) as PinContent;
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

export function businessStore(db: SqlDb): BusinessStorage {
  const d = dialectOf(db);
  const MINE = mine(d);
  const FIGURES = figures(d);
  const PRODUCT = product(d);
  const accountRow = (userId: number) => db.get<AccountRow>('SELECT * FROM business_accounts WHERE user_id = ?', userId);

  /** Each manager screen's records of one business. */
  const records: { [K in BusinessRecordKind]: (business: number) => Promise<ApiBusinessRecords[K]> } = {
    'shared-tags': async (business) =>
      (
        await db.all<{
          id: number;
          name: string;
          kind: 'tag' | 'conversions_api';
          status: 'active' | 'inactive';
          last_event_at: string | null;
        }>('SELECT * FROM business_shared_tags WHERE business_id = ? ORDER BY id', business)
      ).map((r) => ({ id: String(r.id), name: r.name, kind: r.kind, status: r.status, lastEventAt: r.last_event_at })),
    audiences: async (business) =>
      (
        await db.all<{
          id: number;
          name: string;
          kind: ApiBusinessRecords['audiences'][number]['kind'];
          size: number | null;
          status: ApiBusinessRecords['audiences'][number]['status'];
        }>('SELECT * FROM business_audiences WHERE business_id = ? ORDER BY id', business)
      ).map((r) => ({ id: String(r.id), name: r.name, kind: r.kind, size: r.size, status: r.status })),
    'invoice-management': async (business) =>
      (
        await db.all<{
          id: number;
          number: string;
          period_start: string;
          period_end: string;
          amount_cents: number;
          currency: string;
          status: 'paid' | 'due' | 'overdue';
        }>('SELECT * FROM business_invoices WHERE business_id = ? ORDER BY period_end DESC, id DESC', business)
      ).map((r) => ({
        id: String(r.id),
        number: r.number,
        periodStart: r.period_start,
        periodEnd: r.period_end,
        amountCents: r.amount_cents,
        currency: r.currency,
        status: r.status,
      })),
    'ad-accounts': async (business) =>
      (
        await db.all<{
          id: number;
          name: string;
          currency: string;
          country: string;
          status: 'active' | 'paused';
          cee_migration: 'not_needed' | 'pending' | 'migrated';
        }>('SELECT * FROM business_ad_accounts WHERE business_id = ? ORDER BY id', business)
      ).map((r) => ({
        id: String(r.id),
        name: r.name,
        currency: r.currency,
        country: r.country,
        status: r.status,
        ceeMigration: r.cee_migration,
      })),
    'asset-groups': async (business) => {
      const groups = await db.all<{ id: number; name: string; description: string }>(
        'SELECT id, name, description FROM business_asset_groups WHERE business_id = ? ORDER BY id',
        business,
      );
      const assets = await db.all<{ group_id: number; board_id: number | null; ad_account_id: number | null; name: string }>(
        `SELECT a.group_id, a.board_id, a.ad_account_id, coalesce(b.name, x.name) AS name
           FROM business_asset_group_assets a
           LEFT JOIN boards b ON b.id = a.board_id
           LEFT JOIN business_ad_accounts x ON x.id = a.ad_account_id
           WHERE a.group_id IN (SELECT id FROM business_asset_groups WHERE business_id = ?)
           ORDER BY a.group_id, a.board_id IS NULL, a.id`,
        business,
      );
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
    'brand-safety': async (business) => {
      const row = await db.get<{ inventory: ApiBusinessRecords['brand-safety']['inventory'] }>(
        'SELECT inventory FROM business_brand_safety WHERE business_id = ?',
        business,
      );
      const domains = await db.all<{ domain: string }>(
        `SELECT domain FROM business_blocked_domains WHERE business_id = ? ORDER BY ${d.orderNocaseColumn('domain')}`,
        business,
      );
      return { inventory: row?.inventory ?? 'standard', blockedDomains: domains.map((d) => d.domain) };
    },
  };

  const recordsOf = async (business: number, kind: BusinessRecordKind): Promise<BusinessRecordsOf> => {
    // One case per screen, so each answer's kind and records are known to match.
    switch (kind) {
      case 'shared-tags':
        return { kind, records: await records[kind](business) };
      case 'audiences':
        return { kind, records: await records[kind](business) };
      case 'invoice-management':
        return { kind, records: await records[kind](business) };
      case 'ad-accounts':
        return { kind, records: await records[kind](business) };
      case 'asset-groups':
        return { kind, records: await records[kind](business) };
      case 'brand-safety':
        return { kind, records: await records[kind](business) };
    }
  };

  return {
    async businessAccount(userId) {
      const row = await accountRow(userId);
      return row ? accountOf(row) : null;
    },
    async createBusinessAccount(userId, account) {
      const inserted = await db.run(
        `INSERT INTO business_accounts (user_id, business_name, website, country, category, converted_at) VALUES (?, ?, ?, ?, ?, ?)
           ON CONFLICT (user_id) DO NOTHING`,
        userId,
        account.businessName,
        account.website,
        account.country,
        account.category,
        new Date().toISOString(),
      );
      if (inserted.changes === 0) return null;
      const row = await accountRow(userId);
      return row ? accountOf(row) : null;
    },
    async businessProfile(businessUserId) {
      const row = await db.get<{ id: number; username: string; image_signature: string | null; business_name: string }>(
        `SELECT u.id, u.username, u.image_signature, a.business_name FROM business_accounts a JOIN users u ON u.id = a.user_id
           WHERE a.user_id = ?`,
        businessUserId,
      );
      if (!row) return null;
      return {
        id: String(row.id),
        username: row.username,
        businessName: row.business_name,
        imgUrl: avatarUrl(row.id, row.image_signature, '236x'),
      };
    },
    async businessAccessOf(memberId, businessUserId) {
      const row = await db.get<{ permissions: string; viewer_meets_mfa: number }>(
        `SELECT a.permissions, ${meetsMfa('a', 'm')} AS viewer_meets_mfa
           FROM business_access a JOIN users m ON m.id = a.member_id WHERE a.member_id = ? AND a.business_user_id = ?`,
        memberId,
        businessUserId,
      );
      return row ? { permissions: JSON.parse(row.permissions) as string[], viewerMeetsMfaRequirement: row.viewer_meets_mfa === 1 } : null;
    },
    async businessDayCounts(businessUserIds, from, to) {
      const rows = await db.all<PinDayCounts>(
        ...named(
          `WITH mine AS (${MINE})
           SELECT date, sum(impressions) AS impressions, sum(saves) AS saves, sum(clickthroughs) AS clickthroughs
             FROM (${FIGURES}) AS figures GROUP BY date ORDER BY date`,
          range(businessUserIds, from, to),
        ),
      );
      return rows.map((r) => ({
        ...r,
        impressions: Number(r.impressions),
        saves: Number(r.saves),
        clickthroughs: Number(r.clickthroughs),
      }));
    },
    async businessTopPins(businessUserId, from, to, limit) {
      const rows = await db.all<PinRow & { impressions: number; saves: number; clickthroughs: number }>(
        ...named(
          `WITH mine AS (${MINE})
           SELECT p.*, sum(f.impressions) AS impressions, sum(f.saves) AS saves, sum(f.clickthroughs) AS clickthroughs
             FROM (${FIGURES}) f JOIN pins p ON p.id = f.pin_id
             GROUP BY p.id HAVING sum(f.impressions) + sum(f.saves) + sum(f.clickthroughs) > 0
             ORDER BY saves DESC, impressions DESC, p.id DESC LIMIT @limit`,
          { ...range([businessUserId], from, to), limit },
        ),
      );
      return rows.map((r) => ({
        id: String(r.id),
        title: r.title,
        images: imageVariants({ signature: r.image_signature, width: r.image_width, height: r.image_height }, r.dominant_color),
        dominantColor: r.dominant_color,
        impressions: Number(r.impressions),
        saves: Number(r.saves),
        clickthroughs: Number(r.clickthroughs),
      }));
    },
    async businessProducts(businessUserId) {
      const rows = await db.all<PinRow>(`SELECT p.* FROM pins p WHERE p.pinner_id = ? AND ${PRODUCT} ORDER BY p.id DESC`, businessUserId);
      return rows.map(productOf);
    },
    async businessMembers(businessUserId) {
      const rows = await db.all<{
        member_id: number;
        permissions: string;
        viewer_meets_mfa: number;
        username: string;
        full_name: string;
        image_signature: string | null;
      }>(
        `SELECT a.member_id, a.permissions, ${meetsMfa('a', 'u')} AS viewer_meets_mfa, u.username, u.full_name, u.image_signature
           FROM business_access a JOIN users u ON u.id = a.member_id WHERE a.business_user_id = ? ORDER BY a.id`,
        businessUserId,
      );
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
      const hierarchy = await db.get<{ id: number; name: string }>('SELECT id, name FROM business_hierarchies WHERE id = ?', hierarchyId);
      if (!hierarchy) return null;
      const businesses = await db.all<{
        business_id: number;
        parent_id: number | null;
        business_name: string;
        username: string;
        image_signature: string | null;
      }>(
        `SELECT m.business_id, m.parent_id, a.business_name, u.username, u.image_signature
           FROM business_hierarchy_members m JOIN business_accounts a ON a.user_id = m.business_id JOIN users u ON u.id = m.business_id
           WHERE m.hierarchy_id = ? ORDER BY m.parent_id IS NOT NULL, m.business_id`,
        hierarchyId,
      );
      const managers = await db.all<{
        user_id: number;
        role: ApiHierarchyManager['role'];
        mfa_enabled: number;
        username: string;
        full_name: string;
      }>(
        `SELECT m.user_id, m.role, CASE WHEN m.mfa_enabled = 1 OR u.totp_secret IS NOT NULL THEN 1 ELSE 0 END AS mfa_enabled, u.username, u.full_name
           FROM business_hierarchy_managers m JOIN users u ON u.id = m.user_id
           WHERE m.hierarchy_id = ? ORDER BY m.role, ${d.orderNocaseColumn('u.username')}`,
        hierarchyId,
      );
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
