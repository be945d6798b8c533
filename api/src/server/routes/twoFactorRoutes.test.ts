// Two-factor authentication end to end over HTTP: a set-up turned on only by the password and a
// code from its secret, with ten recovery codes answered once and kept hashed, the secret kept
// sealed; a login that needs a code (once each) or a recovery code (once each, recorded); turning
// it off with the password and a current code; other sessions ended either way (issue 59, item 6);
// and the business rule it exists for: a profile refused for want of two-factor authentication is
// open once it is on.
import { generate } from 'otplib';
import type { ApiBusinessAccessProfile, ApiSession, ApiTwoFactor, ApiTwoFactorSetup, ApiTwoFactorTurnedOn } from 'shared-contracts/api';
import { expectFailure, expectOk } from '../../testing/expectAnswer';
import { type TestClient } from '../../testing/testApi';
import { startTestApiForFile } from '../../testing/testApiForFile';
import { SEALED_PREFIX } from '../secretBox';

const api = startTestApiForFile();

const PASSWORD = 'demo-password';
const OFF: ApiTwoFactor = { enabled: false, enabledAt: null, recoveryCodesLeft: 0, lastRecoveryCodeUse: null };

/** A code as the app would show it, for a moment some steps from now. */
const codeAt = (secret: string, stepsFromNow = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsFromNow * 30 });

const logIn = (client: TestClient, username: string, code?: string, password = PASSWORD) =>
  client.write<ApiSession>('UserSessionResource', 'create', {
    username_or_email: username,
    password,
    ...(code === undefined ? {} : { code }),
  });

const errorOf = (answer: { body: { resource_response: { error?: { message?: string } | null } } }) =>
  answer.body.resource_response.error?.message;

async function turnOn(client: TestClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = expectOk(await client.write<ApiTwoFactorSetup>('TwoFactorResource', 'create', {}));
  const on = expectOk(
    await client.write<ApiTwoFactorTurnedOn>('TwoFactorResource', 'update', { code: await codeAt(setup.secret), password: PASSWORD }),
  );
  expect(on.enabled).toBe(true);
  return { secret: setup.secret, recoveryCodes: on.recoveryCodes };
}

const userIdOf = async (username: string) =>
  Number(((await api.row('SELECT id FROM users WHERE username = ?', username)) as { id: number | string }).id);

const signedIn = async (client: TestClient) => expectOk(await client.get<ApiSession>('UserSessionResource')).isAuthenticated;

