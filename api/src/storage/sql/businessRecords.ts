// The business manager screens' records (businessRecords): shared tags and conversions, audiences,
// invoices, ad accounts, asset groups and brand safety, one reader per screen, each reading its
// business_* tables.

import type { ApiBusinessRecords, BusinessRecordKind } from 'shared-contracts/api';
import type { BusinessRecordsOf, BusinessStorage } from '../storage';
import { builderDialectOf } from './builderDialect';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

/** A screen's records of one business. */
type Reader<K extends BusinessRecordKind> = (db: Kysely<DB>, business: number) => Promise<ApiBusinessRecords[K]>;

const sharedTags: Reader<'shared-tags'> = async (db, business) =>
  (
    await db
      .selectFrom('business_shared_tags')
      .select(['id', 'name', 'kind', 'status', 'last_event_at'])
      .where('business_id', '=', business)
      .orderBy('id')
      // The table's CHECKs allow no other kind or status.
      .$narrowType<{ kind: 'tag' | 'conversions_api'; status: 'active' | 'inactive' }>()
      .execute()
  ).map((r) => ({ id: String(r.id), name: r.name, kind: r.kind, status: r.status, lastEventAt: r.last_event_at }));

const audiences: Reader<'audiences'> = async (db, business) =>
  (
    await db
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
  ).map((r) => ({ id: String(r.id), name: r.name, kind: r.kind, size: r.size, status: r.status }));

const invoices: Reader<'invoice-management'> = async (db, business) =>
  (
    await db
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
  }));

const adAccounts: Reader<'ad-accounts'> = async (db, business) =>
  (
    await db
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
  }));

/** The assets of all the business's asset groups: by group, its boards first. */
const groupAssets = (db: Kysely<DB>, business: number) =>
  db
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

const assetGroups: Reader<'asset-groups'> = async (db, business) => {
  const groups = await db
    .selectFrom('business_asset_groups')
    .select(['id', 'name', 'description'])
    .where('business_id', '=', business)
    .orderBy('id')
    .execute();
  const assets = await groupAssets(db, business);
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
};

const brandSafety: Reader<'brand-safety'> = async (db, business) => {
  const row = await db
    .selectFrom('business_brand_safety')
    .select('inventory')
    .where('business_id', '=', business)
    // The table's CHECK allows no other inventory.
    .$narrowType<{ inventory: ApiBusinessRecords['brand-safety']['inventory'] }>()
    .executeTakeFirst();
  const domains = await db
    .selectFrom('business_blocked_domains')
    .select('domain')
    .where('business_id', '=', business)
    // The domain ignores case (SQLite: its COLLATE NOCASE).
    .orderBy(builderDialectOf(db).orderNocaseColumn('domain'))
    .execute();
  return { inventory: row?.inventory ?? 'standard', blockedDomains: domains.map((d) => d.domain) };
};

/** Each manager screen's reader. */
const records: { [K in BusinessRecordKind]: Reader<K> } = {
  'shared-tags': sharedTags,
  audiences,
  'invoice-management': invoices,
  'ad-accounts': adAccounts,
  'asset-groups': assetGroups,
  'brand-safety': brandSafety,
};

export const businessRecordsOf =
  (db: Kysely<DB>): BusinessStorage['businessRecords'] =>
  async (business, kind): Promise<BusinessRecordsOf> => {
    // One case per screen, so each answer's kind and records are known to match.
    switch (kind) {
      case 'shared-tags':
        return { kind, records: await records[kind](db, business) };
      case 'audiences':
        return { kind, records: await records[kind](db, business) };
      case 'invoice-management':
        return { kind, records: await records[kind](db, business) };
      case 'ad-accounts':
        return { kind, records: await records[kind](db, business) };
      case 'asset-groups':
        return { kind, records: await records[kind](db, business) };
      case 'brand-safety':
        return { kind, records: await records[kind](db, business) };
    }
  };
