// The builds the registry holds, as every other part of it looks them up: one cache of records
// (builds never change once registered) and one judge of whether a build can run in this shell.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_INTEGRITY_GLOBAL, REMOTE_NAMES, type RemoteName } from 'shared-contracts/platform';
import type { AreaSize } from '../rules/budgets';
import { effectiveBudget } from '../rules/buildGate';
import { incompatibilities, type ShellProvides } from '../rules/compatibility';
import { sha384Integrity } from '../rules/integrity';
import {
  ENTRY_FILE,
  MANIFEST_FILE,
  SERVER_ENTRY_FILE,
  isServerOnlyFile,
  compressedBytes,
  readAreaManifest,
  type AreaManifest,
} from './buildBundle';
import { resolveVersion } from '../rules/versionRefs';
import { RegistryError } from './registryError';
import type { RegistryStore, VersionFile, VersionRecord } from './registryStore';
import type { VersionFiles } from './versionFiles';

export interface RegisteredBuildsDeps {
  store: RegistryStore;
  files: VersionFiles;
  shell: ShellProvides;
}

export type RegisteredBuilds = ReturnType<typeof createRegisteredBuilds>;

/** What a build's manifest says of its area, and whether its chunk loaders check each file's SHA-384. */
export interface RegisteredArea extends AreaManifest {
  /**
   * Its entry's chunk loaders read the page's integrity table (build-config's ChunkIntegrityPlugin),
   * so its chunks are fetched with integrity and CORS; a stock build's loaders use neither.
   */
  chunksChecked: boolean;
}

/** A build's server file, its bytes verified against the registered integrity. */
export interface ServerEntry {
  remote: RemoteName;
  version: string;
  /** Where it lies (for stack traces). */
  file: string;
  integrity: string;
  bytes: Buffer;
}