describe('TwoFactorResource', () => {
  it('turns on only with the password and a code from the set-up, and answers ten recovery codes once', async () => {
    const client = await api.client().login('employee');
    expect(expectOk(await client.get<ApiTwoFactor>('TwoFactorResource'))).toEqual(OFF);
    const setup = expectOk(await client.write<ApiTwoFactorSetup>('TwoFactorResource', 'create', {}));
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toBe(`otpauth://totp/Pinboard:employee?secret=${setup.secret}&issuer=Pinboard`);
    expect(setup.qr.size).toBeGreaterThanOrEqual(21);
    expect(setup.qr.path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    // Not on yet: logging in still needs only the password.
    expectOk(await logIn(api.client(), 'employee'));

    const code = await codeAt(setup.secret);
    const noPassword = await client.write('TwoFactorResource', 'update', { code });
    expectFailure(noPassword, 400, 'invalid_field', 'password');
    const wrongPassword = await client.write('TwoFactorResource', 'update', { code, password: 'not-my-password' });
    expectFailure(wrongPassword, 400, 'invalid_field', 'password');
    expect(errorOf(wrongPassword)).toBe("That isn't your password. Enter the password you log in with.");
    const wrong = await client.write('TwoFactorResource', 'update', { code: await codeAt(setup.secret, 10), password: PASSWORD });
    expectFailure(wrong, 400, 'invalid_field', 'code');
    expect(errorOf(wrong)).toBe("That code isn't right. Enter the newest code from your authenticator app.");
    const notACode = await client.write('TwoFactorResource', 'update', { code: '12ab56', password: PASSWORD });
    expectFailure(notACode, 400, 'invalid_field', 'code');
    expect(errorOf(notACode)).toBe('Enter the 6-digit code from your authenticator app.');
    expect(expectOk(await client.get<ApiTwoFactor>('TwoFactorResource')).enabled).toBe(false);

    const on = expectOk(
      await client.write<ApiTwoFactorTurnedOn>('TwoFactorResource', 'update', {
        code: `${code.slice(0, 3)} ${code.slice(3)}`,
        password: PASSWORD,
      }),
    );
    expect(on.enabled).toBe(true);
    expect(Date.parse(on.enabledAt ?? '')).not.toBeNaN();
    expect(on.recoveryCodes).toHaveLength(10);
    expect(new Set(on.recoveryCodes).size).toBe(10);
    for (const recovery of on.recoveryCodes)
      expect(recovery).toMatch(/^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/);
    expect(on.recoveryCodesLeft).toBe(10);
    // Shown this once: reading the state again never gives them.
    const again = expectOk(await client.get<ApiTwoFactor>('TwoFactorResource'));
    expect(again).toEqual({ enabled: true, enabledAt: on.enabledAt, recoveryCodesLeft: 10, lastRecoveryCodeUse: null });
    expect(JSON.stringify(again)).not.toContain(on.recoveryCodes[0]);
    expectFailure(await client.write('TwoFactorResource', 'create', {}), 409, 'conflict', 'code');

    // Stored: the secret sealed, never as the app has it; the codes as hashes only.
    const userId = await userIdOf('employee');
    const stored = (await api.row('SELECT totp_secret, totp_pending_secret FROM users WHERE id = ?', userId)) as {
      totp_secret: string;
      totp_pending_secret: string | null;
    };
    expect(stored.totp_secret.startsWith(SEALED_PREFIX)).toBe(true);
    expect(stored.totp_secret).not.toContain(setup.secret);
    expect(stored.totp_pending_secret).toBeNull();
    const hashes = (await api.rows('SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = ?', userId)) as { code_hash: string }[];
    expect(hashes).toHaveLength(10);
    const letters = on.recoveryCodes.map((c) => c.replace(/-/g, ''));
    for (const { code_hash } of hashes) {
      expect(code_hash).toMatch(/^[\w-]{43}$/);
      expect(letters.some((l) => code_hash.includes(l) || on.recoveryCodes.includes(code_hash))).toBe(false);
    }
  });

  it('ends the other sessions when it is turned on, and keeps the one that turned it on', async () => {
    const elsewhere = await api.client().login('maya_chen');
    const here = await api.client().login('maya_chen');
    await turnOn(here);
    expect(await signedIn(here)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
  });

  it('asks for a code at login once it is on, refuses a wrong one, and never takes the same code twice', async () => {
    const owner = await api.client().login('newbie');
    const { secret } = await turnOn(owner);
    const asked = await logIn(api.client(), 'newbie');
    expectFailure(asked, 401, 'two_factor_required', 'code');
    expect(errorOf(asked)).toBe('Enter the 6-digit code from your authenticator app.');
    expectFailure(await logIn(api.client(), 'newbie', await codeAt(secret, 5)), 401, 'invalid_code', 'code');

    // The code that turned it on was used: the next step's code logs in, then is used up too.
    const next = await codeAt(secret, 1);
    const client = api.client();
    expect(expectOk(await logIn(client, 'newbie', next)).isAuthenticated).toBe(true);
    expectFailure(await logIn(api.client(), 'newbie', next), 401, 'invalid_code', 'code');
    // A wrong password is still the password's error, whatever the code.
    expectFailure(await logIn(api.client(), 'newbie', next, 'not-the-password'), 401, 'invalid_credentials', 'password');
  });

  it('logs in with a recovery code once, typed any way, and records when and from which browser it was used', async () => {
    const owner = await api.client().login('harborandpine');
    const { recoveryCodes } = await turnOn(owner);
    const [first = '', second = ''] = recoveryCodes;
    const phoneless = api.client();
    expect(expectOk(await logIn(phoneless, 'harborandpine', first.toUpperCase().replace(/-/g, ' '))).isAuthenticated).toBe(true);
    const reused = await logIn(api.client(), 'harborandpine', first);
    expectFailure(reused, 401, 'invalid_code', 'code');
    expect(errorOf(reused)).toBe("That recovery code isn't right, or it was used already. Each one works once.");
    expectFailure(await logIn(api.client(), 'harborandpine', 'zzzz-zzzz-zzzz'), 401, 'invalid_code', 'code');

    const state = expectOk(await phoneless.get<ApiTwoFactor>('TwoFactorResource'));
    expect(state.recoveryCodesLeft).toBe(9);
    expect(state.lastRecoveryCodeUse).toEqual({ at: expect.any(String), device: 'Chrome on Linux' });
    expect(Date.now() - Date.parse(state.lastRecoveryCodeUse?.at ?? '')).toBeLessThan(60_000);
    const used = await api.count(
      'SELECT count(*) AS n FROM two_factor_recovery_codes WHERE user_id = ? AND used_at IS NOT NULL',
      await userIdOf('harborandpine'),
    );
    expect(used).toBe(1);
    // Another code still works.
    expectOk(await logIn(api.client(), 'harborandpine', second));
  });

  it('turns off only with the password and a current code, ends the other sessions, then logging in needs the password alone', async () => {
    const client = await api.client().login('aiko_tanaka');
    const { secret, recoveryCodes } = await turnOn(client);
    const elsewhere = api.client();
    expectOk(await logIn(elsewhere, 'aiko_tanaka', recoveryCodes[0]));
    expectFailure(await client.write('TwoFactorResource', 'delete', { code: '000000', password: PASSWORD }), 400, 'invalid_field', 'code');
    const code = await codeAt(secret, 1);
    // A session alone (a stolen cookie) is not enough: the password is asked for, and a wrong one changes nothing.
    expectFailure(await client.write('TwoFactorResource', 'delete', { code }), 400, 'invalid_field', 'password');
    const guessed = await client.write('TwoFactorResource', 'delete', { code, password: 'a-guess' });
    expectFailure(guessed, 400, 'invalid_field', 'password');
    expect(errorOf(guessed)).toBe("That isn't your password. Enter the password you log in with.");
    expect(expectOk(await client.get<ApiTwoFactor>('TwoFactorResource')).enabled).toBe(true);

    expect(expectOk(await client.write<ApiTwoFactor>('TwoFactorResource', 'delete', { code, password: PASSWORD }))).toEqual(OFF);
    expect(await signedIn(client)).toBe(true);
    expect(await signedIn(elsewhere)).toBe(false);
    expectOk(await logIn(api.client(), 'aiko_tanaka'));
    expectFailure(await client.write('TwoFactorResource', 'delete', { code, password: PASSWORD }), 409, 'conflict', 'code');
  });

  it('turns off with the password and a recovery code when the app is gone, and its recovery codes go', async () => {
    const client = await api.client().login('jordan_reyes');
    const { recoveryCodes } = await turnOn(client);
    expect(
      expectOk(await client.write<ApiTwoFactor>('TwoFactorResource', 'delete', { code: recoveryCodes[1], password: PASSWORD })),
    ).toEqual(OFF);
    expectOk(await logIn(api.client(), 'jordan_reyes'));
    expect(await api.count('SELECT count(*) AS n FROM two_factor_recovery_codes WHERE user_id = ?', await userIdOf('jordan_reyes'))).toBe(
      0,
    );
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

describe('a password reset', () => {
  it('keeps two-factor authentication on, says so, and a recovery code logs in with the new password', async () => {
    const owner = await api.client().login('studio_nord');
    const { recoveryCodes } = await turnOn(owner);
    const client = api.client();
    expectOk(await client.write('PasswordResetResource', 'create', { username_or_email: 'studio_nord' }));
    const link = await api.outbox.next((mail) => mail.to === 'studio_nord' && mail.path.startsWith('/password/reset/'));
    const token = link.path.replace('/password/reset/', '');
    expect(expectOk(await client.write('PasswordResetResource', 'update', { token, new_password: 'a-brand-new-password' }))).toEqual({
      changed: true,
      username: 'studio_nord',
      twoFactor: true,
    });
    expectFailure(await logIn(api.client(), 'studio_nord', undefined, 'a-brand-new-password'), 401, 'two_factor_required', 'code');
    expectOk(await logIn(api.client(), 'studio_nord', recoveryCodes[0], 'a-brand-new-password'));
  });

  it('says two-factor authentication is off for an account without it', async () => {
    const client = api.client();
    expectOk(await client.write('PasswordResetResource', 'create', { username_or_email: 'maxi_hohenberg' }));
    const link = await api.outbox.next((mail) => mail.to === 'maxi_hohenberg' && mail.path.startsWith('/password/reset/'));
    const answer = expectOk(
      await client.write<{ twoFactor: boolean }>('PasswordResetResource', 'update', {
        token: link.path.replace('/password/reset/', ''),
        new_password: 'another-new-password',
      }),
    );
    expect(answer.twoFactor).toBe(false);
  });
});
