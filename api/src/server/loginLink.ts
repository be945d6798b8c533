// A one-time login link by mail, for an owner an account-wide delay keeps out on a new device
// (loginThrottle.ts): others' wrong guesses must not lock the owner out, and the mailbox proves them.
// The link is stored as a session that is not yet anyone's: its row (hashed, as every session's)
// is keyed by an HMAC of the link's secret under a server secret, so the link itself is no session
// cookie, and only the server can turn it into one. Using it deletes that row, which only one use
// can do (the sessions table is shared by every server of a cluster), and starts a real session.
// Until then it is listed among the account's sessions, where the owner can end it.

import { createHmac, randomBytes } from 'node:crypto';
import { hashToken } from './requestContext';
import type { SentMail } from './mailOutbox';

/** The name of the server secret login links are keyed with. */
export const LOGIN_LINK_SECRET = 'login-link';
/** How long a login link works. */
export const LOGIN_LINK_TTL_MS = 15 * 60_000;
export const LOGIN_LINK_PATH = '/login/link/';
/** How the unused link shows among the account's sessions. */
export const LOGIN_LINK_DEVICE = 'Login link sent by email (not used yet)';
export const LOGIN_LINK_REFUSED = 'This login link has expired or was already used. Log in again, or ask for a new link.';

export interface LoginLink {
  /** The token in the mailed path: the account and the link's secret. */
  token: string;
  /** The hash its session row is stored under. */
  tokenHash: string;
}

/** The session-row hash a link's secret stands for. */
const rowHash = (secret: Buffer, linkSecret: string) =>
  hashToken(createHmac('sha256', secret).update(`login-link:${linkSecret}`).digest('base64url'));

export function makeLoginLink(secret: Buffer, userId: number): LoginLink {
  const linkSecret = randomBytes(32).toString('base64url');
  return { token: `${userId}.${linkSecret}`, tokenHash: rowHash(secret, linkSecret) };
}

/** The account and row hash a token names, when it is shaped as one this server makes; null otherwise. */
export function readLoginLink(secret: Buffer, token: string): { userId: number; tokenHash: string } | null {
  const match = /^([1-9]\d{0,15})\.([\w-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const userId = Number(match[1]);
  return Number.isSafeInteger(userId) ? { userId, tokenHash: rowHash(secret, match[2]) } : null;
}

export function loginLinkMail(username: string, token: string, now: number): SentMail {
  return {
    to: username,
    subject: 'Your login link',
    path: `${LOGIN_LINK_PATH}${token}`,
    expiresAt: new Date(now + LOGIN_LINK_TTL_MS).toISOString(),
  };
}
