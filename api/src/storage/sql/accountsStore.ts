// Users, sessions and cookie choices.

import type { ApiViewer } from 'shared-contracts';
import { SESSION_ID_LENGTH, sessionIdOf, type CookieSettings, type Storage, type UserSession } from '../storage';
import { dialectOf } from './dialect';
import { named } from './named';
import { ReadModels } from './readModels';
import { isUniqueViolation } from 'sql-kit/sqlErrors';
import type { SqlDb } from './sqlDb';

type AccountsStore = Pick<
  Storage,
  | 'createUser'
  | 'isUsernameTaken'
  | 'isEmailTaken'
  | 'findCredentials'
  | 'createSession'
  | 'findSessionUser'
  | 'deleteSession'
  | 'endSessions'
  | 'listSessions'
  | 'endSession'
  | 'getViewer'
  | 'getUser'
  | 'updateUser'
  | 'passwordHash'
  | 'setPasswordHash'
  | 'saveCookieSettings'
  | 'getCookieSettings'
>;

export function accountsStore(db: SqlDb): AccountsStore {
  const d = dialectOf(db);
  // users.username and users.email ignore case (SQLite: their COLLATE NOCASE).
  const USERNAME_IS = d.eqNocaseColumn('username', '?');
  const EMAIL_IS = d.eqNocaseColumn('email', '?');
  const cookieSettings = async (subject: string): Promise<CookieSettings | null> => {
    const row = await db.get<{
      allow_analytic_cookies: number;
      allow_marketing_cookies: number;
      allow_personalization_cookies: number;
      surface_tag: string | null;
    }>('SELECT * FROM cookie_settings WHERE subject = ?', subject);
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
      if (await db.get(`SELECT 1 FROM users WHERE ${USERNAME_IS}`, user.username)) return { taken: 'username' };
      if (await db.get(`SELECT 1 FROM users WHERE ${EMAIL_IS}`, user.email)) return { taken: 'email' };
      try {
        const inserted = await db.get<{ id: number }>(
          `INSERT INTO users (username, email, full_name, first_name, password_hash, avatar_color_index, save_behavior, created_at)
             VALUES (?, ?, ?, ?, ?, ?, 1, ?) RETURNING id`,
          user.username,
          user.email,
          user.fullName,
          user.firstName,
          user.passwordHash,
          user.username.length % 8,
          now,
        );
        return { userId: Number(inserted?.id) };
      } catch (error) {
        // Taken between the check and the insert (another request, or another edge).
        if (!isUniqueViolation(error)) throw error;
        return (await db.get(`SELECT 1 FROM users WHERE ${USERNAME_IS}`, user.username)) ? { taken: 'username' } : { taken: 'email' };
      }
    },
    async isUsernameTaken(username) {
      return (await db.get(`SELECT 1 FROM users WHERE ${USERNAME_IS}`, username)) !== undefined;
    },
    async isEmailTaken(email) {
      return (await db.get(`SELECT 1 FROM users WHERE ${EMAIL_IS}`, email)) !== undefined;
    },
    async findCredentials(usernameOrEmail) {
      const row = await db.get<{ id: number; password_hash: string | null }>(
        `SELECT id, password_hash FROM users WHERE ${USERNAME_IS} OR ${EMAIL_IS}`,
        usernameOrEmail,
        usernameOrEmail,
      );
      return row ? { userId: row.id, passwordHash: row.password_hash } : null;
    },
    async createSession(tokenHash, userId, expiresAt, device = null) {
      await db.run(
        'INSERT INTO sessions (token_hash, user_id, created_at, expires_at, device) VALUES (?, ?, ?, ?, ?)',
        tokenHash,
        userId,
        new Date().toISOString(),
        expiresAt.toISOString(),
        device,
      );
    },
    async findSessionUser(tokenHash, now) {
      const row = await db.get<{ user_id: number }>(
        'SELECT user_id FROM sessions WHERE token_hash = ? AND expires_at > ?',
        tokenHash,
        now.toISOString(),
      );
      return row?.user_id ?? null;
    },
    async deleteSession(tokenHash) {
      await db.run('DELETE FROM sessions WHERE token_hash = ?', tokenHash);
    },
    async endSessions(userId, exceptTokenHash) {
      const ended = await db.all<{ token_hash: string }>(
        'DELETE FROM sessions WHERE user_id = ? AND token_hash <> ? RETURNING token_hash',
        userId,
        exceptTokenHash ?? '',
      );
      return ended.length;
    },
    async listSessions(userId, now): Promise<UserSession[]> {
      const rows = await db.all<{ token_hash: string; created_at: string; device: string | null }>(
        'SELECT token_hash, created_at, device FROM sessions WHERE user_id = ? AND expires_at > ? ORDER BY created_at DESC, token_hash',
        userId,
        now.toISOString(),
      );
      return rows.map((row) => ({ id: sessionIdOf(row.token_hash), createdAt: row.created_at, device: row.device }));
    },
    async endSession(userId, id) {
      if (id.length !== SESSION_ID_LENGTH) return false;
      const ended = await db.all<{ token_hash: string }>(
        `DELETE FROM sessions WHERE user_id = ? AND substr(token_hash, 1, ${SESSION_ID_LENGTH}) = ? RETURNING token_hash`,
        userId,
        id,
      );
      return ended.length > 0;
    },
    async getViewer(userId) {
      const models = new ReadModels(db, { userId, subject: `user:${userId}`, isBot: false });
      const user = await models.user(userId);
      const row = await models.userRow(userId);
      if (!user || !row) return null;
      const quickSaves = await db.get<{ id: number }>("SELECT id FROM boards WHERE owner_id = ? AND layout = 'quick_saves'", userId);
      const secretBoardCount = Number(
        (await db.get<{ n: number }>("SELECT count(*) AS n FROM boards WHERE owner_id = ? AND privacy = 'secret'", userId))?.n ?? 0,
      );
      const cookies = await cookieSettings(`user:${userId}`);
      // As GET /vx/business_access/profiles/ would list them (businessProfiles), or their own business
      // account: either way the business header and hub have something to show.
      const hasBusinessProfiles =
        (await db.get(
          ...named(
            `SELECT 1 WHERE EXISTS (SELECT 1 FROM business_access a JOIN users u ON u.id = a.business_user_id WHERE a.member_id = @user)
               OR EXISTS (SELECT 1 FROM business_accounts WHERE user_id = @user)`,
            { user: userId },
          ),
        )) !== undefined;
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
          ? await db.get<{ id: number }>('SELECT id FROM users WHERE id = ?', by.userId)
          : await db.get<{ id: number }>(`SELECT id FROM users WHERE ${USERNAME_IS}`, by.username);
      return row ? new ReadModels(db, viewer).user(row.id) : null;
    },
    async updateUser(userId, changes) {
      await db.transaction(async (tx) => {
        if (changes.firstName !== undefined) await tx.run('UPDATE users SET first_name = ? WHERE id = ?', changes.firstName, userId);
        if (changes.fullName !== undefined) await tx.run('UPDATE users SET full_name = ? WHERE id = ?', changes.fullName, userId);
        if (changes.saveBehavior !== undefined)
          await tx.run('UPDATE users SET save_behavior = ? WHERE id = ?', changes.saveBehavior, userId);
        if (changes.about !== undefined) await tx.run('UPDATE users SET about = ? WHERE id = ?', changes.about, userId);
      });
    },
    async passwordHash(userId) {
      const row = await db.get<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = ?', userId);
      return row?.password_hash ?? null;
    },
    async setPasswordHash(userId, passwordHash) {
      await db.run('UPDATE users SET password_hash = ? WHERE id = ?', passwordHash, userId);
    },
    async saveCookieSettings(subject, s) {
      await db.run(
        `INSERT INTO cookie_settings (subject, allow_analytic_cookies, allow_marketing_cookies, allow_personalization_cookies, surface_tag, updated_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (subject) DO UPDATE SET allow_analytic_cookies = excluded.allow_analytic_cookies,
           allow_marketing_cookies = excluded.allow_marketing_cookies, allow_personalization_cookies = excluded.allow_personalization_cookies,
           surface_tag = excluded.surface_tag, updated_at = excluded.updated_at`,
        subject,
        Number(s.allow_analytic_cookies),
        Number(s.allow_marketing_cookies),
        Number(s.allow_personalization_cookies),
        s.surface_tag,
        new Date().toISOString(),
      );
    },
    async getCookieSettings(subject) {
      return cookieSettings(subject);
    },
  };
}
