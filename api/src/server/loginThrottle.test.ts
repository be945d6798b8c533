// Login throttling over HTTP: failures per account and address, and per address, refused before
// hashing; a good password clears an account's count; an account's failures from everywhere delay
// unknown devices but not the owner's known one; a username and its email are one account; the
// hashing bound; and the CSRF secret made anew at login and logout.

import { browserAt } from '../testing/browserAt';
import { startTestApi } from '../testing/testApi';
import { startTestApiForFile } from '../testing/testApiForFile';
import {
  ACCOUNT_FAILURES_BEFORE_DELAY,
  accountDelayMs,
  createLoginThrottle,
  LOGIN_WINDOW_MS,
  MAX_FAILED_LOGINS_PER_ACCOUNT,
  MAX_FAILED_LOGINS_PER_ADDRESS,
  waitText,
} from './loginThrottle';
import { MAX_CONCURRENT_HASHES, passwordHashing } from './passwords';

const api = startTestApiForFile();

const login = async (username: string, password: string) => {
  const client = api.client();
  return client.write('UserSessionResource', 'create', { username_or_email: username, password });
};

describe('waitText', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
  ])('%i s reads "%s"', (seconds, text) => expect(waitText(seconds)).toBe(text));
});

describe('failed logins', () => {
  it('throttle an account after its failures: 429 with Retry-After and when to try again, even for the right password', async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_ACCOUNT; i += 1) expect((await login('maya_chen', `wrong-${i}`)).status).toBe(401);
    const hashesBefore = passwordHashing.stats();
    const refused = await login('MAYA_CHEN', 'wrong-again');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(refused.body.resource_response.error).toMatchObject({
      code: 'too_many_requests',
      message: 'Too many failed attempts to log in. Try again in 15 minutes.',
    });
    // Until the window passes, the right password waits too: a guesser cannot tell it was right.
    expect((await login('maya_chen', 'demo-password')).status).toBe(429);
    expect(passwordHashing.stats().mostActive).toBe(hashesBefore.mostActive);
    // Other accounts are not affected.
    expect((await login('demo', 'demo-password')).status).toBe(200);
  });

  it('are forgotten for an account once its password is right', async () => {
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_ACCOUNT - 1; i += 1) expect((await login('partner', 'wrong')).status).toBe(401);
    expect((await login('partner', 'demo-password')).status).toBe(200);
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_ACCOUNT - 1; i += 1) expect((await login('partner', 'wrong')).status).toBe(401);
    expect((await login('partner', 'demo-password')).status).toBe(200);
  });

  it('throttle an address that sweeps across accounts, unknown ones included', async () => {
    const answers: number[] = [];
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_ADDRESS + 5; i += 1) answers.push((await login(`nobody_${i}`, 'guess')).status);
    expect(answers).toContain(429);
    expect(answers.filter((s) => s === 401).length).toBeLessThanOrEqual(MAX_FAILED_LOGINS_PER_ADDRESS);
    // The address is throttled now, for any account.
    expect((await login('newbie', 'wrong')).status).toBe(429);
  });
});

/** A browser at another loopback address, talking to the test API. */
const at = (address: string) => browserAt(address, Number(new URL(api.baseUrl).port));

describe('failed logins from many addresses', () => {
  it("throttle one address's guesses at an account, not the account: its owner elsewhere still logs in", async () => {
    const guesser = at('127.0.0.2');
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_ACCOUNT; i += 1) expect(await guesser.login('aiko_tanaka', `wrong-${i}`)).toBe(401);
    expect(await guesser.login('aiko_tanaka', 'demo-password')).toBe(429);
    expect(await at('127.0.0.3').login('aiko_tanaka', 'demo-password')).toBe(200);
  });

  it('count a username and its email as one account', async () => {
    const email = ((await api.row("SELECT email FROM users WHERE username = 'tomas_alvarez'")) as { email: string }).email;
    const guesser = at('127.0.0.4');
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_ACCOUNT; i += 1)
      expect(await guesser.login(i % 2 === 0 ? 'tomas_alvarez' : email.toUpperCase(), `wrong-${i}`)).toBe(401);
    expect(await guesser.login(email, 'wrong-again')).toBe(429);
  });

  it("from everywhere do not keep the owner's known device out", async () => {
    const owner = at('127.0.0.5');
    expect(await owner.login('studio_nord', 'demo-password')).toBe(200);
    expect(owner.cookies.get('pb_device')).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
    // Guesses from two more addresses, as many as each may send: the account is past its delay bound.
    for (const address of ['127.0.0.6', '127.0.0.7']) {
      const guesser = at(address);
      for (let i = 0; i < MAX_FAILED_LOGINS_PER_ACCOUNT; i += 1) expect(await guesser.login('studio_nord', `wrong-${i}`)).toBe(401);
    }
    expect(await owner.login('studio_nord', 'demo-password')).toBe(200);
  });
});

