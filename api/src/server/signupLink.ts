// A sign-up is finished from a link mailed to its address, so the answer to the form is the same
// whether or not that address already has an account (an account's email is private). The link
// carries the new account itself, sealed with the server's own secret (AES-256-GCM: nobody can
// read the password's hash out of it or change a field), so nothing is stored until it is opened,
// on whichever edge serves it. It works until it ends and once: the account it makes takes the
// address, and a second account with it is refused.

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { NewUser } from '../storage/storage';
import type { SentMail } from './mailOutbox';

/** The name of the server secret sign-up links are sealed with. */
export const SIGNUP_SECRET = 'sign-up';
/** How long a sign-up link works. */
export const SIGNUP_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const SIGNUP_CONFIRM_PATH = '/signup/confirm/';
export const SIGNUP_LINK_REFUSED = 'This sign-up link has expired or was already used. Sign up again, or log in.';

/** The account a link makes, as the form gave it (checked) and with its password already hashed. */
export type PendingSignup = NewUser;

interface SealedSignup extends PendingSignup {
  /** When the link ends (ms since the epoch). */
  expiresAt: number;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const keyOf = (secret: Buffer) => createHash('sha256').update('sign-up-link:').update(secret).digest();

export function sealSignup(secret: Buffer, signup: PendingSignup, now: number): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed: SealedSignup = { ...signup, expiresAt: now + SIGNUP_LINK_TTL_MS };
  const body = Buffer.concat([cipher.update(JSON.stringify(sealed), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The sign-up a token carries, if this server sealed it and it has not ended; null otherwise. */
export function openSignup(secret: Buffer, token: string, now: number): PendingSignup | null {
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  let claims: Partial<SealedSignup>;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    claims = JSON.parse(text) as Partial<SealedSignup>;
  } catch {
    // Not sealed by this server, or changed on the way.
    return null;
  }
  const { username, email, firstName, fullName, passwordHash, expiresAt } = claims;
  if (typeof expiresAt !== 'number' || expiresAt <= now) return null;
  if (!isText(username) || !isText(email) || !isText(firstName) || !isText(fullName) || !isText(passwordHash)) return null;
  return { username, email, firstName, fullName, passwordHash };
}

/** The link that finishes a sign-up, as mail to the new account's address; it returns to next (a safe path). */
export function signupMail(secret: Buffer, signup: PendingSignup, now: number, next = '/'): SentMail {
  return {
    to: signup.email,
    subject: `Finish signing up as ${signup.username}`,
    path: `${SIGNUP_CONFIRM_PATH}${sealSignup(secret, signup, now)}${next === '/' ? '' : `?next=${encodeURIComponent(next)}`}`,
    expiresAt: new Date(now + SIGNUP_LINK_TTL_MS).toISOString(),
  };
}
