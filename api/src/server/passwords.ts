// Password hashing with scrypt (Node's own, memory-hard). The stored form carries its parameters
// so they can be raised later without breaking existing accounts.

// Each hash takes one of libuv's four threads (which also read files and compress answers) for
// tens of milliseconds: at most two run at once, so a burst of logins cannot starve page requests.

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ApiHttpError } from './apiHttpError';
import { createBoundedQueue, QueueFull } from './boundedQueue';

const KEY_LENGTH = 64;
const DEFAULT_COST: ScryptOptions = { N: 16384, r: 8, p: 1 };
/** Hashes at once: half of libuv's thread pool, one per core here. */
export const MAX_CONCURRENT_HASHES = 2;
/** Logins that may wait for a hash; beyond them a login is told to come back in a few seconds. */
export const MAX_WAITING_HASHES = 32;
const BUSY_RETRY_S = 3;

export const passwordHashing = createBoundedQueue({ name: 'password', concurrency: MAX_CONCURRENT_HASHES, maxWaiting: MAX_WAITING_HASHES });

function scryptKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

async function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  try {
    return await passwordHashing.run(() => scryptKey(password, salt, options));
  } catch (error) {
    if (error instanceof QueueFull)
      throw ApiHttpError.busy('Too many people are logging in right now. Try again in a few seconds.', BUSY_RETRY_S);
    throw error;
  }
}

/** 'scrypt$N$r$p$salt$hash' (salt and hash base64url). */
export async function hashPassword(password: string, options: ScryptOptions = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, options);
  return ['scrypt', options.N, options.r, options.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
