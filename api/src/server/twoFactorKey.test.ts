import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { developmentTwoFactorKey, parseTwoFactorKey } from './twoFactorKey';

describe('the two-factor key', () => {
  it('is 32 bytes written in base64 or hex', () => {
    const key = randomBytes(32);
    expect(parseTwoFactorKey(key.toString('base64'))).toEqual(key);
    expect(parseTwoFactorKey(`${key.toString('hex')}\n`)).toEqual(key);
  });

  it('refuses anything else, saying how to make one', () => {
    for (const value of ['', 'secret', randomBytes(16).toString('base64'), randomBytes(31).toString('hex')])
      expect(() => parseTwoFactorKey(value)).toThrow(
        `PINBOARD_TWO_FACTOR_KEY must be 32 random bytes in base64 or hex (make one with: openssl rand -base64 32), not a value of ${value.length} characters`,
      );
  });

  it('for development is made once in its file, readable by its owner only, and the same for servers starting together', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'two-factor-key-'));
    try {
      const file = path.join(dir, '.data', 'two-factor-dev.key');
      const keys = await Promise.all([developmentTwoFactorKey(file), developmentTwoFactorKey(file), developmentTwoFactorKey(file)]);
      expect(keys[0]).toHaveLength(32);
      expect(keys[1]).toEqual(keys[0]);
      expect(keys[2]).toEqual(keys[0]);
      expect(await developmentTwoFactorKey(file)).toEqual(keys[0]);
      expect(parseTwoFactorKey(readFileSync(file, 'utf8'))).toEqual(keys[0]);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
