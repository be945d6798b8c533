// Discovery's topics: every interest, and one found by its URL name, as a tile with its count of
// discoverable pins, its first four as covers, and whether the viewer follows it. The interests
// read here are also what discoveryStories.ts picks each day's topics from.

import type { ApiImage, ApiInterest, ApiTopic } from 'shared-contracts/api';
import type { DiscoveryStorage, Viewer } from '../storage';
import { coverOf, FEED_ORDER, topicPinCount, topicPins } from './discoveryPins';
import type { InterestRow } from './rows';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

export const interestOf = (row: InterestRow): ApiInterest => ({ id: String(row.id), name: row.name, urlName: row.url_name });
export const allInterests = (db: Kysely<DB>) => db.selectFrom('interests').select(['id', 'name', 'url_name']).orderBy('id').execute();

const covers = async (db: Kysely<DB>, viewer: Viewer, interestId: number): Promise<ApiImage[]> => {
  const rows = await topicPins(db, viewer, interestId, FEED_ORDER)
    .limit(4)
    .select(['p.image_signature', 'p.image_width', 'p.image_height', 'p.dominant_color'])
    .execute();
  return rows.map(coverOf);
};

const tile = async (db: Kysely<DB>, viewer: Viewer, row: InterestRow): Promise<ApiTopic> => {
  const pinCount = await topicPinCount(db, viewer, row.id);
  const followed =
    viewer.userId !== null &&
    (await db
      .selectFrom('interest_follows')
      .select((eb) => eb.lit(1).as('one'))
      .where('user_id', '=', viewer.userId)
      .where('interest_id', '=', row.id)
      .executeTakeFirst()) !== undefined;
  return {
    interest: interestOf(row),
    pinCount,
    covers: await covers(db, viewer, row.id),
    followedByMe: followed,
  };
};

export const topicsOf =
  (db: Kysely<DB>): DiscoveryStorage['topics'] =>
  async (viewer) =>
    Promise.all((await allInterests(db)).map((row) => tile(db, viewer, row)));

export const topicOf =
  (db: Kysely<DB>): DiscoveryStorage['topic'] =>
  async (viewer, name) => {
    // By its URL name, else one that begins with it ('food' is 'food-and-drink'), else by id.
    const rows = await allInterests(db);
    const lower = name.toLowerCase();
    const row =
      rows.find((r) => r.url_name === lower) ??
      rows.find((r) => r.url_name.startsWith(`${lower}-`)) ??
      rows.find((r) => String(r.id) === lower);
    return row ? tile(db, viewer, row) : null;
  };
