// Two-factor authentication end to end over HTTP: a set-up turned on only by a code from its
// secret, then a login that needs a code (once each), turning it off with a current code, and the
// business rule it exists for: a profile refused for want of two-factor authentication is open once it is on.
import { generate } from 'otplib';
import type { ApiBusinessAccessProfile, ApiSession, ApiTwoFactor, ApiTwoFactorSetup } from 'shared-contracts';
import { expectFailure, expectOk } from '../../testing/expectAnswer';
import { startTestApi, type TestApi, type TestClient } from '../../testing/testApi';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
}, 60_000);
afterAll(() => api.stop());

/** A code as the app would show it, for a moment some steps from now. */
const codeAt = (secret: string, stepsFromNow = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsFromNow * 30 });

const logIn = (client: TestClient, username: string, code?: string) =>
  client.write<ApiSession>('UserSessionResource', 'create', {
    username_or_email: username,
    password: 'demo-password',
    ...(code === undefined ? {} : { code }),
  });

async function turnOn(client: TestClient): Promise<string> {
  const setup = expectOk(await client.write<ApiTwoFactorSetup>('TwoFactorResource', 'create', {}));
  expect(expectOk(await client.write<ApiTwoFactor>('TwoFactorResource', 'update', { code: await codeAt(setup.secret) })).enabled).toBe(
    true,
  );
  return setup.secret;
}

describe('TwoFactorResource', () => {
  it('starts a set-up with a secret, its otpauth link and a QR code, and is not on until a code confirms it', async () => {
    const client = await api.client().login('employee');
    expect(expectOk(await client.get<ApiTwoFactor>('TwoFactorResource'))).toEqual({ enabled: false, enabledAt: null });
    const setup = expectOk(await client.write<ApiTwoFactorSetup>('TwoFactorResource', 'create', {}));
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toBe(`otpauth://totp/Pinboard:employee?secret=${setup.secret}&issuer=Pinboard`);
    expect(setup.qr.size).toBeGreaterThanOrEqual(21);
    expect(setup.qr.path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    // Not on yet: logging in still needs only the password.
    expectOk(await logIn(api.client(), 'employee'));

    const wrong = await client.write('TwoFactorResource', 'update', { code: await codeAt(setup.secret, 10) });
    expectFailure(wrong, 400, 'invalid_field', 'code');
    expect(wrong.body.resource_response.error?.message).toBe("That code isn't right. Enter the newest code from your authenticator app.");
    const notACode = await client.write('TwoFactorResource', 'update', { code: '12ab56' });
    expectFailure(notACode, 400, 'invalid_field', 'code');
    expect(notACode.body.resource_response.error?.message).toBe('Enter the 6-digit code from your authenticator app.');

    const code = await codeAt(setup.secret);
    const on = expectOk(await client.write<ApiTwoFactor>('TwoFactorResource', 'update', { code: `${code.slice(0, 3)} ${code.slice(3)}` }));
    expect(on.enabled).toBe(true);
    expect(Date.parse(on.enabledAt ?? '')).not.toBeNaN();
    expectFailure(await client.write('TwoFactorResource', 'create', {}), 409, 'conflict', 'code');
  });

  it('asks for a code at login once it is on, refuses a wrong one, and never takes the same code twice', async () => {
    const owner = await api.client().login('newbie');
    const secret = await turnOn(owner);
    const asked = await logIn(api.client(), 'newbie');
    expectFailure(asked, 401, 'two_factor_required', 'code');
    expect(asked.body.resource_response.error?.message).toBe('Enter the 6-digit code from your authenticator app.');
    expectFailure(await logIn(api.client(), 'newbie', await codeAt(secret, 5)), 401, 'invalid_code', 'code');

    // The code that turned it on was used: the next step's code logs in, then is used up too.
    const next = await codeAt(secret, 1);
    const client = api.client();
    const session = expectOk(await logIn(client, 'newbie', next));
    expect(session.isAuthenticated).toBe(true);
    expectFailure(await logIn(api.client(), 'newbie', next), 401, 'invalid_code', 'code');
    // A wrong password is still the password's error, whatever the code.
    expectFailure(
      await api.client().write('UserSessionResource', 'create', { username_or_email: 'newbie', password: 'not-the-password', code: next }),
      401,
      'invalid_credentials',
      'password',
    );
  });

  it('turns off only with a current code, then logging in needs the password alone', async () => {
    const client = await api.client().login('aiko_tanaka');
    const secret = await turnOn(client);
    expectFailure(await client.write('TwoFactorResource', 'delete', { code: '000000' }), 400, 'invalid_field', 'code');
    expect(expectOk(await client.write<ApiTwoFactor>('TwoFactorResource', 'delete', { code: await codeAt(secret, 1) }))).toEqual({
      enabled: false,
      enabledAt: null,
    });
    expectOk(await logIn(api.client(), 'aiko_tanaka'));
    expectFailure(await client.write('TwoFactorResource', 'delete', { code: await codeAt(secret, 2) }), 409, 'conflict', 'code');
  });

  it('is for a signed-in person only', async () => {
    expectFailure(await api.client().get('TwoFactorResource'), 401, 'not_authenticated');
    expectFailure(await api.client().write('TwoFactorResource', 'create', {}), 401, 'not_authenticated');
  });

  it("meets a business's two-factor rule: the profile it kept out becomes available", async () => {
    const partner = await api.client().login('partner');
    const loom = async () =>
      expectOk(await partner.request<ApiBusinessAccessProfile[]>('GET', '/vx/business_access/profiles/')).find(
        (p) => p.user.businessName === 'Loom & Ladle Kitchen',
      );
    expect((await loom())?.viewerMeetsMfaRequirement).toBe(false);
    await turnOn(partner);
    expect((await loom())?.viewerMeetsMfaRequirement).toBe(true);
  });
});
