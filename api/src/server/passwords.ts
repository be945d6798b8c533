// Password hashing with scrypt (Node's own, memory-hard). The stored form carries its parameters
// so they can be raised later without breaking existing accounts.

// Each hash takes one of libuv's four threads (which also read files and compress answers) for
// tens of milliseconds: at most two run at once, so a burst of logins cannot starve page requests.
// The rest wait in a fair queue: each purpose has its own room and takes turns with the others,
// and within a purpose each account (or address) does, so one account's password changes can
// never keep anyone else's login from its turn.

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { ApiHttpError } from './apiHttpError';
import { createFairQueue, JobAbandoned, QueueFull } from './fairQueue';

const KEY_LENGTH = 64;
const DEFAULT_COST: ScryptOptions = { N: 16384, r: 8, p: 1 };
/** Hashes at once: half of libuv's thread pool, one per core here. */
export const MAX_CONCURRENT_HASHES = 2;
const BUSY_RETRY_S = 3;

/** What a hash is for: each is a group of the queue with its own room. */
export type HashPurpose = 'login' | 'signup' | 'password-change' | 'password-reset' | 'seed';

/** Whose hash it is (an account, or for sign-ups an address), and the signal of a caller who may leave. */
export interface HashTurn {
  purpose: HashPurpose;
  lane: string;
  signal?: AbortSignal;
}

/** Logins that may wait for a hash; beyond them a login is told to come back in a few seconds. */
export const MAX_WAITING_LOGINS = 32;
/** Password changes that may wait, and how many of one account's. */
export const MAX_WAITING_PASSWORD_CHANGES = 16;
export const MAX_WAITING_CHANGES_PER_ACCOUNT = 2;

export const passwordHashing = createFairQueue<HashPurpose>({
  name: 'password',
  concurrency: MAX_CONCURRENT_HASHES,
  groups: {
    login: { maxWaiting: MAX_WAITING_LOGINS, maxWaitingPerLane: 4 },
    // Sign-ups come one account each; an address is bounded by the sign-up throttle first.
    signup: { maxWaiting: 16, maxWaitingPerLane: 8 },
    'password-change': { maxWaiting: MAX_WAITING_PASSWORD_CHANGES, maxWaitingPerLane: MAX_WAITING_CHANGES_PER_ACCOUNT },
    'password-reset': { maxWaiting: 16, maxWaitingPerLane: 2 },
    // Seeding hashes every demo account at once, before the server takes requests.
    seed: { maxWaiting: Infinity, maxWaitingPerLane: Infinity },
  },
});

const BUSY_MESSAGES: Record<HashPurpose, string> = {
  login: 'Too many people are logging in right now. Try again in a few seconds.',
  signup: 'Too many people are logging in right now. Try again in a few seconds.',
  'password-change': 'Too many password changes are waiting right now. Try again in a few seconds.',
  'password-reset': 'Too many password changes are waiting right now. Try again in a few seconds.',
  seed: 'Too many passwords are waiting to be hashed.',
};

function scryptKey(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

async function derive(password: string, salt: Buffer, options: ScryptOptions, turn: HashTurn): Promise<Buffer> {
  try {
    return await passwordHashing.run(() => scryptKey(password, salt, options), {
      group: turn.purpose,
      lane: turn.lane,
      signal: turn.signal,
    });
  } catch (error) {
    // Refused, or left before its turn (nobody reads that answer): a busy server either way.
    if (error instanceof QueueFull || error instanceof JobAbandoned) throw ApiHttpError.busy(BUSY_MESSAGES[turn.purpose], BUSY_RETRY_S);
    throw error;
  }
}

/** 'scrypt$N$r$p$salt$hash' (salt and hash base64url). */
export async function hashPassword(password: string, turn: HashTurn, options: ScryptOptions = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, options, turn);
  return ['scrypt', options.N, options.r, options.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string, turn: HashTurn): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, turn);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
