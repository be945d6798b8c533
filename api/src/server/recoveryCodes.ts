// Recovery codes: the way back in when the authenticator app is gone (a lost phone, after a
// password reset). Ten are made when two-factor authentication is turned on and shown once; each
// logs in once. A code is 12 characters of Crockford's base32 (60 random bits), shown in groups
// of four; what a person types is read leniently (any case, spaces or dashes, O for 0, I or L
// for 1). Only a keyed hash is stored (HMAC-SHA256 under a subkey of the server's two-factor key),
// so neither the database nor a copy of it can be used to log in, nor tried offline without the key.

import { createHmac, randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from 'shared-contracts/rules';
import { subkey } from './secretBox';

export { RECOVERY_CODE_COUNT };
const CODE_LENGTH = 12;
const GROUP = 4;
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** A new set of codes, as they are shown: 'k3m9-x2qa-7hfd'. */
export function newRecoveryCodes(count: number = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    // 256 is a multiple of 32: each byte's low five bits pick a letter without bias.
    const letters = [...randomBytes(CODE_LENGTH)].map((byte) => ALPHABET[byte & 31]).join('');
    return letters.match(new RegExp(`.{${GROUP}}`, 'g'))?.join('-') ?? letters;
  });
}

/** The code's letters as stored (lower case, no separators), or null when what was typed cannot be one. */
export function recoveryCodeOf(typed: string): string | null {
  const letters = typed.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  return letters.length === CODE_LENGTH && [...letters].every((c) => ALPHABET.includes(c)) ? letters : null;
}

/** Hashes codes of one account (bound to it: the same code of another account hashes otherwise). */
export function recoveryCodeHasher(key: Buffer): (userId: number, letters: string) => string {
  const hashKey = subkey(key, 'recovery codes');
  return (userId, letters) => createHmac('sha256', hashKey).update(`${userId}:${letters}`).digest('base64url');
}
