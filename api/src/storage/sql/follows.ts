// Following: people, boards and interests (a follow is one row, made or dropped), and the interests
// there are to follow, each by name and, for a user, with whether they follow it. Part of the
// engagement store (engagementStore.ts).

import type { EngagementStorage } from '../storage';
import { isoNow } from './isoNow';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

const setUserFollowOf =
  (db: Kysely<DB>): EngagementStorage['setUserFollow'] =>
  async (followerId, followeeId, on) => {
    if (on) {
      const inserted = await db
        .insertInto('user_follows')
        .values({ follower_id: followerId, followee_id: followeeId, created_at: isoNow() })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      // DO NOTHING: nothing is updated, so this counts inserts only.
      return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n;
    }
    const deleted = await db
      .deleteFrom('user_follows')
      .where('follower_id', '=', followerId)
      .where('followee_id', '=', followeeId)
      .executeTakeFirst();
    return deleted.numDeletedRows > 0n;
  };

const setBoardFollowOf =
  (db: Kysely<DB>): EngagementStorage['setBoardFollow'] =>
  async (userId, boardId, on) => {
    if (on)
      await db
        .insertInto('board_follows')
        .values({ user_id: userId, board_id: boardId, created_at: isoNow() })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    else await db.deleteFrom('board_follows').where('user_id', '=', userId).where('board_id', '=', boardId).execute();
  };

const setInterestFollowOf =
  (db: Kysely<DB>): EngagementStorage['setInterestFollow'] =>
  async (userId, interestId, on, favorited) => {
    if (on) {
      await db
        .insertInto('interest_follows')
        .values({ user_id: userId, interest_id: interestId, favorited: Number(favorited), created_at: isoNow() })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'interest_id']).doUpdateSet((eb) => ({ favorited: eb.ref('excluded.favorited') })),
        )
        .execute();
    } else {
      await db.deleteFrom('interest_follows').where('user_id', '=', userId).where('interest_id', '=', interestId).execute();
    }
  };

const userInterestsOf =
  (db: Kysely<DB>): EngagementStorage['userInterests'] =>
  async (userId) => {
    const rows = await db
      .selectFrom('interests as i')
      .select((eb) => [
        'i.id',
        'i.name',
        'i.url_name',
        // Literal 1/0, not bound values: PostgreSQL would type bound ones as text. EXISTS alone is a boolean there.
        eb
          .case()
          .when(
            eb.exists(
              eb
                .selectFrom('interest_follows as f')
                .select(eb.lit(1).as('one'))
                .where('f.user_id', '=', userId)
                .whereRef('f.interest_id', '=', 'i.id'),
            ),
          )
          .then(eb.lit(1))
          .else(eb.lit(0))
          .end()
          .as('followed'),
      ])
      .orderBy('i.name')
      .orderBy('i.id')
      .execute();
    return rows.map((r) => ({ id: String(r.id), name: r.name, urlName: r.url_name, followedByMe: r.followed === 1 }));
  };

type Follows = Pick<
  EngagementStorage,
  'setUserFollow' | 'setBoardFollow' | 'interestExists' | 'listInterests' | 'findInterestId' | 'setInterestFollow' | 'userInterests'
>;

export function follows(db: Kysely<DB>): Follows {
  return {
    setUserFollow: setUserFollowOf(db),
    setBoardFollow: setBoardFollowOf(db),
    async interestExists(interestId) {
      return (await db.selectFrom('interests').select('id').where('id', '=', interestId).executeTakeFirst()) !== undefined;
    },
    async listInterests() {
      const rows = await db.selectFrom('interests').select(['id', 'name', 'url_name']).orderBy('name').execute();
      return rows.map((r) => ({ id: String(r.id), name: r.name, urlName: r.url_name }));
    },
    async findInterestId(urlName) {
      const row = await db.selectFrom('interests').select('id').where('url_name', '=', urlName).executeTakeFirst();
      return row?.id ?? null;
    },
    setInterestFollow: setInterestFollowOf(db),
    userInterests: userInterestsOf(db),
  };
}
