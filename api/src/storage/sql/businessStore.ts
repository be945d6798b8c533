// Business accounts: the account itself, the profile its pages' header shows, who may act for it
// (business access, its members) and its product pins; and the BusinessStorage the API is given,
// composed of its parts: the dashboard's figures (businessFigures.ts), the manager screens' records
// (businessRecords.ts) and business hierarchies (businessHierarchies.ts).

import { sql, type Selectable, type Kysely } from 'kysely';
import { type ApiBusinessAccount, type ApiCatalogProduct } from 'shared-contracts/api';
import { priceDisplay } from 'shared-contracts/rules';
import { avatarUrl, imageVariants } from '../../media/imageUrls';
import type { PinContent } from '../worldImport';
import type { BusinessStorage } from '../storage';
import type { BusinessAccounts, DB } from './apiTables';
import { builderDialectOf } from './builderDialect';
import { businessFigures } from './businessFigures';
import { businessHierarchyOf } from './businessHierarchies';
import { businessRecordsOf } from './businessRecords';
import { isoNow } from './isoNow';
import { meetsMfa } from './twoFactorStore';
import type { PinRow } from './rows';

type AccountRow = Selectable<BusinessAccounts>;

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

const accountRow = (db: Kysely<DB>, userId: number) =>
  db.selectFrom('business_accounts').selectAll().where('user_id', '=', userId).executeTakeFirst();

const createBusinessAccountOf =
  (db: Kysely<DB>): BusinessStorage['createBusinessAccount'] =>
  async (userId, account) => {
    const inserted = await db
      .insertInto('business_accounts')
      .values({
        user_id: userId,
        business_name: account.businessName,
        website: account.website,
        country: account.country,
        category: account.category,
        converted_at: isoNow(),
      })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .executeTakeFirst();
    // DO NOTHING: nothing is updated, so this counts inserts only.
    if ((inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) return null;
    const row = await accountRow(db, userId);
    return row ? accountOf(row) : null;
  };

const businessProfileOf =
  (db: Kysely<DB>): BusinessStorage['businessProfile'] =>
  async (businessUserId) => {
    const row = await db
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
  };

const businessAccessOf =
  (db: Kysely<DB>): BusinessStorage['businessAccessOf'] =>
  async (memberId, businessUserId) => {
    const row = await db
      .selectFrom('business_access as a')
      .innerJoin('users as m', 'm.id', 'a.member_id')
      // The two-factor rule is twoFactorStore's text, shared with engagementStore: kept in one place.
      .select(['a.permissions', sql.raw<number>(meetsMfa('a', 'm')).as('viewer_meets_mfa')])
      .where('a.member_id', '=', memberId)
      .where('a.business_user_id', '=', businessUserId)
      .executeTakeFirst();
    return row ? { permissions: JSON.parse(row.permissions) as string[], viewerMeetsMfaRequirement: row.viewer_meets_mfa === 1 } : null;
  };

const businessMembersOf =
  (db: Kysely<DB>): BusinessStorage['businessMembers'] =>
  async (businessUserId) => {
    const rows = await db
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
  };

const businessProductsOf =
  (db: Kysely<DB>): BusinessStorage['businessProducts'] =>
  async (businessUserId) => {
    const rows = await db
      .selectFrom('pins as p')
      .selectAll('p')
      .where('p.pinner_id', '=', businessUserId)
      // A product pin: an original whose rich summary says so.
      .where('p.is_repin', '=', 0)
      .where((eb) => eb(builderDialectOf(db).jsonText('p.content', 'richSummary.typeName'), '=', 'product'))
      .orderBy('p.id', 'desc')
      .execute();
    return rows.map(productOf);
  };

export function businessStore(db: Kysely<DB>): BusinessStorage {
  return {
    async businessAccount(userId) {
      const row = await accountRow(db, userId);
      return row ? accountOf(row) : null;
    },
    createBusinessAccount: createBusinessAccountOf(db),
    businessProfile: businessProfileOf(db),
    businessAccessOf: businessAccessOf(db),
    ...businessFigures(db),
    businessProducts: businessProductsOf(db),
    businessMembers: businessMembersOf(db),
    businessRecords: businessRecordsOf(db),
    businessHierarchy: businessHierarchyOf(db),
  };
}
