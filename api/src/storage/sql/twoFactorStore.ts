// Two-factor authentication's stored half: the authenticator secret being set up, the one in use
// (as the server sealed them), the last time step a code was accepted for, and the recovery codes'
// hashes. Accepting a step, or using a recovery code, is one conditional update, so two requests
// racing with the same code cannot both pass.

import type { StoredTwoFactorSecrets, TwoFactorState, TwoFactorStorage } from '../storage';
import { transaction } from './apiDb';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

/**
 * 1 when a member meets a business's two-factor rule: their own two-factor authentication is on, or
 * the access was granted as meeting it (the imported world's flag, from before two-factor existed here).
 */
export const meetsMfa = (access: string, member: string) =>
  `CASE WHEN ${access}.viewer_meets_mfa = 1 OR ${member}.totp_secret IS NOT NULL THEN 1 ELSE 0 END`;

const storedSecrets = (row: { id: number; totp_secret: string | null; totp_pending_secret: string | null }): StoredTwoFactorSecrets => ({
  userId: row.id,
  secret: row.totp_secret,
  pendingSecret: row.totp_pending_secret,
});

export function twoFactorStore(db: Kysely<DB>): TwoFactorStorage {
  const users = () => db.updateTable('users');
  const secretsOf = () => db.selectFrom('users').select(['id', 'totp_secret', 'totp_pending_secret']);
  return {
    async twoFactor(userId): Promise<TwoFactorState | null> {
      const row = await db
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
    async enableTwoFactor(userId, secret, step, now, recoveryCodeHashes) {
      return transaction(db, async (tx) => {
        // Only the secret still pending: a second set-up started since makes this one stale.
        const done = await tx
          .updateTable('users')
          .set((eb) => ({
            totp_secret: eb.ref('totp_pending_secret'),
            totp_pending_secret: null,
            totp_enabled_at: now.toISOString(),
            totp_last_step: step,
          }))
          .where('id', '=', userId)
          .where('totp_pending_secret', '=', secret)
          .executeTakeFirst();
        if (done.numUpdatedRows !== 1n) return false;
        await tx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
        await tx
          .insertInto('two_factor_recovery_codes')
          .values(recoveryCodeHashes.map((hash) => ({ user_id: userId, code_hash: hash, created_at: now.toISOString() })))
          .execute();
        return true;
      });
    },
    async disableTwoFactor(userId) {
      await transaction(db, async (tx) => {
        await tx
          .updateTable('users')
          .set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null })
          .where('id', '=', userId)
          .execute();
        await tx.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
      });
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
    async useRecoveryCode(userId, codeHash, now, device) {
      const done = await db
        .updateTable('two_factor_recovery_codes')
        .set({ used_at: now.toISOString(), used_device: device })
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return done.numUpdatedRows === 1n;
    },
    async recoveryCodes(userId) {
      const codes = () => db.selectFrom('two_factor_recovery_codes').where('user_id', '=', userId);
      const left = await codes()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('used_at', 'is', null)
        .executeTakeFirst();
      const last = await codes()
        .select(['used_at', 'used_device'])
        .where('used_at', 'is not', null)
        .orderBy('used_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return { left: Number(left?.n ?? 0), lastUse: last?.used_at ? { at: last.used_at, device: last.used_device } : null };
    },
    async unsealedTwoFactorSecrets(sealedPrefix) {
      const rows = await secretsOf()
        .where((eb) =>
          eb.or([
            eb.and([eb('totp_secret', 'is not', null), eb('totp_secret', 'not like', `${sealedPrefix}%`)]),
            eb.and([eb('totp_pending_secret', 'is not', null), eb('totp_pending_secret', 'not like', `${sealedPrefix}%`)]),
          ]),
        )
        .orderBy('id')
        .execute();
      return rows.map(storedSecrets);
    },
    async someSealedTwoFactorSecret(sealedPrefix) {
      const row = await secretsOf()
        .where((eb) => eb.or([eb('totp_secret', 'like', `${sealedPrefix}%`), eb('totp_pending_secret', 'like', `${sealedPrefix}%`)]))
        .limit(1)
        .executeTakeFirst();
      return row ? storedSecrets(row) : null;
    },
    async replaceTwoFactorSecrets(from, to) {
      const done = await users()
        .set({ totp_secret: to.secret, totp_pending_secret: to.pendingSecret })
        .where('id', '=', from.userId)
        .where((eb) =>
          eb.and([
            from.secret === null ? eb('totp_secret', 'is', null) : eb('totp_secret', '=', from.secret),
            from.pendingSecret === null ? eb('totp_pending_secret', 'is', null) : eb('totp_pending_secret', '=', from.pendingSecret),
          ]),
        )
        .executeTakeFirst();
      return done.numUpdatedRows === 1n;
    },
  };
}
