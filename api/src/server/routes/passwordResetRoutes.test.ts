// 'Forgot your password?' without mail: a link for an account, the same answer for any name, a
// new password set with the link once, and a link that is forged, ended or used refused.
import type { ApiSession } from 'shared-contracts/api';
import { expectFailure, expectOk } from '../../testing/expectAnswer';
import { startTestApiForFile } from '../../testing/testApiForFile';
import { checkResetToken, makeResetToken, RESET_LINK_TTL_MS } from '../passwordReset';

const api = startTestApiForFile();
const outbox = () => api.outbox;

const tokenOf = (path: string) => path.replace('/password/reset/', '');

describe('PasswordResetResource', () => {
  it('sends a link for an account with a password, and answers the same for a name no account has', async () => {
    const client = api.client();
    expect(expectOk(await client.write('PasswordResetResource', 'create', { username_or_email: 'nobody_here' }))).toEqual({ sent: true });
    expect(outbox().recent()).toEqual([]);
    expect(expectOk(await client.write('PasswordResetResource', 'create', { username_or_email: 'newbie' }))).toEqual({ sent: true });
    expect(outbox().recent()).toEqual([
      {
        to: 'newbie',
        subject: 'Password reset',
        path: expect.stringMatching(/^\/password\/reset\/[\w-]+\.[\w-]+$/),
        expiresAt: expect.any(String),
      },
    ]);
  });

  it('sets a new password with the link, which then works no more; the old password no longer logs in, nor its sessions', async () => {
    const signedIn = await api.client().login('newbie');
    const client = api.client();
    const token = tokenOf(outbox().recent()[0]?.path ?? '');
    expect(expectOk(await client.write('PasswordResetResource', 'update', { token, new_password: 'a-brand-new-password' }))).toEqual({
      changed: true,
      username: 'newbie',
      twoFactor: false,
    });
    expect(expectOk(await signedIn.get<ApiSession>('UserSessionResource')).isAuthenticated).toBe(false);
    await api.client().login('newbie', 'a-brand-new-password');
    expectFailure(
      await api.client().write('UserSessionResource', 'create', { username_or_email: 'newbie', password: 'demo-password' }),
      401,
      'invalid_credentials',
      'password',
    );
    expectFailure(
      await client.write('PasswordResetResource', 'update', { token, new_password: 'another-password' }),
      400,
      'invalid_field',
      'token',
    );
  });

  it('refuses a forged or mangled token, and a new password too short, with words a person can act on', async () => {
    const client = api.client();
    await client.write('PasswordResetResource', 'create', { username_or_email: 'demo' });
    const token = tokenOf(outbox().recent()[0]?.path ?? '');
    const [payload, signature] = token.split('.');
    for (const bad of [`${payload}.${signature}x`, `${payload}x.${signature}`, 'nothing', `${token}.more`]) {
      const answer = await client.write('PasswordResetResource', 'update', { token: bad, new_password: 'a-good-password' });
      expectFailure(answer, 400, 'invalid_field', 'token');
      expect(answer.body.resource_response.error?.message).toBe('This reset link has expired or was already used. Ask for a new one.');
    }
    expectFailure(
      await client.write('PasswordResetResource', 'update', { token, new_password: 'short' }),
      400,
      'invalid_field',
      'new_password',
    );
  });
});

describe('reset tokens', () => {
  const secret = Buffer.from('a secret of the server');
  const hashes = new Map([[7, 'scrypt$hash-one']]);
  const lookup = async (id: number) => hashes.get(id) ?? null;

  it('work until they end, for the password they replace, and only with the secret they were made with', async () => {
    const token = makeResetToken(secret, 7, 'scrypt$hash-one', 1_000);
    await expect(checkResetToken(secret, token, 1_000 + RESET_LINK_TTL_MS - 1, lookup)).resolves.toBe(7);
    await expect(checkResetToken(secret, token, 1_000 + RESET_LINK_TTL_MS, lookup)).resolves.toBeNull();
    await expect(checkResetToken(Buffer.from('another secret'), token, 1_000, lookup)).resolves.toBeNull();
    hashes.set(7, 'scrypt$hash-two');
    await expect(checkResetToken(secret, token, 1_000, lookup)).resolves.toBeNull();
  });
});
