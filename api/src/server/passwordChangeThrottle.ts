// Wrong current passwords on the password change form (and on turning two-factor authentication on
// or off, which share its budget) are counted like failed logins: per session and per account, before any hashing, so a stolen session cannot guess the password (nor keep the
// hashing threads busy) faster than the login form allows. A right password forgets the account's
// failures.

import { ApiHttpError } from './apiHttpError';
import { LOGIN_WINDOW_MS, waitText } from './loginThrottle';
import { createWindowCounter, takeEach } from './windowCounter';

/** Wrong current passwords one session may send in a window: a person who mistyped, not a guesser. */
export const MAX_WRONG_CURRENT_PASSWORDS_PER_SESSION = 5;
/** The same across all of an account's sessions. */
export const MAX_WRONG_CURRENT_PASSWORDS_PER_ACCOUNT = 10;

export function createPasswordChangeThrottle(now: () => number = Date.now) {
  const window = { windowMs: LOGIN_WINDOW_MS, maxKeys: 100_000, now };
  const sessions = createWindowCounter({ ...window, limit: MAX_WRONG_CURRENT_PASSWORDS_PER_SESSION });
  const accounts = createWindowCounter({ ...window, limit: MAX_WRONG_CURRENT_PASSWORDS_PER_ACCOUNT });
  const budgets = (userId: number, session: string) =>
    [
      [accounts, String(userId)],
      [sessions, session],
    ] as const;

  return {
    /** Before the check: counts it as a failure until it succeeds; 429 when the session or the account has failed too often. */
    attempt(userId: number, session: string): void {
      const taken = takeEach(budgets(userId, session));
      if (!taken.ok)
        throw ApiHttpError.tooMany(
          `Too many tries with a wrong current password. Try again in ${waitText(taken.retryAfterS)}.`,
          taken.retryAfterS,
        );
    },
    /** The current password was right: the account's and this session's failures are forgotten. */
    succeeded(userId: number, session: string): void {
      accounts.reset(String(userId));
      sessions.reset(session);
    },
    /** The check never ran (the server was busy): give its reservation back. */
    release(userId: number, session: string): void {
      for (const [counter, key] of budgets(userId, session)) counter.give(key);
    },
  };
}

export type PasswordChangeThrottle = ReturnType<typeof createPasswordChangeThrottle>;
