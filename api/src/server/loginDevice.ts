// A known device: a browser that has logged in to an account before carries a signed cookie
// saying so (account id, a random id, an HMAC under a server secret). It grants nothing by
// itself; it only lets the owner's own browser past the delay that other people's failed logins
// put on the account (loginThrottle.ts), so a stranger's guesses cannot lock the owner out.

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'pb_device';
export const DEVICE_DAYS = 365;
export const LOGIN_DEVICE_SECRET = 'login-device';

const sign = (secret: Buffer, body: string) => createHmac('sha256', secret).update(body).digest('base64url');

/** A new device cookie's value for this account. */
export function deviceCookieValue(secret: Buffer, userId: number): string {
  const body = `${userId}.${randomBytes(12).toString('base64url')}`;
  return `${body}.${sign(secret, body)}`;
}

/** Whether the cookie was made by this server for this account. */
export function isKnownDevice(secret: Buffer, cookie: string | undefined, userId: number): boolean {
  const [id, nonce, mac] = (cookie ?? '').split('.');
  if (id !== String(userId) || !nonce || !mac) return false;
  const expected = Buffer.from(sign(secret, `${id}.${nonce}`));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
