// How the access file keeps a token: "sha256:<64 hex digits>", the SHA-256 of its UTF-8 bytes.
// A fast hash is enough here: tokens are long random strings (`npm run platform:token` makes
// 256-bit ones), so nobody can guess one back from its hash; slow hashes (scrypt, Argon2) are for
// passwords a person chose, which can be guessed. And each request's check stays a microsecond.

import { createHash } from 'node:crypto';

const PREFIX = 'sha256:';
const HASH = /^sha256:[0-9a-f]{64}$/;

/** The SHA-256 of a token as presented. */
export function tokenDigest(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** The access file's "hash" of a token. */
export function tokenHash(token: string): string {
  return `${PREFIX}${tokenDigest(token).toString('hex')}`;
}

/** The digest an access file's "hash" names, or undefined when it is not "sha256:<64 lower-case hex>". */
export function digestOfHash(hash: unknown): Buffer | undefined {
  return typeof hash === 'string' && HASH.test(hash) ? Buffer.from(hash.slice(PREFIX.length), 'hex') : undefined;
}
