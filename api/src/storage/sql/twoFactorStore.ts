// Two-factor authentication's stored half: the authenticator secret being set up, the one in use,
// and the last time step a code was accepted for. Accepting a step is one conditional update, so
// two requests racing with the same code cannot both pass.

import type { TwoFactorState, TwoFactorStorage } from '../storage';
import { kyselyOf } from './kyselyOf';
import type { SqlDb } from './sqlDb';

/**
 * 1 when a member meets a business's two-factor rule: their own two-factor authentication is on, or
 * the access was granted as meeting it (the imported world's flag, from before two-factor existed here).
 */
export const meetsMfa = (access: string, member: string) =>
  `CASE WHEN ${access}.viewer_meets_mfa = 1 OR ${member}.totp_secret IS NOT NULL THEN 1 ELSE 0 END`;

export function twoFactorStore(db: SqlDb): TwoFactorStorage {
  const users = () => kyselyOf(db).updateTable('users');
  return {
    async twoFactor(userId): Promise<TwoFactorState | null> {
      const row = await kyselyOf(db)
        .selectFrom('users')
        .select(['totp_pending_secret', 'totp_secret', 'totp_enabled_at', 'totp_last_step'])
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        pendingSecret: row.totp_pending_secret,
        secret: row.totp_secret,
        enabledAt: row.totp_enabled_at,
        lastStep: row.totp_last_step,
      };
    },
    async startTwoFactor(userId, pendingSecret) {
      await users().set({ totp_pending_secret: pendingSecret }).where('id', '=', userId).execute();
    },
    async enableTwoFactor(userId, secret, step, now) {
      // Only the secret still pending: a second set-up started since makes this one stale.
      const done = await users()
        .set((eb) => ({
          totp_secret: eb.ref('totp_pending_secret'),
          totp_pending_secret: null,
          totp_enabled_at: now.toISOString(),
          totp_last_step: step,
        }))
        .where('id', '=', userId)
        .where('totp_pending_secret', '=', secret)
        .executeTakeFirst();
      return done.numUpdatedRows === 1n;
    },
    async disableTwoFactor(userId) {
      await users()
        .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
        .where('id', '=', userId)
        .execute();
    },
    async acceptTwoFactorStep(userId, step) {
      const done = await users()
        .set({ totp_last_step: step })
        .where('id', '=', userId)
        .where('totp_secret', 'is not', null)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return done.numUpdatedRows === 1n;
    },
  };
}
