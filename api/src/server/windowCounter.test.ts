import { createWindowCounter, takeEach } from './windowCounter';

describe('createWindowCounter', () => {
  it('spends a budget all or nothing, says when it refills, and refills after the window', () => {
    let at = 0;
    const counter = createWindowCounter({ limit: 10, windowMs: 60_000, maxKeys: 100, now: () => at });
    expect(counter.take('a', 6)).toEqual({ ok: true });
    expect(counter.take('a', 5)).toEqual({ ok: false, retryAfterS: 60 });
    expect(counter.take('a', 4)).toEqual({ ok: true });
    expect(counter.check('a')).toEqual({ ok: false, retryAfterS: 60 });
    // Other keys have their own budget.
    expect(counter.take('b', 10)).toEqual({ ok: true });
    at = 30_500;
    expect(counter.take('a')).toEqual({ ok: false, retryAfterS: 30 });
    at = 60_000;
    expect(counter.take('a', 10)).toEqual({ ok: true });
  });

  it('forgets a key on reset', () => {
    const counter = createWindowCounter({ limit: 1, windowMs: 1000, maxKeys: 10 });
    counter.take('a');
    expect(counter.take('a').ok).toBe(false);
    counter.reset('a');
    expect(counter.take('a').ok).toBe(true);
  });

  it('keeps at most maxKeys, forgetting expired then the oldest', () => {
    let at = 0;
    const counter = createWindowCounter({ limit: 1, windowMs: 1000, maxKeys: 3, now: () => at });
    for (const key of ['a', 'b', 'c', 'd', 'e']) counter.take(key);
    expect(counter.size()).toBe(3);
    at = 2000;
    counter.take('f');
    expect(counter.size()).toBe(1);
  });
});

describe('takeEach', () => {
  it('spends one of each budget, or none when one refuses, answering that refusal', () => {
    const accounts = createWindowCounter({ limit: 2, windowMs: 1000, maxKeys: 10, now: () => 0 });
    const addresses = createWindowCounter({ limit: 1, windowMs: 1000, maxKeys: 10, now: () => 0 });
    expect(
      takeEach([
        [accounts, 'a'],
        [addresses, 'x'],
      ]),
    ).toEqual({ ok: true });
    expect(
      takeEach([
        [accounts, 'a'],
        [addresses, 'x'],
      ]),
    ).toEqual({ ok: false, retryAfterS: 1 });
    // The account's unit taken before the address refused was given back.
    expect(accounts.take('a')).toEqual({ ok: true });
    expect(accounts.take('a').ok).toBe(false);
  });
});
