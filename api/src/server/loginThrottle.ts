// Failed logins slow an attacker down before any password is hashed: an account that keeps
// failing, or an address that keeps failing across accounts, is refused for the rest of its window
// (429 with Retry-After). Only failures count, so people who type their password right (and the
// many tests that log in from one address) never meet it; a good password clears the account's count.

import { ApiHttpError } from './apiHttpError';
import { createWindowCounter, takeEach } from './windowCounter';

/** Wrong passwords one account may get in a window: enough for a person who forgot which one. */
export const MAX_FAILED_LOGINS_PER_ACCOUNT = 5;
/** Wrong passwords one address may send across accounts in a window: a shared office, not a sweep. */
export const MAX_FAILED_LOGINS_PER_ADDRESS = 20;
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

export function createLoginThrottle(now: () => number = Date.now) {
  const window = { windowMs: LOGIN_WINDOW_MS, maxKeys: MAX_TRACKED, now };
  const accounts = createWindowCounter({ ...window, limit: MAX_FAILED_LOGINS_PER_ACCOUNT });
  const addresses = createWindowCounter({ ...window, limit: MAX_FAILED_LOGINS_PER_ADDRESS });
  const signups = createWindowCounter({ ...window, limit: MAX_SIGNUPS_PER_ADDRESS });
  const accountKey = (usernameOrEmail: string) => usernameOrEmail.trim().toLowerCase();

  return {
    /**
     * Called before hashing: counts this attempt as a failure until it succeeds, so guesses sent all
     * at once are bounded too; throws 429 when the account or the address has failed too often.
     */
    attempt(usernameOrEmail: string, address: string): void {
      const taken = takeEach([
        [accounts, accountKey(usernameOrEmail)],
        [addresses, address],
      ]);
      if (!taken.ok)
        throw ApiHttpError.tooMany(`Too many failed attempts to log in. Try again in ${waitText(taken.retryAfterS)}.`, taken.retryAfterS);
    },
    /** The password was right: the attempt was no failure, and the account's failures are forgotten. */
    succeeded(usernameOrEmail: string, address: string): void {
      accounts.reset(accountKey(usernameOrEmail));
      addresses.give(address);
    },
    /** The attempt was never checked: give its reservation back. */
    release(usernameOrEmail: string, address: string): void {
      accounts.give(accountKey(usernameOrEmail));
      addresses.give(address);
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
