// Wrong two-factor codes are limited per account and per address, wherever they are typed (logging
// in, turning two-factor authentication on or off) and whatever the request carries: a known-device
// cookie or a session can be stolen with the password, so neither lifts it. Before this, a
// known-device cookie took a guesser past the account's limit and 8 addresses got 40 guesses; now
// they get 8. A guess is counted before it is checked, so guesses sent all at once are bounded too,
// and given back when it was right: only wrong codes use the budget.

import { createAccountBudgets } from './accountBudgets';

/** Wrong codes for one account in the login window, from everywhere: a person mistypes a few. */
export const MAX_CODE_GUESSES_PER_ACCOUNT = 8;
/** Wrong codes from one address in the window, across accounts: an office, not a sweep of stolen passwords. */
export const MAX_CODE_GUESSES_PER_ADDRESS = 20;

export function createCodeGuessLimit(now: () => number = Date.now) {
  const budgets = createAccountBudgets(
    { perAccount: MAX_CODE_GUESSES_PER_ACCOUNT, perKey: MAX_CODE_GUESSES_PER_ADDRESS, tooMany: 'Too many codes tried.' },
    now,
  );

  return {
    /**
     * Runs one check of a code: 429 before it runs when the account or the address has guessed
     * too often; counted unless it answers something other than null (a right code).
     */
    async guess<T>(userId: number, address: string, check: () => Promise<T | null>): Promise<T | null> {
      budgets.take(userId, address);
      let wrong = false;
      try {
        const right = await check();
        wrong = right === null;
        return right;
      } finally {
        // Right, or never checked (an error): not a guess.
        if (!wrong) budgets.give(userId, address);
      }
    },
  };
}

export type CodeGuessLimit = ReturnType<typeof createCodeGuessLimit>;
