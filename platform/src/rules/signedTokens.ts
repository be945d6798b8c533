// Tokens the server signs and later trusts: override links, page-view report tokens, a browser's
// identity and its proof of the area entries it fetched. HMAC-SHA256 over the purpose and the payload, so a token for one purpose is useless for
// the other and a changed byte (or a forged token) is refused.

import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenPurpose = 'override' | 'report' | 'entries' | 'browser';

interface Envelope<T> {
  /** Expiry, ms since the epoch. */
  exp: number;
  data: T;
}

function mac(secret: string, purpose: TokenPurpose, body: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}.${body}`).digest();
}

export function signToken<T>(secret: string, purpose: TokenPurpose, data: T, expiresAt: number): string {
  const body = Buffer.from(JSON.stringify({ exp: expiresAt, data } satisfies Envelope<T>)).toString('base64url');
  return `${body}.${mac(secret, purpose, body).toString('base64url')}`;
}

export type Verified<T> = { ok: true; data: T; expiresAt: number } | { ok: false; reason: 'malformed' | 'bad signature' | 'expired' };

/** The payload if the token is well-formed, signed with `secret` for `purpose`, and not expired. */
export function verifyToken(secret: string, purpose: TokenPurpose, token: string, now: number): Verified<unknown> {
  const parts = token.split('.');
  if (parts.length !== 2 || !/^[\w-]+$/.test(parts[0]!) || !/^[\w-]+$/.test(parts[1]!)) return { ok: false, reason: 'malformed' };
  const [body, signature] = parts as [string, string];
  const expected = mac(secret, purpose, body);
  // Compared as text: base64url leaves spare bits in the last character, so several spellings
  // decode to the same bytes, and a token must have exactly one.
  const given = Buffer.from(signature);
  const wanted = Buffer.from(expected.toString('base64url'));
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { ok: false, reason: 'bad signature' };
  let envelope: unknown;
  try {
    envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const { exp, data } = (envelope ?? {}) as Partial<Envelope<unknown>>;
  if (typeof exp !== 'number') return { ok: false, reason: 'malformed' };
  if (exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, data, expiresAt: exp };
}
