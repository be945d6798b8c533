// The key that seals two-factor secrets (secretBox.ts) and keys recovery codes' hashes: 32 random
// bytes from the server's configuration, PINBOARD_TWO_FACTOR_KEY, in base64 or hex. For a site on
// this machine only (npm start, the tests' servers), a development key is made once in a file the
// repository ignores; a server others can reach refuses to start without a configured key (the
// edge server's twoFactorKeySetting.ts decides which).

import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SECRET_KEY_BYTES } from './secretBox';

export const TWO_FACTOR_KEY_VARIABLE = 'PINBOARD_TWO_FACTOR_KEY';
const HOW_TO_MAKE = 'openssl rand -base64 32';

/** The key a setting holds: 32 bytes as base64 (44 characters) or hex (64). */
export function parseTwoFactorKey(value: string, from: string = TWO_FACTOR_KEY_VARIABLE): Buffer {
  const text = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
      ? Buffer.from(text, 'base64')
      : null;
  if (key?.length !== SECRET_KEY_BYTES)
    throw new Error(
      `${from} must be ${SECRET_KEY_BYTES} random bytes in base64 or hex (make one with: ${HOW_TO_MAKE}), not a value of ${text.length} characters`,
    );
  return key;
}

/**
 * The development key in `file`, made (readable by this user only) the first time. Written aside
 * and linked into place, so two servers starting at once both read the one complete key.
 */
export async function developmentTwoFactorKey(file: string): Promise<Buffer> {
  await mkdir(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(aside, `${randomBytes(SECRET_KEY_BYTES).toString('base64')}\n`, { mode: 0o600 });
  try {
    await link(aside, file);
  } catch (error) {
    // Made by another server meanwhile: that one is the key.
    if (!(typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST')) throw error;
  } finally {
    await rm(aside, { force: true });
  }
  return parseTwoFactorKey(await readFile(file, 'utf8'), file);
}
