// An account's budget and one other key's (the address it is typed from, the session it is sent
// in) in the login window, spent together: how two-factor codes and current passwords are counted.

import { ApiHttpError } from './apiHttpError';
import { LOGIN_WINDOW_MS, waitText } from './loginThrottle';
import { createWindowCounter, takeEach } from './windowCounter';

export interface AccountBudgetLimits {
  /** Tries per account in the window, from everywhere. */
  perAccount: number;
  /** Tries per other key in the window. */
  perKey: number;
  /** The refusal's first sentence, before "Try again in …". */
  tooMany: string;
}

export function createAccountBudgets({ perAccount, perKey, tooMany }: AccountBudgetLimits, now: () => number) {
  const window = { windowMs: LOGIN_WINDOW_MS, maxKeys: 100_000, now };
  const accounts = createWindowCounter({ ...window, limit: perAccount });
  const keys = createWindowCounter({ ...window, limit: perKey });
  const budgets = (userId: number, key: string) =>
    [
      [accounts, String(userId)],
      [keys, key],
    ] as const;

  return {
    /** Spends one try of both, or none: 429 when the account or the key has tried too often. */
    take(userId: number, key: string): void {
      const taken = takeEach(budgets(userId, key));
      if (!taken.ok) throw ApiHttpError.tooMany(`${tooMany} Try again in ${waitText(taken.retryAfterS)}.`, taken.retryAfterS);
    },
    /** Gives one try back to both (it was no wrong one). */
    give(userId: number, key: string): void {
      for (const [counter, counted] of budgets(userId, key)) counter.give(counted);
    },
    /** Forgets both's tries. */
    reset(userId: number, key: string): void {
      accounts.reset(String(userId));
      keys.reset(key);
    },
  };
}
