// Failed logins slow an attacker down before any password is hashed, without letting the attacker
// lock the owner out:
// - one address's guesses at one account stop after five (429 until the window ends): a guesser
//   at one address, not the account, is throttled;
// - one address's failures across accounts stop after twenty: a sweep;
// - an account's failures from everywhere past ten slow every further try by a delay that doubles
//   with each failure (up to the window): a guesser spread over many addresses. A browser the
//   owner has logged in with before (a known device: its signed device cookie, loginDevice.ts)
//   is not slowed by other people's failures, so the owner still gets in.
// A username and its email are one account. Only failures count, so people who type their password
// right (and the many tests that log in from one address) never meet it; a good password clears
// the account's count.

import { ApiHttpError } from './apiHttpError';
import { createWindowCounter, takeEach } from './windowCounter';

/** Wrong passwords one address may send for one account in a window: enough for a person who forgot which one. */
export const MAX_FAILED_LOGINS_PER_ACCOUNT = 5;
/** Wrong passwords one address may send across accounts in a window: a shared office, not a sweep. */
export const MAX_FAILED_LOGINS_PER_ADDRESS = 20;
/** An account's failures from everywhere before each further try waits (1 s, 2 s, 4 s, … up to the window). */
export const ACCOUNT_FAILURES_BEFORE_DELAY = 10;
/** Sign-ups one address may make in a window: each hashes a password too. */
export const MAX_SIGNUPS_PER_ADDRESS = 10;
export const LOGIN_WINDOW_MS = 15 * 60_000;
const MAX_TRACKED = 100_000;

/** "1 minute", "15 minutes": when to try again, as a person reads it. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** How long an account's next try from an unknown device waits after `failures` failures (ms). */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FAILURES_BEFORE_DELAY) return 0;
  return Math.min(LOGIN_WINDOW_MS, 1000 * 2 ** (failures - ACCOUNT_FAILURES_BEFORE_DELAY));
}

const refused = (retryAfterS: number) =>
  ApiHttpError.tooMany(`Too many failed attempts to log in. Try again in ${waitText(retryAfterS)}.`, retryAfterS);

export function createLoginThrottle(now: () => number = Date.now) {
  const window = { windowMs: LOGIN_WINDOW_MS, maxKeys: MAX_TRACKED, now };
  const pairs = createWindowCounter({ ...window, limit: MAX_FAILED_LOGINS_PER_ACCOUNT });
  const addresses = createWindowCounter({ ...window, limit: MAX_FAILED_LOGINS_PER_ADDRESS });
  // Counts only: its bound is the delay below, not a limit.
  const accounts = createWindowCounter({ ...window, limit: Number.MAX_SAFE_INTEGER });
  const lastFailure = new Map<string, number>();
  const signups = createWindowCounter({ ...window, limit: MAX_SIGNUPS_PER_ADDRESS });
  const pairKey = (account: string, address: string) => `${account} ${address}`;

  return {
    /**
     * Called before hashing, with the account (its id, or the name typed when there is none):
     * counts this attempt as a failure until it succeeds, so guesses sent all at once are bounded
     * too; throws 429 when this address has failed too often, or the account everywhere and this
     * is not one of its known devices.
     */
    attempt(account: string, address: string, knownDevice: boolean): void {
      if (!knownDevice) {
        const wait = accountDelayMs(accounts.used(account)) - (now() - (lastFailure.get(account) ?? 0));
        if (wait > 0) throw refused(Math.ceil(wait / 1000));
      }
      const taken = takeEach([
        [pairs, pairKey(account, address)],
        [addresses, address],
        [accounts, account],
      ]);
      if (!taken.ok) throw refused(taken.retryAfterS);
      if (lastFailure.size >= MAX_TRACKED) lastFailure.delete(lastFailure.keys().next().value ?? '');
      lastFailure.set(account, now());
    },
    /** The password was right: the attempt was no failure, and the account's failures are forgotten. */
    succeeded(account: string, address: string): void {
      pairs.reset(pairKey(account, address));
      accounts.reset(account);
      lastFailure.delete(account);
      addresses.give(address);
    },
    /** The attempt was never checked: give its reservation back. */
    release(account: string, address: string): void {
      pairs.give(pairKey(account, address));
      addresses.give(address);
      accounts.give(account);
    },
    /** Throws 429 when this address has signed up too often; counts this attempt. */
    signup(address: string): void {
      const taken = signups.take(address);
      if (!taken.ok)
        throw ApiHttpError.tooMany(`Too many sign-ups from your network. Try again in ${waitText(taken.retryAfterS)}.`, taken.retryAfterS);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