describe('the account-wide delay', () => {
  it.each([
    [ACCOUNT_FAILURES_BEFORE_DELAY - 1, 0],
    [ACCOUNT_FAILURES_BEFORE_DELAY, 1000],
    [ACCOUNT_FAILURES_BEFORE_DELAY + 3, 8000],
    [ACCOUNT_FAILURES_BEFORE_DELAY + 30, LOGIN_WINDOW_MS],
  ])('after %i failures is %i ms', (failures, ms) => expect(accountDelayMs(failures)).toBe(ms));

  it('holds an unknown device back until the delay since the last failure has passed; a known device not at all', async () => {
    let at = 0;
    const throttle = createLoginThrottle(() => at);
    const fail = async (address: string, known = false) => {
      await throttle.attempt('user:7', address, known);
      throttle.failed('user:7', address);
    };
    for (let i = 0; i < ACCOUNT_FAILURES_BEFORE_DELAY; i += 1) await fail(`10.0.0.${i}`);
    await expect(throttle.attempt('user:7', '10.0.1.1', false)).rejects.toThrow(
      'Too many failed attempts to log in. Try again in 1 second.',
    );
    // The known device's own failure is the eleventh: the delay is 2 s from it.
    await fail('10.0.1.1', true);
    at += 1000;
    await expect(throttle.attempt('user:7', '10.0.1.2', false)).rejects.toThrow('Try again in 1 second.');
    at += 1000;
    await fail('10.0.1.2');
    await expect(throttle.attempt('user:7', '10.0.1.3', false)).rejects.toThrow('Try again in 4 seconds.');
    // The right password forgets it all.
    await throttle.attempt('user:7', '10.0.1.2', true);
    throttle.succeeded('user:7', '10.0.1.2');
    await expect(throttle.attempt('user:7', '10.0.1.3', false)).resolves.toBeUndefined();
  });
});

describe('logins sent at once', () => {
  it('wait for the attempts still being checked instead of counting them as failures', async () => {
    const throttle = createLoginThrottle();
    const first = Array.from({ length: MAX_FAILED_LOGINS_PER_ACCOUNT }, () => throttle.attempt('user:8', '10.0.2.1', false));
    await Promise.all(first);
    let sixthWent = false;
    const sixth = throttle.attempt('user:8', '10.0.2.1', false).then(() => {
      sixthWent = true;
    });
    await Promise.resolve();
    expect(sixthWent).toBe(false);
    // The first was right: the sixth goes ahead, counted as nothing but its own attempt.
    throttle.succeeded('user:8', '10.0.2.1');
    await sixth;
    expect(sixthWent).toBe(true);
  });

  it('are refused once the attempts they waited for turn out failures', async () => {
    const throttle = createLoginThrottle();
    await Promise.all(Array.from({ length: MAX_FAILED_LOGINS_PER_ACCOUNT }, () => throttle.attempt('user:9', '10.0.3.1', false)));
    const sixth = throttle.attempt('user:9', '10.0.3.1', false);
    for (let i = 0; i < MAX_FAILED_LOGINS_PER_ACCOUNT; i += 1) throttle.failed('user:9', '10.0.3.1');
    await expect(sixth).rejects.toThrow('Too many failed attempts to log in. Try again in 15 minutes.');
  });

  it('from one address: 30 logins at once all get in, while 30 guesses at once get five tries', async () => {
    // An office behind one address: ten people on three devices each, more than the address's
    // failure allowance, within the hashing queue's bounds.
    const people = (await api.rows("SELECT username FROM users WHERE password_hash IS NOT NULL AND username <> 'partner' ORDER BY id")) as {
      username: string;
    }[];
    const logins = people.slice(0, 10).flatMap(({ username }) => [username, username, username]);
    expect(logins.length).toBeGreaterThan(MAX_FAILED_LOGINS_PER_ADDRESS);
    const answers = await Promise.all(logins.map((username) => at('127.0.0.8').login(username, 'demo-password')));
    expect(answers.filter((status) => status !== 200)).toEqual([]);
    const guesses = await Promise.all(Array.from({ length: 30 }, (_, i) => at('127.0.0.9').login('partner', `wrong-${i}`)));
    expect(guesses.filter((status) => status === 401)).toHaveLength(MAX_FAILED_LOGINS_PER_ACCOUNT);
    expect(guesses.filter((status) => status === 429)).toHaveLength(30 - MAX_FAILED_LOGINS_PER_ACCOUNT);
  });
});

describe('password hashing', () => {
  it(`runs at most ${MAX_CONCURRENT_HASHES} hashes at once however many sign-ups come together`, async () => {
    const fresh = await startTestApi();
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          fresh
            .client()
            .write('UserRegisterResource', 'create', {
              username: `parallel_${i}`,
              email: `parallel_${i}@example.com`,
              password: 'a-long-password',
              first_name: 'Parallel',
            })
            .then((answer) => answer.status),
        ),
      );
      expect(answers).toEqual(Array.from({ length: 8 }, () => 200));
      expect(passwordHashing.stats().mostActive).toBe(MAX_CONCURRENT_HASHES);
    } finally {
      await fresh.stop();
    }
  });
});

describe('the CSRF secret', () => {
  it('is made anew at login and at logout: a token from before no longer works', async () => {
    // Its own server: the address sweep above has throttled this one's logins.
    const own = await startTestApi();
    try {
      const client = own.client();
      await client.ensureCsrf();
      const before = client.cookies.get('csrftoken');
      const secretBefore = client.cookies.get('pb_csrf_secret');
      const answer = await client.write('UserSessionResource', 'create', { username_or_email: 'employee', password: 'demo-password' });
      expect(answer.status).toBe(200);
      const after = client.cookies.get('csrftoken');
      expect(after).toBeDefined();
      expect(after).not.toBe(before);
      expect(client.cookies.get('pb_csrf_secret')).not.toBe(secretBefore);
      // The old token with the new secret is refused; the new one works.
      client.sendCsrf = false;
      const stale = await client.request(
        'POST',
        '/resource/BoardResource/create/',
        { name: 'Stale token' },
        { 'x-csrftoken': before ?? '' },
      );
      expect(stale.status).toBe(403);
      client.sendCsrf = true;
      expect((await client.write('BoardResource', 'create', { name: 'Fresh token' })).status).toBe(200);
      const loggedInToken = client.cookies.get('csrftoken');
      expect((await client.write('UserSessionResource', 'delete', {})).status).toBe(200);
      expect(client.cookies.get('csrftoken')).not.toBe(loggedInToken);
    } finally {
      await own.stop();
    }
  });
});
