// Signing up and signing in: whether a username or email is taken, making the user (racing
// sign-ups included), the credentials a sign-in checks, and reading or replacing the password hash.
// userWhere, the case-blind lookup by username or email, is shared with accountProfiles.ts.

import { isUniqueViolation } from 'sql-kit/sqlErrors';
import type { AccountsStorage } from '../storage';
import { builderDialectOf } from './builderDialect';
import { isoNow } from './isoNow';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

/** The users with this username or email; users.username and users.email ignore case (SQLite: their COLLATE NOCASE). */
export const userWhere = (db: Kysely<DB>, column: 'username' | 'email', value: string) =>
  db.selectFrom('users').where(builderDialectOf(db).eqNocaseColumn(column, value));

const userExists = async (db: Kysely<DB>, column: 'username' | 'email', value: string) =>
  (await userWhere(db, column, value).select('id').executeTakeFirst()) !== undefined;

const createUserOf =
  (db: Kysely<DB>): AccountsStorage['createUser'] =>
  async (user) => {
    const now = isoNow();
    if (await userExists(db, 'username', user.username)) return { taken: 'username' };
    if (await userExists(db, 'email', user.email)) return { taken: 'email' };
    try {
      const inserted = await db
        .insertInto('users')
        .values({
          username: user.username,
          email: user.email,
          full_name: user.fullName,
          first_name: user.firstName,
          password_hash: user.passwordHash,
          avatar_color_index: user.username.length % 8,
          save_behavior: 1,
          // A new person is asked for their interests once (firstRun.ts).
          first_run_pending: 1,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { userId: inserted.id };
    } catch (error) {
      // Taken between the check and the insert (another request, or another edge).
      if (!isUniqueViolation(error)) throw error;
      return (await userExists(db, 'username', user.username)) ? { taken: 'username' } : { taken: 'email' };
    }
  };

const findCredentialsOf =
  (db: Kysely<DB>): AccountsStorage['findCredentials'] =>
  async (usernameOrEmail) => {
    const d = builderDialectOf(db);
    const row = await db
      .selectFrom('users')
      .select(['id', 'password_hash'])
      .where((eb) => eb.or([d.eqNocaseColumn('username', usernameOrEmail), d.eqNocaseColumn('email', usernameOrEmail)]))
      .executeTakeFirst();
    return row ? { userId: row.id, passwordHash: row.password_hash } : null;
  };

type AccountCredentials = Pick<
  AccountsStorage,
  'createUser' | 'isUsernameTaken' | 'isEmailTaken' | 'findCredentials' | 'passwordHash' | 'setPasswordHash'
>;

export function accountCredentials(db: Kysely<DB>): AccountCredentials {
  return {
    createUser: createUserOf(db),
    async isUsernameTaken(username) {
      return userExists(db, 'username', username);
    },
    async isEmailTaken(email) {
      return userExists(db, 'email', email);
    },
    findCredentials: findCredentialsOf(db),
    async passwordHash(userId) {
      const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
      return row?.password_hash ?? null;
    },
    async setPasswordHash(userId, passwordHash) {
      await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    },
  };
}
