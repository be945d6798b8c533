// Two-factor authentication's stored half: the authenticator secret being set up, the one in use,
// and the last time step a code was accepted for. Accepting a step is one conditional update, so
// two requests racing with the same code cannot both pass.

import type { Storage, TwoFactorState } from '../storage';
import type { SqlDb } from './sqlDb';

/**
 * 1 when a member meets a business's two-factor rule: their own two-factor authentication is on, or
 * the access was granted as meeting it (the imported world's flag, from before two-factor existed here).
 */
export const meetsMfa = (access: string, member: string) =>
  `CASE WHEN ${access}.viewer_meets_mfa = 1 OR ${member}.totp_secret IS NOT NULL THEN 1 ELSE 0 END`;

type TwoFactorStore = Pick<Storage, 'twoFactor' | 'startTwoFactor' | 'enableTwoFactor' | 'disableTwoFactor' | 'acceptTwoFactorStep'>;

interface TwoFactorRow {
  totp_pending_secret: string | null;
  totp_secret: string | null;
  totp_enabled_at: string | null;
  totp_last_step: number | string | null;
}

export function twoFactorStore(db: SqlDb): TwoFactorStore {
  return {
    async twoFactor(userId): Promise<TwoFactorState | null> {
      const row = await db.get<TwoFactorRow>(
        'SELECT totp_pending_secret, totp_secret, totp_enabled_at, totp_last_step FROM users WHERE id = ?',
        userId,
      );
      if (!row) return null;
      return {
        pendingSecret: row.totp_pending_secret,
        secret: row.totp_secret,
        enabledAt: row.totp_enabled_at,
        lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
      };
    },
    async startTwoFactor(userId, pendingSecret) {
      await db.run('UPDATE users SET totp_pending_secret = ? WHERE id = ?', pendingSecret, userId);
    },
    async enableTwoFactor(userId, secret, step, now) {
      // Only the secret still pending: a second set-up started since makes this one stale.
      const done = await db.run(
        `UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_enabled_at = ?, totp_last_step = ?
           WHERE id = ? AND totp_pending_secret = ?`,
        now.toISOString(),
        step,
        userId,
        secret,
      );
      return done.changes === 1;
    },
    async disableTwoFactor(userId) {
      await db.run(
        'UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL WHERE id = ?',
        userId,
      );
    },
    async acceptTwoFactorStep(userId, step) {
      const done = await db.run(
        `UPDATE users SET totp_last_step = ? WHERE id = ? AND totp_secret IS NOT NULL AND (totp_last_step IS NULL OR totp_last_step < ?)`,
        step,
        userId,
        step,
      );
      return done.changes === 1;
    },
  };
}
