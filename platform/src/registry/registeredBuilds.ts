// The builds the registry holds, as every other part of it looks them up: one cache of records
// (builds never change once registered) and one judge of whether a build can run in this shell.

import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import { incompatibilities, type ShellProvides } from '../rules/compatibility';
import { resolveVersion } from '../rules/versionRefs';
import { RegistryError } from './registryError';
import type { RegistryStore, VersionRecord } from './registryStore';
import type { VersionFiles } from './versionFiles';

export interface RegisteredBuildsDeps {
  store: RegistryStore;
  files: VersionFiles;
  shell: ShellProvides;
}

export type RegisteredBuilds = ReturnType<typeof createRegisteredBuilds>;

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

  /** The folder holding one file of a registered build, if the build lists that file. */
  async function servedFile(remote: string, version: string, file: string): Promise<string | undefined> {
    if (!(REMOTE_NAMES as readonly string[]).includes(remote)) return undefined;
    const record = await findVersion(remote as RemoteName, version);
    if (!record || !record.files.some((f) => f.path === file)) return undefined;
    return files.folder(record.remote, record.version);
  }

  async function versions(remote: RemoteName): Promise<VersionRecord[]> {
    return store.listVersions(remote);
  }

  return { findVersion, checkCompatible, resolveRef, servedFile, versions };
}
