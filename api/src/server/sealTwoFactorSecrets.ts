// The data half of migration 10 (SQLite) and 7 (PostgreSQL): authenticator secrets an older version
// kept plain in users.totp_secret (and totp_pending_secret) are sealed with the server's key when
// the API opens, through the stores' one SQL on either database. SQL migrations cannot do it: the
// key is configuration, never in the database. Each row is replaced only if it is still what was
// read (another edge may be sealing it too), so running it again, or on two edges at once, is safe.
// It also checks that the configured key opens what is sealed, so a wrong key stops the start with
// its fix instead of failing every two-factor login.

import type { TwoFactorStorage } from '../storage/storage';
import { isSealed, SEALED_PREFIX } from './secretBox';
import { createSecondFactor } from './secondFactor';
import { TWO_FACTOR_KEY_VARIABLE } from './twoFactorKey';

/** Seals the plain secrets with `key` (which `keyFrom` names: the setting or the development file); resolves with how many accounts had one. */
export async function sealTwoFactorSecrets(storage: TwoFactorStorage, key: Buffer, keyFrom: string): Promise<number> {
  const secondFactor = createSecondFactor(storage, key);
  const sample = await storage.someSealedTwoFactorSecret(SEALED_PREFIX);
  const sealedValue = sample && [sample.secret, sample.pendingSecret].find((value) => value !== null && isSealed(value));
  if (sample && sealedValue) {
    try {
      secondFactor.open(sample.userId, sealedValue);
    } catch {
      throw new Error(
        `The two-factor key from ${keyFrom} does not open the two-factor secrets in this database: set ${TWO_FACTOR_KEY_VARIABLE} to the key they were sealed with`,
      );
    }
  }
  let sealed = 0;
  for (const plain of await storage.unsealedTwoFactorSecrets(SEALED_PREFIX)) {
    const seal = (value: string | null) => (value === null || isSealed(value) ? value : secondFactor.seal(plain.userId, value));
    if (await storage.replaceTwoFactorSecrets(plain, { ...plain, secret: seal(plain.secret), pendingSecret: seal(plain.pendingSecret) }))
      sealed += 1;
  }
  return sealed;
}
