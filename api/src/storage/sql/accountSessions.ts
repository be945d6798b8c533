// Sessions: starting one at sign-in, finding the user of a signed-in request, signing out, and the
// sessions settings lists and ends (one, or all but the current). A session is known by the hash
// of its token; settings shows and names it by the first SESSION_ID_LENGTH characters of that hash.

import { SESSION_ID_LENGTH, sessionIdOf, type AccountsStorage } from '../storage';
import { isoNow } from './isoNow';
import { prepared } from './preparedQuery';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

/** Every signed-in request asks it: prepared. */
const sessionUser = prepared(2, (k, tokenHash: string, now: string) =>
  k.selectFrom('sessions').select('user_id').where('token_hash', '=', tokenHash).where('expires_at', '>', now).limit(1),
);

const listSessionsOf =
  (db: Kysely<DB>): AccountsStorage['listSessions'] =>
  async (userId, now) => {
    const rows = await db
      .selectFrom('sessions')
      .select(['token_hash', 'created_at', 'device'])
      .where('user_id', '=', userId)
      .where('expires_at', '>', now.toISOString())
      .orderBy('created_at', 'desc')
      .orderBy('token_hash')
      .execute();
    return rows.map((row) => ({ id: sessionIdOf(row.token_hash), createdAt: row.created_at, device: row.device }));
  };

const endSessionOf =
  (db: Kysely<DB>): AccountsStorage['endSession'] =>
  async (userId, id) => {
    if (id.length !== SESSION_ID_LENGTH) return false;
    const ended = await db
      .deleteFrom('sessions')
      .where('user_id', '=', userId)
      .where((eb) => eb(eb.fn('substr', ['token_hash', eb.lit(1), eb.lit(SESSION_ID_LENGTH)]), '=', id))
      .executeTakeFirst();
    return ended.numDeletedRows > 0n;
  };

type AccountSessions = Pick<
  AccountsStorage,
  'createSession' | 'findSessionUser' | 'deleteSession' | 'endSessions' | 'listSessions' | 'endSession'
>;

export function accountSessions(db: Kysely<DB>): AccountSessions {
  return {
    async createSession(tokenHash, userId, expiresAt, device = null) {
      await db
        .insertInto('sessions')
        .values({
          token_hash: tokenHash,
          user_id: userId,
          created_at: isoNow(),
          expires_at: expiresAt.toISOString(),
          device,
        })
        .execute();
    },
    async findSessionUser(tokenHash, now) {
      return (await sessionUser(db, tokenHash, now.toISOString()))?.user_id ?? null;
    },
    async deleteSession(tokenHash) {
      await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },
    async endSessions(userId, exceptTokenHash) {
      const ended = await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('token_hash', '<>', exceptTokenHash ?? '')
        .executeTakeFirst();
      return Number(ended.numDeletedRows);
    },
    listSessions: listSessionsOf(db),
    endSession: endSessionOf(db),
  };
}
