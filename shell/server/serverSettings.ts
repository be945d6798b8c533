// The edge server's settings from its environment, checked before anything starts, so a bad
// value fails with a message naming the variable instead of a site whose pages all break.

import path from 'node:path';
import type { RemoteName } from 'shared-contracts';
import { defaultRemoteDirs, parseRemoteDirOverrides } from './remoteCatalog';

export interface ServerSettings {
  port: number;
  host: string;
  loadTimeoutMs: number;
  shellDistDir: string;
  remoteDirs: Record<RemoteName, string>;
  /** DATA_DIR: the API's database and generated pictures. */
  dataDir: string;
  /** PINBOARD_SECURE_COOKIES=1 behind HTTPS. */
  secureCookies: boolean;
}

function wholeNumber(name: string, value: string | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${value}"`);
  }
  return parsed;
}

function flag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`${name} must be 1 or 0, not "${value}"`);
}

export function readServerSettings(env: Record<string, string | undefined>, defaultRootDir: string): ServerSettings {
  const rootDir = env.PINBOARD_ROOT || defaultRootDir;
  return {
    // 0 asks the system for a free port (the test suites use it).
    port: wholeNumber('PORT', env.PORT, 8080, 0, 65535),
    host: env.HOST || 'localhost',
    loadTimeoutMs: wholeNumber('PINBOARD_LOAD_TIMEOUT_MS', env.PINBOARD_LOAD_TIMEOUT_MS, 8000, 1, 600_000),
    shellDistDir: path.join(rootDir, 'shell', 'dist'),
    remoteDirs: { ...defaultRemoteDirs(rootDir), ...parseRemoteDirOverrides(env.PINBOARD_REMOTE_DIRS) },
    dataDir: path.resolve(rootDir, env.DATA_DIR || '.data'),
    secureCookies: flag('PINBOARD_SECURE_COOKIES', env.PINBOARD_SECURE_COOKIES),
  };
}
