// What the server does with a person's second factor, given its key: the authenticator secret
// sealed before it is stored and opened to check a code, and recovery codes made, hashed and used.
// A typed second factor is either a 6-digit code from the app or a recovery code; each works once.

import { twoFactorCodeOf } from 'shared-contracts/rules';
import type { TwoFactorState, TwoFactorStorage } from '../storage/storage';
import { userSubject } from '../storage/subject';
import { newRecoveryCodes, recoveryCodeHasher, recoveryCodeOf } from './recoveryCodes';
import { createSecretBox } from './secretBox';
import { checkTwoFactorCode } from './twoFactor';

/** The secret box's use: a key derived for TOTP secrets alone. */
export const TOTP_SECRETS = 'totp secrets';

/** What was typed: the app's code or a recovery code (their letters), or neither. */
export type TypedSecondFactor = { kind: 'app'; code: string } | { kind: 'recovery'; letters: string } | null;

export function typedSecondFactor(typed: string): TypedSecondFactor {
  const code = twoFactorCodeOf(typed);
  if (code !== null) return { kind: 'app', code };
  const letters = recoveryCodeOf(typed);
  return letters === null ? null : { kind: 'recovery', letters };
}

export function createSecondFactor(storage: TwoFactorStorage, key: Buffer, now: () => number = Date.now) {
  const box = createSecretBox(key, TOTP_SECRETS);
  const hashRecovery = recoveryCodeHasher(key);
  const open = (userId: number, sealed: string) => box.open(userSubject(userId), sealed);

  return {
    seal: (userId: number, secret: string): string => box.seal(userSubject(userId), secret),
    open,
    /** The step a code from this (sealed) secret matched, or null; never a step at or before afterStep. */
    appCodeStep: (userId: number, sealed: string, code: string, afterStep: number | null): Promise<number | null> =>
      checkTwoFactorCode(open(userId, sealed), code, afterStep, now()),
    /** A new set of recovery codes to show once, and the hashes to store. */
    newRecoveryCodes(userId: number): { codes: string[]; hashes: string[] } {
      const codes = newRecoveryCodes();
      return { codes, hashes: codes.map((code) => hashRecovery(userId, recoveryCodeOf(code) ?? code)) };
    },
    /**
     * Checks what was typed against the account's two-factor authentication (on: `state.secret`)
     * and uses it up: 'app' or 'recovery' when it was right, null when not. A recovery code is
     * recorded as used, with when and from which browser.
     */
    async verify(
      userId: number,
      state: TwoFactorState,
      typed: TypedSecondFactor,
      device: string | null,
    ): Promise<'app' | 'recovery' | null> {
      if (!state.secret || typed === null) return null;
      if (typed.kind === 'recovery')
        return (await storage.useRecoveryCode(userId, hashRecovery(userId, typed.letters), new Date(now()), device)) ? 'recovery' : null;
      const step = await checkTwoFactorCode(open(userId, state.secret), typed.code, state.lastStep, now());
      return step !== null && (await storage.acceptTwoFactorStep(userId, step)) ? 'app' : null;
    },
  };
}

export type SecondFactor = ReturnType<typeof createSecondFactor>;
