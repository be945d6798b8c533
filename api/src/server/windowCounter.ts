// A budget per key (a visitor, an address, an account) that refills every window: how the API says
// "enough for now" to one caller without a store. Bounded: when more keys than `maxKeys` are
// live, the oldest is forgotten (its budget starts afresh), so a flood of new keys cannot grow memory.

export interface WindowCounterOptions {
  /** Units (calls, events, failures) one key may spend per window. */
  limit: number;
  windowMs: number;
  maxKeys: number;
  /** The clock; by default Date.now as it is at each call (so a test can hold it still). */
  now?: () => number;
}

export type Taken = { ok: true } | { ok: false; retryAfterS: number };

export function createWindowCounter({ limit, windowMs, maxKeys, now = () => Date.now() }: WindowCounterOptions) {
  const windows = new Map<string, { used: number; resetAt: number }>();

  function current(key: string, at: number): { used: number; resetAt: number } {
    const found = windows.get(key);
    if (found && found.resetAt > at) return found;
    windows.delete(key);
    if (windows.size >= maxKeys) {
      for (const [old, entry] of windows) if (entry.resetAt <= at) windows.delete(old);
      const oldest = windows.keys().next();
      if (windows.size >= maxKeys && !oldest.done) windows.delete(oldest.value);
    }
    const fresh = { used: 0, resetAt: at + windowMs };
    windows.set(key, fresh);
    return fresh;
  }

  return {
    /** Spends `amount` of the key's budget, all or nothing. */
    take(key: string, amount = 1): Taken {
      const at = now();
      const entry = current(key, at);
      if (entry.used + amount > limit) return { ok: false, retryAfterS: Math.max(1, Math.ceil((entry.resetAt - at) / 1000)) };
      entry.used += amount;
      return { ok: true };
    },
    /** Whether the key could spend `amount` now, without spending it. */
    check(key: string, amount = 1): Taken {
      const at = now();
      const found = windows.get(key);
      if (!found || found.resetAt <= at || found.used + amount <= limit) return { ok: true };
      return { ok: false, retryAfterS: Math.max(1, Math.ceil((found.resetAt - at) / 1000)) };
    },
    /** What the key has spent in its current window. */
    used(key: string): number {
      const found = windows.get(key);
      return found && found.resetAt > now() ? found.used : 0;
    },
    /** Gives back `amount` spent earlier in this window (a reservation that was not needed). */
    give(key: string, amount = 1): void {
      const found = windows.get(key);
      if (found) found.used = Math.max(0, found.used - amount);
    },
    /** Forgets a key (e.g. an account's failures after a good password). */
    reset(key: string): void {
      windows.delete(key);
    },
    size: () => windows.size,
  };
}

export type WindowCounter = ReturnType<typeof createWindowCounter>;

/**
 * Spends one unit of each key's budget, all or none: at the first refusal what was taken is given
 * back, and the refusal is the answer (e.g. an account's failures and its address's).
 */
export function takeEach(budgets: ReadonlyArray<readonly [WindowCounter, string]>): Taken {
  const taken: Array<readonly [WindowCounter, string]> = [];
  for (const budget of budgets) {
    const [counter, key] = budget;
    const answer = counter.take(key);
    if (!answer.ok) {
      for (const [spent, spentKey] of taken) spent.give(spentKey);
      return answer;
    }
    taken.push(budget);
  }
  return { ok: true };
}
