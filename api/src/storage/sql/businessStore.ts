// Business accounts and what their pages read: the dashboard's figures from the event log and the
// saves of the business's pins, its product pins, its members, the manager screens' records, and
// business hierarchies.

import { expressionBuilder, sql, type Selectable } from 'kysely';
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
import type { BusinessRecordsOf, BusinessStorage } from '../storage';
import type { BusinessAccounts, DB } from './apiTables';
import { builderDialectOf } from './builderDialect';
import { kyselyOf } from './kyselyOf';
import { meetsMfa } from './twoFactorStore';
import { pinImpression } from './pinsStore';
import type { PinRow } from './rows';
import type { SqlDb } from './sqlDb';

type AccountRow = Selectable<BusinessAccounts>;

/**
 * Subqueries that read `mine` (the businesses' pins, businessStore's WITH). Built here, not from the
 * query creator of that WITH, which would repeat the WITH inside each of them.
 */
const onMine = expressionBuilder<DB & { mine: { id: number } }>();

function range(from: string, to: string) {
  return { from: `${from}T00:00:00.000Z`, until: `${to}T23:59:59.999Z` };
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
  const d = builderDialectOf(db);
  // pinsStore's rule for an impression (on events `e`), as pinDayCounts counts them: one rule for both.
  const PIN_IMPRESSION = pinImpression(builderDialectOf(db));
  const accountRow = (userId: number) =>
    kyselyOf(db).selectFrom('business_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();

  /** A query creator whose queries may read `mine`: the pins of `businesses` (not empty: `IN ()` is no SQL). */
  const withMine = (businesses: number[]) =>
    kyselyOf(db).with('mine', (qc) => qc.selectFrom('pins').select('id').where('pinner_id', 'in', businesses));

  /**
   * One row per impression, click-through (event log, by pin) and save (a repin of one of the pins:
   * of the original or of a copy, as pinDayCounts counts them) from `from` to `until`. A save is
   * credited to the business's original when it has it, else to the copy it was saved from.
   */
  const figures = ({ from, until }: ReturnType<typeof range>) =>
    onMine
      .selectFrom('events as e')
      .select((eb) => [
        // null for no event: object_id is one of the pins' ids (below).
        eb.cast<number | null>('e.object_id', 'integer').as('pin_id'),
        eb.fn<string>('substr', ['e.received_at', eb.lit(1), eb.lit(10)]).as('date'),
        // Literal 1/0 (typed number, so the union's other half may differ), not bound values: PostgreSQL would type those as text.
        eb.case().when(PIN_IMPRESSION).then(eb.lit<number>(1)).else(eb.lit<number>(0)).end().as('impressions'),
        eb.lit<number>(0).as('saves'),
        eb
          .case()
          .when('e.event_type', '=', EVENT_TYPES.clickThrough)
          .then(eb.lit<number>(1))
          .else(eb.lit<number>(0))
          .end()
          .as('clickthroughs'),
      ])
      .where((eb) =>
        eb(
          'e.object_id',
          'in',
          eb.selectFrom('mine').select((mine) => mine.cast<string>('id', 'text').as('id')),
        ),
      )
      .where('e.event_type', 'in', [IMPRESSION_TYPES.pin, EVENT_TYPES.clickThrough])
      .where((eb) => eb.between('e.received_at', from, until))
      .unionAll(
        onMine
          .selectFrom('pins as r')
          .select((eb) => [
            eb
              .case()
              .when('r.root_pin_id', 'in', eb.selectFrom('mine').select('id'))
              .then(eb.ref('r.root_pin_id'))
              .else(eb.ref('r.repin_of'))
              .end()
              .as('pin_id'),
            eb.fn<string>('substr', ['r.created_at', eb.lit(1), eb.lit(10)]).as('date'),
            eb.lit<number>(0).as('impressions'),
            eb.lit<number>(1).as('saves'),
            eb.lit<number>(0).as('clickthroughs'),
          ])
          .where('r.is_repin', '=', 1)
          .where((eb) =>
            eb.or([
              eb('r.root_pin_id', 'in', eb.selectFrom('mine').select('id')),
              eb('r.repin_of', 'in', eb.selectFrom('mine').select('id')),
            ]),
          )
          .where((eb) => eb.between('r.created_at', from, until)),
      );

  /** Each manager screen's records of one business. */
  const records: { [K in BusinessRecordKind]: (business: number) => Promise<ApiBusinessRecords[K]> } = {
    'shared-tags': async (business) =>
      (
        await kyselyOf(db)
          .selectFrom('business_shared_tags')
          .select(['id', 'name', 'kind', 'status', 'last_event_at'])
          .where('business_id', '=', business)
          .orderBy('id')
          // The table's CHECKs allow no other kind or status.
          .$narrowType<{ kind: 'tag' | 'conversions_api'; status: 'active' | 'inactive' }>()
          .execute()
      ).map((r) => ({ id: String(r.id), name: r.name, kind: r.kind, status: r.status, lastEventAt: r.last_event_at })),
    audiences: async (business) =>
      (
        await kyselyOf(db)
          .selectFrom('business_audiences')
          .select(['id', 'name', 'kind', 'size', 'status'])
          .where('business_id', '=', business)
          .orderBy('id')
          // The table's CHECKs allow no other kind or status.
          .$narrowType<{
            kind: ApiBusinessRecords['audiences'][number]['kind'];
            status: ApiBusinessRecords['audiences'][number]['status'];
          }>()
          .execute()
      ).map((r) => ({ id: String(r.id), name: r.name, kind: r.kind, size: r.size, status: r.status })),
    'invoice-management': async (business) =>
      (
        await kyselyOf(db)
          .selectFrom('business_invoices')
          .select(['id', 'number', 'period_start', 'period_end', 'amount_cents', 'currency', 'status'])
          .where('business_id', '=', business)
          .orderBy('period_end', 'desc')
          .orderBy('id', 'desc')
          // The table's CHECK allows no other status.
          .$narrowType<{ status: 'paid' | 'due' | 'overdue' }>()
          .execute()
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
        await kyselyOf(db)
          .selectFrom('business_ad_accounts')
          .select(['id', 'name', 'currency', 'country', 'status', 'cee_migration'])
          .where('business_id', '=', business)
          .orderBy('id')
          // The table's CHECKs allow no other status or migration state.
          .$narrowType<{ status: 'active' | 'paused'; cee_migration: 'not_needed' | 'pending' | 'migrated' }>()
          .execute()
      ).map((r) => ({
        id: String(r.id),
        name: r.name,
        currency: r.currency,
        country: r.country,
        status: r.status,
        ceeMigration: r.cee_migration,
      })),
    'asset-groups': async (business) => {
      const k = kyselyOf(db);
      const groups = await k
        .selectFrom('business_asset_groups')
        .select(['id', 'name', 'description'])
        .where('business_id', '=', business)
        .orderBy('id')
        .execute();
      const assets = await k
        .selectFrom('business_asset_group_assets as a')
        .leftJoin('boards as b', 'b.id', 'a.board_id')
        .leftJoin('business_ad_accounts as x', 'x.id', 'a.ad_account_id')
        .select((eb) => ['a.group_id', 'a.board_id', 'a.ad_account_id', eb.fn.coalesce('b.name', 'x.name').as('name')])
        .where((eb) => eb('a.group_id', 'in', eb.selectFrom('business_asset_groups').select('id').where('business_id', '=', business)))
        .orderBy('a.group_id')
        .orderBy((eb) => eb('a.board_id', 'is', null))
        .orderBy('a.id')
        // The table's CHECK: each asset is one board or one ad account, and goes with it (ON DELETE CASCADE), so it has a name.
        .$narrowType<{ name: string }>()
        .execute();
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
      const row = await kyselyOf(db)
        .selectFrom('business_brand_safety')
        .select('inventory')
        .where('business_id', '=', business)
        // The table's CHECK allows no other inventory.
        .$narrowType<{ inventory: ApiBusinessRecords['brand-safety']['inventory'] }>()
        .executeTakeFirst();
      const domains = await kyselyOf(db)
        .selectFrom('business_blocked_domains')
        .select('domain')
        .where('business_id', '=', business)
        // The domain ignores case (SQLite: its COLLATE NOCASE).
        .orderBy(d.orderNocaseColumn('domain'))
        .execute();
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
      const inserted = await kyselyOf(db)
        .insertInto('business_accounts')
        .values({
          user_id: userId,
          business_name: account.businessName,
          website: account.website,
          country: account.country,
          category: account.category,
          converted_at: new Date().toISOString(),
        })
        .onConflict((conflict) => conflict.column('user_id').doNothing())
        .executeTakeFirst();
      // DO NOTHING: nothing is updated, so this counts inserts only.
      if ((inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) return null;
      const row = await accountRow(userId);
      return row ? accountOf(row) : null;
    },
    async businessProfile(businessUserId) {
      const row = await kyselyOf(db)
        .selectFrom('business_accounts as a')
        .innerJoin('users as u', 'u.id', 'a.user_id')
        .select(['u.id', 'u.username', 'u.image_signature', 'a.business_name'])
        .where('a.user_id', '=', businessUserId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: String(row.id),
        username: row.username,
        businessName: row.business_name,
        imgUrl: avatarUrl(row.id, row.image_signature, '236x'),
      };
    },
    async businessAccessOf(memberId, businessUserId) {
      const row = await kyselyOf(db)
        .selectFrom('business_access as a')
        .innerJoin('users as m', 'm.id', 'a.member_id')
        // The two-factor rule is twoFactorStore's text, shared with engagementStore: kept in one place.
        .select(['a.permissions', sql.raw<number>(meetsMfa('a', 'm')).as('viewer_meets_mfa')])
        .where('a.member_id', '=', memberId)
        .where('a.business_user_id', '=', businessUserId)
        .executeTakeFirst();
      return row ? { permissions: JSON.parse(row.permissions) as string[], viewerMeetsMfaRequirement: row.viewer_meets_mfa === 1 } : null;
    },
    async businessDayCounts(businessUserIds, from, to) {
      // No businesses, no pins and so no figures (and `IN ()` is no SQL).
      if (businessUserIds.length === 0) return [];
      // Sums read as numbers from both databases (PostgreSQL's bigint too).
      return withMine(businessUserIds)
        .selectFrom(figures(range(from, to)).as('figures'))
        .select((eb) => [
          'date',
          eb.fn.sum<number>('impressions').as('impressions'),
          eb.fn.sum<number>('saves').as('saves'),
          eb.fn.sum<number>('clickthroughs').as('clickthroughs'),
        ])
        .groupBy('date')
        .orderBy('date')
        .execute();
    },
    async businessTopPins(businessUserId, from, to, limit) {
      const rows = await withMine([businessUserId])
        .selectFrom(figures(range(from, to)).as('f'))
        .innerJoin('pins as p', 'p.id', 'f.pin_id')
        .selectAll('p')
        .select((eb) => [
          eb.fn.sum<number>('f.impressions').as('impressions'),
          eb.fn.sum<number>('f.saves').as('saves'),
          eb.fn.sum<number>('f.clickthroughs').as('clickthroughs'),
        ])
        .groupBy('p.id')
        .having((eb) =>
          eb(eb(eb(eb.fn.sum('f.impressions'), '+', eb.fn.sum('f.saves')), '+', eb.fn.sum('f.clickthroughs')), '>', eb.lit(0)),
        )
        // The sums (the output columns), as in the dashboard.
        .orderBy('saves', 'desc')
        .orderBy('impressions', 'desc')
        .orderBy('p.id', 'desc')
        .limit(limit)
        .execute();
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
      const rows = await kyselyOf(db)
        .selectFrom('pins as p')
        .selectAll('p')
        .where('p.pinner_id', '=', businessUserId)
        // A product pin: an original whose rich summary says so.
        .where('p.is_repin', '=', 0)
        .where((eb) => eb(d.jsonText('p.content', 'richSummary.typeName'), '=', 'product'))
        .orderBy('p.id', 'desc')
        .execute();
      return rows.map(productOf);
    },
    async businessMembers(businessUserId) {
      const rows = await kyselyOf(db)
        .selectFrom('business_access as a')
        .innerJoin('users as u', 'u.id', 'a.member_id')
        .select([
          'a.member_id',
          'a.permissions',
          // twoFactorStore's rule, as in businessAccessOf.
          sql.raw<number>(meetsMfa('a', 'u')).as('viewer_meets_mfa'),
          'u.username',
          'u.full_name',
          'u.image_signature',
        ])
        .where('a.business_user_id', '=', businessUserId)
        .orderBy('a.id')
        .execute();
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
      const k = kyselyOf(db);
      const hierarchy = await k.selectFrom('business_hierarchies').select(['id', 'name']).where('id', '=', hierarchyId).executeTakeFirst();
      if (!hierarchy) return null;
      const businesses = await k
        .selectFrom('business_hierarchy_members as m')
        .innerJoin('business_accounts as a', 'a.user_id', 'm.business_id')
        .innerJoin('users as u', 'u.id', 'm.business_id')
        .select(['m.business_id', 'm.parent_id', 'a.business_name', 'u.username', 'u.image_signature'])
        .where('m.hierarchy_id', '=', hierarchyId)
        // The top businesses first.
        .orderBy((eb) => eb('m.parent_id', 'is not', null))
        .orderBy('m.business_id')
        .execute();
      const managers = await k
        .selectFrom('business_hierarchy_managers as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select((eb) => [
          'm.user_id',
          'm.role',
          // Literal 1/0, not bound values: PostgreSQL would type bound ones as text.
          eb
            .case()
            .when(eb.or([eb('m.mfa_enabled', '=', 1), eb('u.totp_secret', 'is not', null)]))
            .then(eb.lit(1))
            .else(eb.lit(0))
            .end()
            .as('mfa_enabled'),
          'u.username',
          'u.full_name',
        ])
        .where('m.hierarchy_id', '=', hierarchyId)
        .orderBy('m.role')
        // users.username ignores case (SQLite: its COLLATE NOCASE).
        .orderBy(d.orderNocaseColumn('u.username'))
        // The table's CHECK allows no other role.
        .$narrowType<{ role: ApiHierarchyManager['role'] }>()
        .execute();
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
