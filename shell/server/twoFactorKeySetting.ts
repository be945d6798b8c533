// The key two-factor secrets are sealed with (the API's twoFactorKey.ts): PINBOARD_TWO_FACTOR_KEY.
// Unset, a site only this machine reaches (the rule the demo tokens follow) gets a development key,
// made once in .data/two-factor-dev.key under the repository (git ignores .data/; every server of
// this checkout, a cluster's edges too, shares it); a server others can reach refuses to start
// without a key of its own, saying why and how to make one.

import { developmentTwoFactorKey, parseTwoFactorKey, TWO_FACTOR_KEY_VARIABLE } from 'api';
import path from 'node:path';

export const DEV_TWO_FACTOR_KEY_FILE = path.join('.data', 'two-factor-dev.key');

export interface TwoFactorKey {
  bytes: Buffer;
  /** Where it came from, for the log and for errors: the setting, or the development file. */
  from: string;
}

/** `reachedBecause`: why others can reach this server (a trusted proxy, HOST, production), or null when only this machine does. */
export async function twoFactorKeySetting(
  env: Record<string, string | undefined>,
  rootDir: string,
  reachedBecause: string | null,
): Promise<TwoFactorKey> {
  const value = env[TWO_FACTOR_KEY_VARIABLE];
  if (value) return { bytes: parseTwoFactorKey(value), from: TWO_FACTOR_KEY_VARIABLE };
  if (reachedBecause !== null)
    throw new Error(
      `${TWO_FACTOR_KEY_VARIABLE} is needed: ${reachedBecause}, and the development key is for a site only this machine reaches. ` +
        `Make a key with "openssl rand -base64 32", keep it with the server's other secrets (never in the database or the repository), ` +
        `and start the server with ${TWO_FACTOR_KEY_VARIABLE} set to it; keep the same key for as long as the database: it seals the two-factor secrets there`,
    );
  const file = path.join(rootDir, DEV_TWO_FACTOR_KEY_FILE);
  return { bytes: await developmentTwoFactorKey(file), from: file };
}