export function createRegisteredBuilds({ store, files, shell }: RegisteredBuildsDeps) {
  // Builds never change once registered, so a found record is kept for good.
  const versionCache = new Map<string, VersionRecord>();

  async function findVersion(remote: RemoteName, version: string): Promise<VersionRecord | undefined> {
    const key = `${remote}@${version}`;
    const cached = versionCache.get(key);
    if (cached) return cached;
    const record = await store.getVersion(remote, version);
    if (record) versionCache.set(key, record);
    return record;
  }

  function checkCompatible(record: Pick<VersionRecord, 'remote' | 'version' | 'contractsVersion' | 'shared'>): void {
    const problems = incompatibilities(record, shell);
    if (problems.length > 0) {
      throw new RegistryError(422, `${record.remote}@${record.version} cannot run in this shell: ${problems.join(' ')}`, problems);
    }
  }

  async function versionsOf(remote: RemoteName): Promise<string[]> {
    return (await store.listVersions(remote)).map((v) => v.version);
  }

  async function resolveRef(remote: RemoteName, version: string): Promise<VersionRecord> {
    let resolved: string;
    try {
      resolved = resolveVersion({ remote, version }, await versionsOf(remote));
    } catch (error) {
      throw new RegistryError(404, (error as Error).message);
    }
    return (await findVersion(remote, resolved))!;
  }

  /** The folder holding one file of a registered build for browsers, if the build lists that file (server files are not). */
  async function servedFile(remote: string, version: string, file: string): Promise<string | undefined> {
    if (!(REMOTE_NAMES as readonly string[]).includes(remote) || isServerOnlyFile(file)) return undefined;
    const record = await findVersion(remote as RemoteName, version);
    if (!record || !record.files.some((f) => f.path === file)) return undefined;
    await files.ensureLocal(record.remote, record.version, { file });
    return files.folder(record.remote, record.version);
  }

  /** One of a build's registered files, its bytes checked against the SHA-384 registered with the build. */
  async function readVerified(record: VersionRecord, listed: VersionFile): Promise<{ file: string; bytes: Buffer }> {
    const file = path.join(files.folder(record.remote, record.version), listed.path);
    const read = () => readFile(file).catch(() => undefined);
    await files.ensureLocal(record.remote, record.version, { file: listed.path });
    let bytes = await read();
    if (!bytes || sha384Integrity(bytes) !== listed.integrity) {
      // A shared store can put a damaged or missing cached file right; a folder store cannot.
      await files.ensureLocal(record.remote, record.version, { recheck: true });
      bytes = await read();
    }
    if (!bytes) throw new Error(`${record.remote}@${record.version} lists ${listed.path} but its file is missing`);
    if (sha384Integrity(bytes) !== listed.integrity) {
      throw new Error(`${record.remote}@${record.version}'s ${listed.path} does not match its registered integrity`);
    }
    return { file, bytes };
  }

  /**
   * A build's server file (SERVER_ENTRY_FILE), read and checked against the SHA-384 registered
   * with the build, so the bytes returned are the bytes that were deployed: undefined when the
   * build has none; an error when its file is missing or changed since.
   */
  async function readServerEntry(remote: RemoteName, version: string): Promise<ServerEntry | undefined> {
    const record = await findVersion(remote, version);
    if (!record) throw new RegistryError(404, `${remote}@${version} is not registered`);
    const listed = record.files.find((f) => f.path === SERVER_ENTRY_FILE);
    if (!listed) return undefined;
    try {
      const { file, bytes } = await readVerified(record, listed);
      return { remote, version, file, integrity: listed.integrity, bytes };
    } catch (error) {
      throw new Error(`${(error as Error).message}: refusing to load it`);
    }
  }

  // Builds are immutable: what their manifest says, and what they weigh, are read once.
  const areaCache = new Map<string, Promise<RegisteredArea>>();
  const sizeCache = new Map<string, Promise<AreaSize>>();
  const cachedPer = <T>(cache: Map<string, Promise<T>>, record: VersionRecord, read: () => Promise<T>): Promise<T> => {
    const key = `${record.remote}@${record.version}`;
    let made = cache.get(key);
    if (!made) {
      made = read();
      cache.set(key, made);
      // A failed read (a file gone from disk) is tried again next time.
      made.catch(() => cache.delete(key));
    }
    return made;
  };

  /**
   * What a build's manifest says of its area (the messages it handles, the files its './app' needs
   * first, its size budget), read from the registered file and checked against its integrity. A build
   * whose manifest cannot be read is served as before: on its routes only, with nothing preloaded.
   */
  function readArea(record: VersionRecord): Promise<RegisteredArea> {
    return cachedPer(areaCache, record, async () => {
      try {
        const listed = record.files.find((f) => f.path === MANIFEST_FILE);
        if (!listed) throw new Error(`it has no ${MANIFEST_FILE}`);
        const area = readAreaManifest(JSON.parse((await readVerified(record, listed)).bytes.toString('utf8')));
        const known = new Set(record.files.map((f) => f.path));
        const registered = (files: string[]) => files.filter((file) => known.has(file));
        const exposedFiles = Object.fromEntries(Object.entries(area.exposedFiles).map(([module, files]) => [module, registered(files)]));
        const entry = record.files.find((f) => f.path === ENTRY_FILE);
        const chunksChecked = entry !== undefined && (await readVerified(record, entry)).bytes.includes(PAGE_INTEGRITY_GLOBAL);
        return { ...area, initialFiles: registered(area.initialFiles), exposedFiles, chunksChecked };
      } catch (error) {
        console.error(`[registry] ${record.remote}@${record.version}: ${(error as Error).message}; serving it on its routes only`);
        return { handles: { commands: [], events: [] }, initialFiles: [], exposedFiles: {}, chunksChecked: false };
      }
    });
  }

  /**
   * What the build weighs before it can mount against its budget (its area's, or its own when
   * smaller), measured from its registered
   * files (checked against their integrity), not from anything the uploader said.
   */
  function readSize(record: VersionRecord): Promise<AreaSize> {
    return cachedPer(sizeCache, record, async () => {
      const area = await readArea(record);
      const wanted = new Set([ENTRY_FILE, ...area.initialFiles]);
      const initial = await Promise.all(record.files.filter((f) => wanted.has(f.path)).map((f) => readVerified(record, f)));
      return { initialBytes: compressedBytes(initial.map((f) => f.bytes)), budgetBytes: effectiveBudget(record.remote, area.budgetBytes) };
    });
  }

  async function versions(remote: RemoteName): Promise<VersionRecord[]> {
    return store.listVersions(remote);
  }

  return { findVersion, checkCompatible, resolveRef, servedFile, readServerEntry, readArea, readSize, versions };
}
