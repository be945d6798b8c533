// Business hierarchies (businessHierarchy): a named tree of business accounts and the people who
// manage it, read for the hierarchy's page.

import type { ApiHierarchyBusiness, ApiHierarchyManager } from 'shared-contracts/api';
import { avatarUrl } from '../../media/imageUrls';
import type { BusinessStorage } from '../storage';
import { builderDialectOf } from './builderDialect';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

/** The hierarchy's businesses, the top ones first. */
const hierarchyBusinesses = async (db: Kysely<DB>, hierarchyId: number): Promise<ApiHierarchyBusiness[]> => {
  const businesses = await db
    .selectFrom('business_hierarchy_members as m')
    .innerJoin('business_accounts as a', 'a.user_id', 'm.business_id')
    .innerJoin('users as u', 'u.id', 'm.business_id')
    .select(['m.business_id', 'm.parent_id', 'a.business_name', 'u.username', 'u.image_signature'])
    .where('m.hierarchy_id', '=', hierarchyId)
    // The top businesses first.
    .orderBy((eb) => eb('m.parent_id', 'is not', null))
    .orderBy('m.business_id')
    .execute();
  return businesses.map((b) => ({
    id: String(b.business_id),
    username: b.username,
    businessName: b.business_name,
    imgUrl: avatarUrl(b.business_id, b.image_signature, '236x'),
    parentId: b.parent_id === null ? null : String(b.parent_id),
  }));
};

/** The hierarchy's managers, by role, then by name. */
const hierarchyManagers = async (db: Kysely<DB>, hierarchyId: number): Promise<ApiHierarchyManager[]> => {
  const managers = await db
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
    .orderBy(builderDialectOf(db).orderNocaseColumn('u.username'))
    // The table's CHECK allows no other role.
    .$narrowType<{ role: ApiHierarchyManager['role'] }>()
    .execute();
  return managers.map((m) => ({
    user_id: String(m.user_id),
    username: m.username,
    fullName: m.full_name,
    role: m.role,
    mfaEnabled: m.mfa_enabled === 1,
  }));
};

export const businessHierarchyOf =
  (db: Kysely<DB>): BusinessStorage['businessHierarchy'] =>
  async (hierarchyId) => {
    const hierarchy = await db.selectFrom('business_hierarchies').select(['id', 'name']).where('id', '=', hierarchyId).executeTakeFirst();
    if (!hierarchy) return null;
    const businesses = await hierarchyBusinesses(db, hierarchyId);
    const managers = await hierarchyManagers(db, hierarchyId);
    return { id: String(hierarchy.id), name: hierarchy.name, businesses, managers };
  };
