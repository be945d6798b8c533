// Login throttling over HTTP: failures per account and per address, refused before hashing, a good
// password clears an account's count; the hashing bound; and the CSRF secret made anew at login
// and logout.

import type { TestApi } from '../testing/testApi';
import { startTestApi } from '../testing/testApi';
import { MAX_FAILED_LOGINS_PER_ACCOUNT, MAX_FAILED_LOGINS_PER_ADDRESS, waitText } from './loginThrottle';
import { MAX_CONCURRENT_HASHES, passwordHashing } from './passwords';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

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
