// Secrets an older version kept plain in users.totp_secret are sealed with the server's key when the
// API opens, on either database (this suite runs on SQLite and on PostgreSQL), and still log in;
// a second run finds nothing to do; a key that does not open them stops the start, naming the fix.
import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { expectFailure, expectOk } from '../testing/expectAnswer';
import { withPlaceholders } from '../testing/placeholders';
import { startTestApiForFile } from '../testing/testApiForFile';
import { sealTwoFactorSecrets } from './sealTwoFactorSecrets';
import { isSealed } from './secretBox';

const api = startTestApiForFile();

// Base32, as an older version stored them.
const PLAIN = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const PENDING = 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU';

const secretsOf = async (username: string) =>
  (await api.row('SELECT id, totp_secret, totp_pending_secret FROM users WHERE username = ?', username)) as {
    id: number | string;
    totp_secret: string | null;
    totp_pending_secret: string | null;
  };

describe('sealing two-factor secrets kept plain', () => {
  it('seals each plain secret (in use and pending) with the key, so they still log in, and is done after one run', async () => {
    const sql = withPlaceholders(api.api.sql);
    await sql.run(
      "UPDATE users SET totp_secret = ?, totp_enabled_at = '2026-11-01T00:00:00.000Z', totp_last_step = NULL WHERE username = ?",
      PLAIN,
      'studio_nord',
    );
    await sql.run('UPDATE users SET totp_pending_secret = ? WHERE username = ?', PENDING, 'oliver_grant');
    const { storage, twoFactorKey } = api.api.deps;

    expect(await sealTwoFactorSecrets(storage, twoFactorKey, 'the test key')).toBe(2);
    const inUse = await secretsOf('studio_nord');
    expect(isSealed(inUse.totp_secret ?? '')).toBe(true);
    expect(inUse.totp_secret).not.toContain(PLAIN);
    const pending = await secretsOf('oliver_grant');
    expect(isSealed(pending.totp_pending_secret ?? '')).toBe(true);
    expect(pending.totp_secret).toBeNull();
    expect(await sealTwoFactorSecrets(storage, twoFactorKey, 'the test key')).toBe(0);

    // The sealed secret is the same secret: the owner's app still logs in.
    const client = api.client();
    expectFailure(
      await client.write('UserSessionResource', 'create', { username_or_email: 'studio_nord', password: 'demo-password' }),
      401,
      'two_factor_required',
      'code',
    );
    const code = await generate({ secret: PLAIN, epoch: Math.floor(Date.now() / 1000) });
    expectOk(await client.write('UserSessionResource', 'create', { username_or_email: 'studio_nord', password: 'demo-password', code }));
  });

  it('refuses to go on with a key that does not open the sealed secrets, and says which setting to fix', async () => {
    await expect(sealTwoFactorSecrets(api.api.deps.storage, randomBytes(32), 'PINBOARD_TWO_FACTOR_KEY')).rejects.toThrow(
      'The two-factor key from PINBOARD_TWO_FACTOR_KEY does not open the two-factor secrets in this database: set PINBOARD_TWO_FACTOR_KEY to the key they were sealed with',
    );
  });
});
