// The working tree's build of each area (its dist/ folder), which the registry takes at server
// start where nothing deployed is stable yet. PINBOARD_REMOTE_DIRS points a remote elsewhere.

import path from 'node:path';
import { isRemoteName, REMOTE_NAMES, type RemoteName } from 'shared-contracts/platform';

export function defaultRemoteDirs(rootDir: string): Record<RemoteName, string> {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, path.join(rootDir, name.replace('_', '-'), 'dist')])) as Record<
    RemoteName,
    string
  >;
}

/** Reads PINBOARD_REMOTE_DIRS: a JSON object from remote name to the folder of its build. */
export function parseRemoteDirOverrides(json: string | undefined): Partial<Record<RemoteName, string>> {
  if (!json) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('PINBOARD_REMOTE_DIRS must be a JSON object like {"mf_feed": "/path/to/dist"}');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('PINBOARD_REMOTE_DIRS must be a JSON object like {"mf_feed": "/path/to/dist"}');
  }
  const overrides: Partial<Record<RemoteName, string>> = {};
  for (const [name, dir] of Object.entries(parsed)) {
    if (!isRemoteName(name)) throw new Error(`PINBOARD_REMOTE_DIRS: unknown remote "${name}" (known: ${REMOTE_NAMES.join(', ')})`);
    if (typeof dir !== 'string' || dir === '') throw new Error(`PINBOARD_REMOTE_DIRS: the folder for ${name} must be a path`);
    overrides[name] = path.resolve(dir);
  }
  return overrides;
}
