// The one-time login link: mailed for an account (the same answer for any name), listed among its
// sessions until used, logging in once and making the browser a known device, so an owner whom
// strangers' guesses delay on a new device gets in; asking for the code when two-factor is on.
import { generate } from 'otplib';
import type { ApiSession, ApiTwoFactorSetup, ApiTwoFactorTurnedOn } from 'shared-contracts/api';
import { LOGIN_LINK_FIELD } from 'shared-contracts/api';
import { expectFailure, expectOk } from '../../testing/expectAnswer';
import { browserAt } from '../../testing/browserAt';
import { type TestClient } from '../../testing/testApi';
import { startTestApiForFile } from '../../testing/testApiForFile';
import { LOGIN_LINK_DEVICE } from '../loginLink';
import { accountDelayMs, MAX_FAILED_LOGINS_PER_ACCOUNT } from '../loginThrottle';

const api = startTestApiForFile();

const tokenOf = (path: string) => path.replace('/login/link/', '');

/** Asks for a link for `username` and answers its token, from the mail. */
async function mailedToken(client: TestClient, username: string): Promise<string> {
  expect(expectOk(await client.write('LoginLinkResource', 'create', { username_or_email: username }))).toEqual({ sent: true });
  const mail = api.outbox.recent()[0];
  expect(mail).toMatchObject({ to: username, subject: 'Your login link', path: expect.stringMatching(/^\/login\/link\/\d+\.[\w-]{43}$/) });
  return tokenOf(mail?.path ?? '');
}

const signedIn = async (client: TestClient) => expectOk(await client.get<ApiSession>('UserSessionResource')).isAuthenticated;

describe('LoginLinkResource', () => {
  it('mails nothing for a name no account has, with the same answer', async () => {
    const before = api.outbox.recent().length;
    expect(expectOk(await api.client().write('LoginLinkResource', 'create', { username_or_email: 'nobody_here' }))).toEqual({ sent: true });
    expect(api.outbox.recent()).toHaveLength(before);
  });

  it('gets an owner held back by strangers’ guesses in on a new device, once; that browser is then known', async () => {
    const port = Number(new URL(api.baseUrl).port);
    // Strangers at two addresses reach the account's delay bound, and a third goes on as each
    // delay ends: twelve failures, and the account's next try from a new device waits 4 s.
    for (const address of ['127.0.0.21', '127.0.0.22']) {
      const guesser = browserAt(address, port);
      for (let i = 0; i < MAX_FAILED_LOGINS_PER_ACCOUNT; i += 1) expect(await guesser.login('maya_chen', `wrong-${i}`)).toBe(401);
    }
    const patient = browserAt('127.0.0.23', port);
    for (let failures = 10; failures < 12;) {
      const status = await patient.login('maya_chen', `wrong-${failures}`);
      if (status === 401) failures += 1;
      else await new Promise((resolve) => setTimeout(resolve, (patient.retryAfterS() ?? 1) * 1000));
    }
    expect(accountDelayMs(12)).toBe(4_000);
    const owner = api.client();
    const held = await owner.write('UserSessionResource', 'create', { username_or_email: 'maya_chen', password: 'demo-password' });
    expectFailure(held, 429, 'too_many_requests', LOGIN_LINK_FIELD);

    const token = await mailedToken(owner, 'maya_chen');
    // Kept as a session of the account until used (its owner could end it in settings).
    const pending = () => api.count('SELECT COUNT(*) AS n FROM sessions WHERE device = ?', LOGIN_LINK_DEVICE);
    expect(await pending()).toBe(1);

    const session = expectOk(await owner.write<ApiSession>('LoginLinkResource', 'update', { token }));
    expect(session.isAuthenticated).toBe(true);
    expect(owner.cookies.get('pb_device')).toBeDefined();
    expect(await pending()).toBe(0);
    // Once only, in this browser or another.
    expectFailure(await api.client().write('LoginLinkResource', 'update', { token }), 400, 'invalid_field', 'token');

    // The browser is one of the account's known devices now: the delay does not hold its password back.
    await owner.write('UserSessionResource', 'delete', {});
    expect(
      expectOk(
        await owner.write<ApiSession>('UserSessionResource', 'create', { username_or_email: 'maya_chen', password: 'demo-password' }),
      ).isAuthenticated,
    ).toBe(true);
  });

  it('refuses a forged or mangled token, and is no session cookie itself', async () => {
    const client = api.client();
    const token = await mailedToken(client, 'jordan_reyes');
    const [userId, secret = ''] = token.split('.');
    for (const forged of [`${userId}.${'A'.repeat(43)}`, `${Number(userId) + 1}.${secret}`, 'not-a-token', `${token}.x`])
      expectFailure(await client.write('LoginLinkResource', 'update', { token: forged }), 400, 'invalid_field', 'token');
    const cookieOnly = api.client();
    cookieOnly.cookies.set('pb_session', secret);
    expect(await signedIn(cookieOnly)).toBe(false);
    // The real one still works after all that.
    expect(expectOk(await client.write<ApiSession>('LoginLinkResource', 'update', { token })).isAuthenticated).toBe(true);
  });

  it('asks for the authenticator code when two-factor authentication is on, and is not spent by a missing code', async () => {
    const owner = await api.client().login('employee');
    const setup = expectOk(await owner.write<ApiTwoFactorSetup>('TwoFactorResource', 'create', {}));
    // A code is taken once: the login uses the next step's (accepted within the clock's tolerance).
    const code = (stepsFromNow = 0) => generate({ secret: setup.secret, epoch: Math.floor(Date.now() / 1000) + stepsFromNow * 30 });
    expectOk(await owner.write<ApiTwoFactorTurnedOn>('TwoFactorResource', 'update', { code: await code(), password: 'demo-password' }));
    const browser = api.client();
    const token = await mailedToken(browser, 'employee');
    expectFailure(await browser.write('LoginLinkResource', 'update', { token }), 401, 'two_factor_required', 'code');
    expect(await signedIn(browser)).toBe(false);
    expect(expectOk(await browser.write<ApiSession>('LoginLinkResource', 'update', { token, code: await code(1) })).isAuthenticated).toBe(
      true,
    );
  });
});
