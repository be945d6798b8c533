// Users, sessions and cookie choices.

import type { ApiViewer } from 'shared-contracts';
import type { CookieSettings, Storage } from '../storage';
import type { Db } from '../sqlite/openDatabase';
import { sql } from '../sqlite/statementCache';
import { ReadModels } from './readModels';

type AccountsStore = Pick<
  Storage,
  | 'createUser'
  | 'isUsernameTaken'
  | 'isEmailTaken'
  | 'findCredentials'
  | 'createSession'
  | 'findSessionUser'
  | 'deleteSession'
  | 'getViewer'
  | 'getUser'
  | 'updateUser'
  | 'passwordHash'
  | 'setPasswordHash'
  | 'saveCookieSettings'
  | 'getCookieSettings'
>;

export function accountsStore(db: Db): AccountsStore {
  const cookieSettings = (subject: string): CookieSettings | null => {
    const row = sql(db, 'SELECT * FROM cookie_settings WHERE subject = ?').get(subject) as
      | {
          allow_analytic_cookies: number;
          allow_marketing_cookies: number;
          allow_personalization_cookies: number;
          surface_tag: string | null;
        }
      | undefined;
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
      if (sql(db, 'SELECT 1 FROM users WHERE username = ?').get(user.username)) return { taken: 'username' };
      if (sql(db, 'SELECT 1 FROM users WHERE email = ?').get(user.email)) return { taken: 'email' };
      const result = sql(
        db,
        `INSERT INTO users (username, email, full_name, first_name, password_hash, avatar_color_index, save_behavior, created_at)
           VALUES (?, ?, ?, ?, ?, ?, 1, ?)`,
      ).run(user.username, user.email, user.fullName, user.firstName, user.passwordHash, user.username.length % 8, now);
      return { userId: Number(result.lastInsertRowid) };
    },
    async isUsernameTaken(username) {
      return sql(db, 'SELECT 1 FROM users WHERE username = ?').get(username) !== undefined;
    },
    async isEmailTaken(email) {
      return sql(db, 'SELECT 1 FROM users WHERE email = ?').get(email) !== undefined;
    },
    async findCredentials(usernameOrEmail) {
      const row = sql(db, 'SELECT id, password_hash FROM users WHERE username = ? OR email = ?').get(usernameOrEmail, usernameOrEmail) as
        { id: number; password_hash: string | null } | undefined;
      return row ? { userId: row.id, passwordHash: row.password_hash } : null;
    },
    async createSession(tokenHash, userId, expiresAt) {
      sql(db, 'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
        tokenHash,
        userId,
        new Date().toISOString(),
        expiresAt.toISOString(),
      );
    },
    async findSessionUser(tokenHash, now) {
      const row = sql(db, 'SELECT user_id FROM sessions WHERE token_hash = ? AND expires_at > ?').get(tokenHash, now.toISOString()) as
        { user_id: number } | undefined;
      return row?.user_id ?? null;
    },
    async deleteSession(tokenHash) {
      sql(db, 'DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);
    },
    async getViewer(userId) {
      const models = new ReadModels(db, { userId, subject: `user:${userId}`, isBot: false });
      const user = models.user(userId);
      const row = models.userRow(userId);
      if (!user || !row) return null;
      const quickSaves = sql(db, "SELECT id FROM boards WHERE owner_id = ? AND layout = 'quick_saves'").get(userId) as
        { id: number } | undefined;
      const secretBoardCount = (
        sql(db, "SELECT count(*) AS n FROM boards WHERE owner_id = ? AND privacy = 'secret'").get(userId) as { n: number }
      ).n;
      const cookies = cookieSettings(`user:${userId}`);
      // As GET /vx/business_access/profiles/ would list them (businessProfiles), or their own business
      // account: either way the business header and hub have something to show.
      const hasBusinessProfiles =
        sql(
          db,
          `SELECT 1 WHERE EXISTS (SELECT 1 FROM business_access a JOIN users u ON u.id = a.business_user_id WHERE a.member_id = @user)
             OR EXISTS (SELECT 1 FROM business_accounts WHERE user_id = @user)`,
        ).get({ user: userId }) !== undefined;
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
          ? (sql(db, 'SELECT id FROM users WHERE id = ?').get(by.userId) as { id: number } | undefined)
          : (sql(db, 'SELECT id FROM users WHERE username = ?').get(by.username) as { id: number } | undefined);
      return row ? new ReadModels(db, viewer).user(row.id) : null;
    },
    async updateUser(userId, changes) {
      db.transaction(() => {
        if (changes.firstName !== undefined) sql(db, 'UPDATE users SET first_name = ? WHERE id = ?').run(changes.firstName, userId);
        if (changes.fullName !== undefined) sql(db, 'UPDATE users SET full_name = ? WHERE id = ?').run(changes.fullName, userId);
        if (changes.saveBehavior !== undefined)
          sql(db, 'UPDATE users SET save_behavior = ? WHERE id = ?').run(changes.saveBehavior, userId);
        if (changes.about !== undefined) sql(db, 'UPDATE users SET about = ? WHERE id = ?').run(changes.about, userId);
      })();
    },
    async passwordHash(userId) {
      const row = sql(db, 'SELECT password_hash FROM users WHERE id = ?').get(userId) as { password_hash: string | null } | undefined;
      return row?.password_hash ?? null;
    },
    async setPasswordHash(userId, passwordHash) {
      sql(db, 'UPDATE users SET password_hash = ? WHERE id = ?').run(passwordHash, userId);
    },
    async saveCookieSettings(subject, s) {
      sql(
        db,
        `INSERT INTO cookie_settings (subject, allow_analytic_cookies, allow_marketing_cookies, allow_personalization_cookies, surface_tag, updated_at)
         VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (subject) DO UPDATE SET allow_analytic_cookies = excluded.allow_analytic_cookies,
           allow_marketing_cookies = excluded.allow_marketing_cookies, allow_personalization_cookies = excluded.allow_personalization_cookies,
           surface_tag = excluded.surface_tag, updated_at = excluded.updated_at`,
      ).run(
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
