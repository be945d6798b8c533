// 'Forgot your password?' without mail: a signed link that expires, made for an account that has a
// password, and sent where mail goes (mailOutbox.ts). The link names the account, when it ends and
// a fingerprint of the password it replaces, all signed with the server's own secret: it works
// once (the new password changes the fingerprint), only until it ends, and only as it was made.

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SentMail } from './mailOutbox';

/** The name of the server secret reset links are signed with. */
export const PASSWORD_RESET_SECRET = 'password-reset';

/** How long a reset link works. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const RESET_PATH = '/password/reset/';
export const RESET_LINK_REFUSED = 'This reset link has expired or was already used. Ask for a new one.';

interface ResetClaims {
  /** The account. */
  u: number;
  /** When the link ends (ms since the epoch). */
  e: number;
  /** A fingerprint of the password hash the link replaces. */
  h: string;
}

const fingerprint = (passwordHash: string) => createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
const sign = (secret: Buffer, payload: string) => createHmac('sha256', secret).update(`password-reset:${payload}`).digest('base64url');

export function makeResetToken(secret: Buffer, userId: number, passwordHash: string, now: number): string {
  const payload = Buffer.from(
    JSON.stringify({ u: userId, e: now + RESET_LINK_TTL_MS, h: fingerprint(passwordHash) } satisfies ResetClaims),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The account a token may reset, if it is one this server made, it has not ended, and the password is still the one it replaces. */
export function checkResetToken(
  secret: Buffer,
  token: string,
  now: number,
  passwordHashOf: (userId: number) => Promise<string | null>,
): Promise<number | null> {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return Promise.resolve(null);
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return Promise.resolve(null);
  let claims: ResetClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ResetClaims;
  } catch {
    return Promise.resolve(null);
  }
  if (!Number.isSafeInteger(claims.u) || typeof claims.e !== 'number' || claims.e <= now || typeof claims.h !== 'string')
    return Promise.resolve(null);
  return passwordHashOf(claims.u).then((hash) => (hash !== null && fingerprint(hash) === claims.h ? claims.u : null));
}

/** A reset link for an account with a password, as mail (subject: why it was sent). */
export function resetMail(
  secret: Buffer,
  account: { userId: number; username: string; passwordHash: string },
  subject: string,
  now: number,
): SentMail {
  return {
    to: account.username,
    subject,
    path: `${RESET_PATH}${makeResetToken(secret, account.userId, account.passwordHash, now)}`,
    expiresAt: new Date(now + RESET_LINK_TTL_MS).toISOString(),
  };
}
