// Secrets the server must read back (an authenticator app's TOTP secret) are sealed with AES-256-GCM
// under a key from the server's configuration (twoFactorKey.ts), never kept in the database: a
// copy of the database alone (a backup, a dump, a read-only injection) gives no secret. Each value
// is bound to its owner (GCM's associated data), so a sealed secret copied to another account's
// row does not open there. The prefix names the format, so plain values left from before can be
// told apart and sealed (sealTwoFactorSecrets.ts).

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export const SEALED_PREFIX = 'aes256gcm1:';
export const SECRET_KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  /** The sealed form of `plain`, bound to `owner`: a fresh IV each time. */
  seal: (owner: string, plain: string) => string;
  /** The plain value; throws when the value was not sealed with this key for this owner (or was altered). */
  open: (owner: string, sealed: string) => string;
}

export const isSealed = (value: string): boolean => value.startsWith(SEALED_PREFIX);

/** A key of its own for one use of the configured key (HKDF-SHA256), so no two uses share one. */
export function subkey(key: Buffer, use: string): Buffer {
  if (key.length !== SECRET_KEY_BYTES) throw new Error(`A secret key is ${SECRET_KEY_BYTES} bytes, not ${key.length}`);
  return Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `pinboard ${use}`, SECRET_KEY_BYTES));
}

export function createSecretBox(key: Buffer, use: string): SecretBox {
  const boxKey = subkey(key, use);
  return {
    seal(owner, plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', boxKey, iv).setAAD(Buffer.from(owner));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${SEALED_PREFIX}${iv.toString('base64url')}.${body.toString('base64url')}`;
    },
    open(owner, sealed) {
      const [iv = '', body = ''] = sealed.slice(SEALED_PREFIX.length).split('.');
      const ivBytes = Buffer.from(iv, 'base64url');
      const bytes = Buffer.from(body, 'base64url');
      if (!isSealed(sealed) || ivBytes.length !== IV_BYTES || bytes.length < TAG_BYTES) throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', boxKey, ivBytes).setAAD(Buffer.from(owner));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
