// Wrong current passwords on the password change form (and on turning two-factor authentication on
// or off, which share its budget) are counted like failed logins: per session and per account, before any hashing, so a stolen session cannot guess the password (nor keep the
// hashing threads busy) faster than the login form allows. A right password forgets the account's
// failures.

import { createAccountBudgets } from './accountBudgets';

/** Wrong current passwords one session may send in a window: a person who mistyped, not a guesser. */
export const MAX_WRONG_CURRENT_PASSWORDS_PER_SESSION = 5;
/** The same across all of an account's sessions. */
export const MAX_WRONG_CURRENT_PASSWORDS_PER_ACCOUNT = 10;

export function createPasswordChangeThrottle(now: () => number = Date.now) {
  const budgets = createAccountBudgets(
    {
      perAccount: MAX_WRONG_CURRENT_PASSWORDS_PER_ACCOUNT,
      perKey: MAX_WRONG_CURRENT_PASSWORDS_PER_SESSION,
      tooMany: 'Too many tries with a wrong current password.',
    },
    now,
  );

  return {
    /** Before the check: counts it as a failure until it succeeds; 429 when the session or the account has failed too often. */
    attempt(userId: number, session: string): void {
      budgets.take(userId, session);
    },
    /** The current password was right: the account's and this session's failures are forgotten. */
    succeeded(userId: number, session: string): void {
      budgets.reset(userId, session);
    },
    /** The check never ran (the server was busy): give its reservation back. */
    release(userId: number, session: string): void {
      budgets.give(userId, session);
    },
  };
}

export type PasswordChangeThrottle = ReturnType<typeof createPasswordChangeThrottle>;
