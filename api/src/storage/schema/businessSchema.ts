// Business accounts, their manager screens and hierarchies (SQLite's version 5, part of
// PostgreSQL's version 1).

import { sql, type ColumnDefinitionBuilder, type Kysely, type SqlBool } from 'kysely';
import { caselessUniqueIndex, type ColumnTypes } from './columnTypes';

export async function createBusinessTables(db: Kysely<unknown>, t: ColumnTypes): Promise<void> {
  const s = db.schema;
  const business = (c: ColumnDefinitionBuilder) => c.notNull().references('business_accounts.user_id').onDelete('cascade');
  // A personal account turned into a business account (/business/convert/): its business pages exist only with this row.
  await s
    .createTable('business_accounts')
    .addColumn('user_id', t.integer, (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('business_name', t.text, (c) => c.notNull())
    .addColumn('website', t.text)
    .addColumn('country', t.text, (c) => c.notNull())
    .addColumn('category', t.text, (c) => c.notNull())
    .addColumn('converted_at', t.text, (c) => c.notNull())
    .execute();

  // The shared-tags screen: the tags and Conversions API links that report a business's site events.
  await s
    .createTable('business_shared_tags')
    .addColumn('id', t.integer, t.generatedKey)
    .addColumn('business_id', t.integer, business)
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('kind', t.text, (c) => c.notNull().check(sql`kind IN ('tag', 'conversions_api')`))
    .addColumn('status', t.text, (c) => c.notNull().check(sql`status IN ('active', 'inactive')`))
    .addColumn('last_event_at', t.text)
    .execute();
  await s.createIndex('business_shared_tags_business').on('business_shared_tags').columns(['business_id', 'id']).execute();

  // The audiences screen: the groups of people a business's ads may be shown to.
  await s
    .createTable('business_audiences')
    .addColumn('id', t.integer, t.generatedKey)
    .addColumn('business_id', t.integer, business)
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('kind', t.text, (c) => c.notNull().check(sql`kind IN ('customer_list', 'visitors', 'engagement', 'actalike')`))
    .addColumn('size', t.integer, (c) => c.check(sql`size IS NULL OR size >= 0`))
    .addColumn('status', t.text, (c) => c.notNull().check(sql`status IN ('ready', 'building', 'too_small')`))
    .execute();
  await s.createIndex('business_audiences_business').on('business_audiences').columns(['business_id', 'id']).execute();

  // The invoice-management screen: what a business was billed for each period.
  await s
    .createTable('business_invoices')
    .addColumn('id', t.integer, t.generatedKey)
    .addColumn('business_id', t.integer, business)
    .addColumn('number', t.text, (c) => c.notNull().unique())
    .addColumn('period_start', t.text, (c) => c.notNull())
    .addColumn('period_end', t.text, (c) => c.notNull())
    .addColumn('amount_cents', t.integer, (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('currency', t.text, (c) => c.notNull())
    .addColumn('status', t.text, (c) => c.notNull().check(sql`status IN ('paid', 'due', 'overdue')`))
    .execute();
  await s.createIndex('business_invoices_business').on('business_invoices').columns(['business_id', 'period_end']).execute();

  // The ad-accounts screen (and its cee-migration step): the accounts a business's ads are paid from.
  await s
    .createTable('business_ad_accounts')
    .addColumn('id', t.integer, t.generatedKey)
    .addColumn('business_id', t.integer, business)
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('currency', t.text, (c) => c.notNull())
    .addColumn('country', t.text, (c) => c.notNull())
    .addColumn('status', t.text, (c) => c.notNull().check(sql`status IN ('active', 'paused')`))
    .addColumn('cee_migration', t.text, (c) => c.notNull().check(sql`cee_migration IN ('not_needed', 'pending', 'migrated')`))
    .execute();
  await s.createIndex('business_ad_accounts_business').on('business_ad_accounts').columns(['business_id', 'id']).execute();

  // The asset-groups screen: named bundles of a business's boards and ad accounts, managed together.
  await s
    .createTable('business_asset_groups')
    .addColumn('id', t.integer, t.generatedKey)
    .addColumn('business_id', t.integer, business)
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('description', t.text, (c) => c.notNull().defaultTo(''))
    .execute();
  await s.createIndex('business_asset_groups_business').on('business_asset_groups').columns(['business_id', 'id']).execute();

  // What each asset group holds: exactly one board or one ad account per row, each at most once.
  await s
    .createTable('business_asset_group_assets')
    .addColumn('id', t.integer, t.generatedKey)
    .addColumn('group_id', t.integer, (c) => c.notNull().references('business_asset_groups.id').onDelete('cascade'))
    .addColumn('board_id', t.integer, (c) => c.references('boards.id').onDelete('cascade'))
    .addColumn('ad_account_id', t.integer, (c) => c.references('business_ad_accounts.id').onDelete('cascade'))
    .addCheckConstraint('business_asset_group_assets_check', sql`(board_id IS NULL) <> (ad_account_id IS NULL)`)
    .execute();
  await s
    .createIndex('business_asset_group_boards')
    .unique()
    .on('business_asset_group_assets')
    .columns(['group_id', 'board_id'])
    .where(sql<SqlBool>`board_id IS NOT NULL`)
    .execute();
  await s
    .createIndex('business_asset_group_ad_accounts')
    .unique()
    .on('business_asset_group_assets')
    .columns(['group_id', 'ad_account_id'])
    .where(sql<SqlBool>`ad_account_id IS NOT NULL`)
    .execute();

  // The brand-safety screen: which inventory a business's ads may run beside (no row: 'standard').
  await s
    .createTable('business_brand_safety')
    .addColumn('business_id', t.integer, (c) => c.primaryKey().references('business_accounts.user_id').onDelete('cascade'))
    .addColumn('inventory', t.text, (c) => c.notNull().check(sql`inventory IN ('full', 'standard', 'limited')`))
    .execute();

  // The brand-safety screen's blocked domains: sites a business's ads must never appear beside, whatever their case.
  await s
    .createTable('business_blocked_domains')
    .addColumn('business_id', t.integer, business)
    .addColumn('domain', t.caselessText, (c) => c.notNull())
    .addPrimaryKeyConstraint('business_blocked_domains_pkey', ['business_id', 'domain'])
    .execute();
  await caselessUniqueIndex(db, t, 'business_blocked_domains_nocase', 'business_blocked_domains', ['business_id', 'domain']);

  // A business hierarchy (/business/business-hierarchy/{id}/): businesses run together by the same managers.
  await s
    .createTable('business_hierarchies')
    .addColumn('id', t.integer, t.generatedKey)
    .addColumn('name', t.text, (c) => c.notNull())
    .execute();

  // The businesses of a hierarchy and the one each sits under (null: the top).
  await s
    .createTable('business_hierarchy_members')
    .addColumn('hierarchy_id', t.integer, (c) => c.notNull().references('business_hierarchies.id').onDelete('cascade'))
    .addColumn('business_id', t.integer, business)
    .addColumn('parent_id', t.integer, (c) => c.references('business_accounts.user_id').onDelete('set null'))
    .addPrimaryKeyConstraint('business_hierarchy_members_pkey', ['hierarchy_id', 'business_id'])
    .execute();

  // Who manages a hierarchy (the only people who may open it), their role, and whether they use two-factor authentication.
  await s
    .createTable('business_hierarchy_managers')
    .addColumn('hierarchy_id', t.integer, (c) => c.notNull().references('business_hierarchies.id').onDelete('cascade'))
    .addColumn('user_id', t.integer, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', t.text, (c) => c.notNull().check(sql`role IN ('ADMIN', 'MANAGER')`))
    .addColumn('mfa_enabled', t.integer, (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('business_hierarchy_managers_pkey', ['hierarchy_id', 'user_id'])
    .execute();
  await s.createIndex('business_hierarchy_managers_user').on('business_hierarchy_managers').column('user_id').execute();

  // A business's people-and-security screen reads its access rows by the business.
  await s.createIndex('business_access_business').on('business_access').columns(['business_user_id', 'id']).execute();
}
