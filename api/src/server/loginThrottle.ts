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
// right (and the many tests that log in from one address) never meet it, even many at once; a good
// password clears the account's count.

import { LOGIN_LINK_FIELD } from 'shared-contracts/api';
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

/**
 * Counts one request per network address in the login window; past `limit`, 429 "Too many <what>
 * from your network. Try again in …". `maxKeys` bounds the addresses it remembers.
 */
export function createAddressLimit(what: string, limit: number, maxKeys: number, now: () => number): (address: string) => void {
  const counter = createWindowCounter({ limit, windowMs: LOGIN_WINDOW_MS, maxKeys, now });
  return (address) => {
    const taken = counter.take(address);
    if (!taken.ok)
      throw ApiHttpError.tooMany(`Too many ${what} from your network. Try again in ${waitText(taken.retryAfterS)}.`, taken.retryAfterS);
  };
}

/** How long an account's next try from an unknown device waits after `failures` failures (ms). */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FAILURES_BEFORE_DELAY) return 0;
  return Math.min(LOGIN_WINDOW_MS, 1000 * 2 ** (failures - ACCOUNT_FAILURES_BEFORE_DELAY));
}

const refused = ({ retryAfterS, delayed }: Refusal) =>
  new ApiHttpError(
    429,
    'too_many_requests',
    `Too many failed attempts to log in. Try again in ${waitText(retryAfterS)}.`,
    delayed ? LOGIN_LINK_FIELD : undefined,
    retryAfterS,
  );

/** Seconds to wait; `delayed`: by the account's failures from everywhere, not this address's. */
interface Refusal {
  retryAfterS: number;
  delayed: boolean;
}

export function createLoginThrottle(now: () => number = Date.now) {
  const window = { windowMs: LOGIN_WINDOW_MS, maxKeys: MAX_TRACKED, now };
  const pairs = createWindowCounter({ ...window, limit: MAX_FAILED_LOGINS_PER_ACCOUNT });
  const addresses = createWindowCounter({ ...window, limit: MAX_FAILED_LOGINS_PER_ADDRESS });
  // Counts only: its bound is the delay below, not a limit.
  const accounts = createWindowCounter({ ...window, limit: Number.MAX_SAFE_INTEGER });
  const lastFailure = new Map<string, number>();
  const signup = createAddressLimit('sign-ups', MAX_SIGNUPS_PER_ADDRESS, MAX_TRACKED, now);
  const pairKey = (account: string, address: string) => `${account} ${address}`;
  /** Attempts still being checked, by pair, address and account (each also spent in its counter above). */
  const checking = new Map<string, number>();
  /** Attempts waiting for others on their address or account to be settled. */
  const waiters = new Map<string, Set<() => void>>();
  const keysOf = (account: string, address: string) => ({
    pair: `pair ${pairKey(account, address)}`,
    byAddress: `address ${address}`,
    byAccount: `account ${account}`,
  });
  const inFlight = (key: string) => checking.get(key) ?? 0;

  /**
   * When this attempt would be refused (seconds to wait), or null. With `assumeFailed`, every
   * attempt still being checked counts as the failure it may turn out to be; without, only
   * failures already made count.
   */
  const refusal = (account: string, address: string, knownDevice: boolean, assumeFailed: boolean): Refusal | null => {
    const { pair, byAddress, byAccount } = keysOf(account, address);
    const pending = (key: string) => (assumeFailed ? 0 : inFlight(key));
    if (!knownDevice) {
      const failures = accounts.used(account) - pending(byAccount);
      const last = assumeFailed && inFlight(byAccount) > 0 ? now() : (lastFailure.get(account) ?? 0);
      const wait = accountDelayMs(failures) - (now() - last);
      if (wait > 0) return { retryAfterS: Math.ceil(wait / 1000), delayed: true };
    }
    for (const check of [pairs.check(pairKey(account, address), 1 - pending(pair)), addresses.check(address, 1 - pending(byAddress))])
      if (!check.ok) return { retryAfterS: check.retryAfterS, delayed: false };
    return null;
  };

  /** Resolves when an attempt on this address or account has been settled. */
  const settledNear = (account: string, address: string) =>
    new Promise<void>((resolve) => {
      const { byAddress, byAccount } = keysOf(account, address);
      const keys = [byAddress, byAccount];
      const wake = () => {
        for (const key of keys) waiters.get(key)?.delete(wake);
        resolve();
      };
      for (const key of keys) waiters.set(key, (waiters.get(key) ?? new Set()).add(wake));
    });

  /** An attempt is no longer being checked: the attempts waiting on its address or account look again. */
  const settled = (account: string, address: string) => {
    for (const key of Object.values(keysOf(account, address))) {
      const left = inFlight(key) - 1;
      if (left > 0) checking.set(key, left);
      else checking.delete(key);
      const waiting = waiters.get(key);
      waiters.delete(key);
      waiting?.forEach((wake) => wake());
    }
  };

  return {
    /**
     * Called before hashing, with the account (its id, or the name typed when there is none):
     * throws 429 when this address has failed too often, or the account everywhere and this is not
     * one of its known devices. An attempt goes ahead only if it would still be allowed were every
     * attempt being checked a failure, so guesses sent all at once are bounded too; one refused
     * only on that assumption waits for them rather than being refused, so right passwords sent
     * together (an office behind one address) are never counted as failures.
     */
    async attempt(account: string, address: string, knownDevice: boolean): Promise<void> {
      for (;;) {
        const certain = refusal(account, address, knownDevice, false);
        if (certain !== null) throw refused(certain);
        if (refusal(account, address, knownDevice, true) === null) break;
        await settledNear(account, address);
      }
      const taken = takeEach([
        [pairs, pairKey(account, address)],
        [addresses, address],
        [accounts, account],
      ]);
      if (!taken.ok) throw refused({ retryAfterS: taken.retryAfterS, delayed: false });
      for (const key of Object.values(keysOf(account, address))) checking.set(key, inFlight(key) + 1);
    },
    /** The password was wrong: the attempt stays counted as a failure. */
    failed(account: string, address: string): void {
      if (lastFailure.size >= MAX_TRACKED) lastFailure.delete(lastFailure.keys().next().value ?? '');
      lastFailure.set(account, now());
      settled(account, address);
    },
    /** The password was right: the attempt was no failure, and the account's failures are forgotten. */
    succeeded(account: string, address: string): void {
      pairs.reset(pairKey(account, address));
      accounts.reset(account);
      lastFailure.delete(account);
      addresses.give(address);
      settled(account, address);
    },
    /** The attempt was never checked: give its reservation back. */
    release(account: string, address: string): void {
      pairs.give(pairKey(account, address));
      addresses.give(address);
      accounts.give(account);
      settled(account, address);
    },
    /** Throws 429 when this address has signed up too often; counts this attempt. */
    signup,
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
