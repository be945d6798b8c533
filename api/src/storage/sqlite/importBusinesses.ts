// Writes the demo world's business accounts, their manager screens' records and the business
// hierarchies (migration 5's tables); importWorld calls it inside its transaction, after users and boards.

import type { DemoWorld } from '../../seed/world';
import type { Db } from './openDatabase';

export function importBusinesses(db: Db, world: DemoWorld): void {
  const account = db.prepare(
    'INSERT INTO business_accounts (user_id, business_name, website, country, category, converted_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const a of world.businessAccounts) account.run(a.userId, a.businessName, a.website, a.country, a.category, a.convertedAt);

  const records = world.businessRecords;
  const tag = db.prepare('INSERT INTO business_shared_tags (id, business_id, name, kind, status, last_event_at) VALUES (?, ?, ?, ?, ?, ?)');
  for (const t of records.sharedTags) tag.run(t.id, t.businessId, t.name, t.kind, t.status, t.lastEventAt);
  const audience = db.prepare('INSERT INTO business_audiences (id, business_id, name, kind, size, status) VALUES (?, ?, ?, ?, ?, ?)');
  for (const a of records.audiences) audience.run(a.id, a.businessId, a.name, a.kind, a.size, a.status);
  const invoice = db.prepare(
    `INSERT INTO business_invoices (id, business_id, number, period_start, period_end, amount_cents, currency, status)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const i of records.invoices)
    invoice.run(i.id, i.businessId, i.number, i.periodStart, i.periodEnd, i.amountCents, i.currency, i.status);
  const adAccount = db.prepare(
    'INSERT INTO business_ad_accounts (id, business_id, name, currency, country, status, cee_migration) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const a of records.adAccounts) adAccount.run(a.id, a.businessId, a.name, a.currency, a.country, a.status, a.ceeMigration);
  const group = db.prepare('INSERT INTO business_asset_groups (id, business_id, name, description) VALUES (?, ?, ?, ?)');
  const asset = db.prepare('INSERT INTO business_asset_group_assets (group_id, board_id, ad_account_id) VALUES (?, ?, ?)');
  for (const g of records.assetGroups) {
    group.run(g.id, g.businessId, g.name, g.description);
    for (const boardId of g.boardIds) asset.run(g.id, boardId, null);
    for (const adAccountId of g.adAccountIds) asset.run(g.id, null, adAccountId);
  }
  const safety = db.prepare('INSERT INTO business_brand_safety (business_id, inventory) VALUES (?, ?)');
  const blocked = db.prepare('INSERT INTO business_blocked_domains (business_id, domain) VALUES (?, ?)');
  for (const b of records.brandSafety) {
    safety.run(b.businessId, b.inventory);
    for (const domain of b.blockedDomains) blocked.run(b.businessId, domain);
  }

  const hierarchy = db.prepare('INSERT INTO business_hierarchies (id, name) VALUES (?, ?)');
  const member = db.prepare('INSERT INTO business_hierarchy_members (hierarchy_id, business_id, parent_id) VALUES (?, ?, ?)');
  const manager = db.prepare('INSERT INTO business_hierarchy_managers (hierarchy_id, user_id, role, mfa_enabled) VALUES (?, ?, ?, ?)');
  for (const h of world.businessHierarchies) {
    hierarchy.run(h.id, h.name);
    for (const b of h.businesses) member.run(h.id, b.businessId, b.parentId);
    for (const m of h.managers) manager.run(h.id, m.userId, m.role, m.mfaEnabled ? 1 : 0);
  }
}
