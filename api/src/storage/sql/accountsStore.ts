// Users, sessions and cookie choices.

import type { Updateable } from 'kysely';
import type { ApiViewer } from 'shared-contracts';
import { SESSION_ID_LENGTH, sessionIdOf, type CookieSettings, type UserSession, type AccountsStorage } from '../storage';
import type { OutboundLink } from '../outboundLink';
import type { Users } from './apiTables';
import { builderDialectOf } from './builderDialect';
import { kyselyOf, prepared } from './kyselyOf';
import { ReadModels } from './readModels';
import { isUniqueViolation } from 'sql-kit/sqlErrors';
import type { SqlDb } from './sqlDb';
import { personViewer, userSubject } from '../subject';

/** Every signed-in request asks it: prepared. */
const sessionUser = prepared(2, (k, tokenHash: string, now: string) =>
  k.selectFrom('sessions').select('user_id').where('token_hash', '=', tokenHash).where('expires_at', '>', now).limit(1),
);

export function accountsStore(db: SqlDb, outboundLink: OutboundLink): AccountsStorage {
  const d = builderDialectOf(db);
  // users.username and users.email ignore case (SQLite: their COLLATE NOCASE).
  const userWhere = (column: 'username' | 'email', value: string) =>
    kyselyOf(db).selectFrom('users').where(d.eqNocaseColumn(column, value));
  const userExists = async (column: 'username' | 'email', value: string) =>
    (await userWhere(column, value).select('id').executeTakeFirst()) !== undefined;
  const cookieSettings = async (subject: string): Promise<CookieSettings | null> => {
    const row = await kyselyOf(db)
      .selectFrom('cookie_settings')
      .select(['allow_analytic_cookies', 'allow_marketing_cookies', 'allow_personalization_cookies', 'surface_tag'])
      .where('subject', '=', subject)
      .executeTakeFirst();
    return row
      ? {
          allow_analytic_cookies: row.allow_analytic_cookies === 1,
          allow_marketing_cookies: row.allow_marketing_cookies === 1,
          allow_personalization_cookies: row.allow_personalization_cookies === 1,
          surface_tag: row.surface_tag,
        }
      : null;
  };

  return {
    async createUser(user) {
      const now = new Date().toISOString();
      if (await userExists('username', user.username)) return { taken: 'username' };
      if (await userExists('email', user.email)) return { taken: 'email' };
      try {
        const inserted = await kyselyOf(db)
          .insertInto('users')
          .values({
            username: user.username,
            email: user.email,
            full_name: user.fullName,
            first_name: user.firstName,
            password_hash: user.passwordHash,
            avatar_color_index: user.username.length % 8,
            save_behavior: 1,
            created_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { userId: inserted.id };
      } catch (error) {
        // Taken between the check and the insert (another request, or another edge).
        if (!isUniqueViolation(error)) throw error;
        return (await userExists('username', user.username)) ? { taken: 'username' } : { taken: 'email' };
      }
    },
    async isUsernameTaken(username) {
      return userExists('username', username);
    },
    async isEmailTaken(email) {
      return userExists('email', email);
    },
    async findCredentials(usernameOrEmail) {
      const row = await kyselyOf(db)
        .selectFrom('users')
        .select(['id', 'password_hash'])
        .where((eb) => eb.or([d.eqNocaseColumn('username', usernameOrEmail), d.eqNocaseColumn('email', usernameOrEmail)]))
        .executeTakeFirst();
      return row ? { userId: row.id, passwordHash: row.password_hash } : null;
    },
    async createSession(tokenHash, userId, expiresAt, device = null) {
      await kyselyOf(db)
        .insertInto('sessions')
        .values({
          token_hash: tokenHash,
          user_id: userId,
          created_at: new Date().toISOString(),
          expires_at: expiresAt.toISOString(),
          device,
        })
        .execute();
    },
    async findSessionUser(tokenHash, now) {
      return (await sessionUser(db, tokenHash, now.toISOString()))?.user_id ?? null;
    },
    async deleteSession(tokenHash) {
      await kyselyOf(db).deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
    },
    async endSessions(userId, exceptTokenHash) {
      const ended = await kyselyOf(db)
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where('token_hash', '<>', exceptTokenHash ?? '')
        .executeTakeFirst();
      return Number(ended.numDeletedRows);
    },
    async listSessions(userId, now): Promise<UserSession[]> {
      const rows = await kyselyOf(db)
        .selectFrom('sessions')
        .select(['token_hash', 'created_at', 'device'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', now.toISOString())
        .orderBy('created_at', 'desc')
        .orderBy('token_hash')
        .execute();
      return rows.map((row) => ({ id: sessionIdOf(row.token_hash), createdAt: row.created_at, device: row.device }));
    },
    async endSession(userId, id) {
      if (id.length !== SESSION_ID_LENGTH) return false;
      const ended = await kyselyOf(db)
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where((eb) => eb(eb.fn('substr', ['token_hash', eb.lit(1), eb.lit(SESSION_ID_LENGTH)]), '=', id))
        .executeTakeFirst();
      return ended.numDeletedRows > 0n;
    },
    async getViewer(userId) {
      const models = new ReadModels(db, personViewer(userId), outboundLink);
      const user = await models.user(userId);
      const row = await models.userRow(userId);
      if (!user || !row) return null;
      const k = kyselyOf(db);
      const quickSaves = await k
        .selectFrom('boards')
        .select('id')
        .where('owner_id', '=', userId)
        .where('layout', '=', 'quick_saves')
        .executeTakeFirst();
      const secretBoards = await k
        .selectFrom('boards')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', userId)
        .where('privacy', '=', 'secret')
        .executeTakeFirst();
      const secretBoardCount = secretBoards?.n ?? 0;
      const cookies = await cookieSettings(userSubject(userId));
      // As GET /vx/business_access/profiles/ would list them (businessProfiles), or their own business
      // account: either way the business header and hub have something to show.
      const hasBusinessProfiles =
        (await k
          .selectNoFrom((eb) => eb.lit(1).as('one'))
          .where((eb) =>
            eb.or([
              eb.exists(
                eb
                  .selectFrom('business_access as a')
                  .innerJoin('users as u', 'u.id', 'a.business_user_id')
                  .select(eb.lit(1).as('one'))
                  .where('a.member_id', '=', userId),
              ),
              eb.exists(eb.selectFrom('business_accounts').select(eb.lit(1).as('one')).where('user_id', '=', userId)),
            ]),
          )
          .executeTakeFirst()) !== undefined;
      const viewer: ApiViewer = {
        ...user,
        isAuth: true,
        isBot: false,
        isSocialBot: false,
        is_employee: row.is_employee === 1,
        secretBoardCount,
        has_quicksave_board: quickSaves !== undefined,
        quicksave_board_id: quickSaves ? String(quickSaves.id) : null,
        should_show_messaging: row.should_show_messaging === 1,
        save_behavior: row.save_behavior === 0 ? 0 : 1,
        allow_analytic_cookies: cookies?.allow_analytic_cookies ?? null,
        allow_marketing_cookies: cookies?.allow_marketing_cookies ?? null,
        allow_personalization_cookies: cookies?.allow_personalization_cookies ?? null,
        hasBusinessProfiles,
      };
      return viewer;
    },
    async getUser(viewer, by) {
      const row =
        'userId' in by
          ? await kyselyOf(db).selectFrom('users').select('id').where('id', '=', by.userId).executeTakeFirst()
          : await userWhere('username', by.username).select('id').executeTakeFirst();
      return row ? new ReadModels(db, viewer, outboundLink).user(row.id) : null;
    },
    async updateUser(userId, changes) {
      await db.transaction(async (tx) => {
        const set = (values: Updateable<Users>) => kyselyOf(tx).updateTable('users').set(values).where('id', '=', userId).execute();
        if (changes.firstName !== undefined) await set({ first_name: changes.firstName });
        if (changes.fullName !== undefined) await set({ full_name: changes.fullName });
        if (changes.saveBehavior !== undefined) await set({ save_behavior: changes.saveBehavior });
        if (changes.about !== undefined) await set({ about: changes.about });
      });
    },
    async passwordHash(userId) {
      const row = await kyselyOf(db).selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
      return row?.password_hash ?? null;
    },
    async setPasswordHash(userId, passwordHash) {
      await kyselyOf(db).updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    },
    async saveCookieSettings(subject, s) {
      await kyselyOf(db)
        .insertInto('cookie_settings')
        .values({
          subject,
          allow_analytic_cookies: Number(s.allow_analytic_cookies),
          allow_marketing_cookies: Number(s.allow_marketing_cookies),
          allow_personalization_cookies: Number(s.allow_personalization_cookies),
          surface_tag: s.surface_tag,
          updated_at: new Date().toISOString(),
        })
        .onConflict((conflict) =>
          conflict.column('subject').doUpdateSet((eb) => ({
            allow_analytic_cookies: eb.ref('excluded.allow_analytic_cookies'),
            allow_marketing_cookies: eb.ref('excluded.allow_marketing_cookies'),
            allow_personalization_cookies: eb.ref('excluded.allow_personalization_cookies'),
            surface_tag: eb.ref('excluded.surface_tag'),
            updated_at: eb.ref('excluded.updated_at'),
          })),
        )
        .execute();
    },
    async getCookieSettings(subject) {
      return cookieSettings(subject);
    },
  };
}
