import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_TWO_FACTOR_KEY_FILE, twoFactorKeySetting } from './twoFactorKeySetting';

let root = '';
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'two-factor-setting-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the two-factor key setting', () => {
  it('takes PINBOARD_TWO_FACTOR_KEY wherever the server runs, and makes no development file', async () => {
    const key = randomBytes(32);
    const setting = await twoFactorKeySetting(
      { PINBOARD_TWO_FACTOR_KEY: key.toString('base64') },
      root,
      'HOST=0.0.0.0 listens beyond this machine',
    );
    expect(setting).toEqual({ bytes: key, from: 'PINBOARD_TWO_FACTOR_KEY' });
    expect(existsSync(path.join(root, DEV_TWO_FACTOR_KEY_FILE))).toBe(false);
  });

  it('refuses a key that is not 32 bytes, saying how to make one', async () => {
    await expect(twoFactorKeySetting({ PINBOARD_TWO_FACTOR_KEY: 'changeme' }, root, null)).rejects.toThrow(
      'PINBOARD_TWO_FACTOR_KEY must be 32 random bytes in base64 or hex (make one with: openssl rand -base64 32), not a value of 8 characters',
    );
  });

  it('refuses to start a server others reach without a key, saying why and what to do', async () => {
    await expect(twoFactorKeySetting({}, root, 'NODE_ENV=production says this is a production server')).rejects.toThrow(
      'PINBOARD_TWO_FACTOR_KEY is needed: NODE_ENV=production says this is a production server, and the development key is for a site only this machine reaches. Make a key with "openssl rand -base64 32"',
    );
    expect(existsSync(path.join(root, DEV_TWO_FACTOR_KEY_FILE))).toBe(false);
  });

  it('gives a site only this machine reaches the development key, the same at every start', async () => {
    const first = await twoFactorKeySetting({}, root, null);
    expect(first.from).toBe(path.join(root, '.data', 'two-factor-dev.key'));
    expect(first.bytes).toHaveLength(32);
    expect((await twoFactorKeySetting({ PINBOARD_TWO_FACTOR_KEY: '' }, root, null)).bytes).toEqual(first.bytes);
  });
});
