// Which build of each area the edge server offers. Until the registry (issue 4) this is each
// area's local dist/ folder; the version is the package version plus a build id taken from the
// manifest's bytes, so every rebuild gets a new immutable path.

import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, isRemoteName, type RemoteName } from 'shared-contracts';

export interface CatalogEntry {
  name: RemoteName;
  version: string;
  /** Folder holding this version's files (mf-manifest.json, remoteEntry.js, chunks). */
  dir: string;
}

export interface RemoteCatalog {
  /** The current build of each area that has one. */
  list(): Promise<CatalogEntry[]>;
  find(name: string, version: string): CatalogEntry | undefined;
}

export function defaultRemoteDirs(rootDir: string): Record<RemoteName, string> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, path.join(rootDir, name.replace('_', '-'), 'dist')]),
  ) as Record<RemoteName, string>;
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

async function readPackageVersion(dir: string): Promise<string> {
  try {
    const pkg: unknown = JSON.parse(await readFile(path.join(dir, '..', 'package.json'), 'utf8'));
    const version = (pkg as { version?: unknown }).version;
    return typeof version === 'string' ? version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

export function createLocalRemoteCatalog(dirs: Record<RemoteName, string>): RemoteCatalog {
  // Last known build per remote, with the manifest's mtime so an unchanged build is not re-read.
  const known = new Map<RemoteName, CatalogEntry & { mtimeMs: number }>();

  async function refresh(name: RemoteName): Promise<void> {
    const dir = dirs[name];
    const manifest = path.join(dir, 'mf-manifest.json');
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(manifest)).mtimeMs;
    } catch {
      // Files gone: keep offering the last known version, whose requests now fail visibly.
      return;
    }
    if (known.get(name)?.mtimeMs === mtimeMs) return;
    const bytes = await readFile(manifest);
    const buildId = createHash('sha256').update(bytes).digest('hex').slice(0, 8);
    const version = `${await readPackageVersion(dir)}+${buildId}`;
    known.set(name, { name, version, dir, mtimeMs });
  }

  return {
    async list() {
      await Promise.all(REMOTE_NAMES.map(refresh));
      return REMOTE_NAMES.flatMap((name) => {
        const entry = known.get(name);
        return entry ? [{ name: entry.name, version: entry.version, dir: entry.dir }] : [];
      });
    },
    find(name, version) {
      const entry = isRemoteName(name) ? known.get(name) : undefined;
      return entry && entry.version === version ? { name: entry.name, version: entry.version, dir: entry.dir } : undefined;
    },
  };
}
