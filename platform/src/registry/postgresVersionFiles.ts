// Build files for several edges (issue 22): PostgreSQL holds them (registry_files, written in one
// transaction, each row's integrity checked by the database itself), and each edge serves them
// from a disk cache of its own, cacheDir/<remote>/<version>/ (the version ends in its build id, a
// hash of the files, so a folder never holds two builds' bytes). ensureLocal fills a version's
// folder the first time this edge needs it, checking every file on disk against the integrity in
// the database and fetching those missing or damaged; a damaged file is never left to be served.
// After that, a file about to be served is checked against the size and time it was verified with,
// so one changed on disk since is checked again (and fetched again) before it goes out.

import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { RemoteName } from 'shared-contracts/platform';
import { isUniqueViolation } from 'sql-kit/sqlErrors';
import { sha384Integrity } from '../rules/integrity';
import type { RegistryTables } from './registryTables';
import type { VersionFiles } from './versionFiles';

export interface PostgresVersionFilesOptions {
  /** The registry store's database (its migrations made registry_files). */
  db: Kysely<RegistryTables>;
  /** This edge's own cache folder, e.g. DATA_DIR/registry-cache. */
  cacheDir: string;
  log?: (line: string) => void;
}

interface Stamp {
  size: number;
  mtimeMs: number;
}

const filesOf = (db: Kysely<RegistryTables>, remote: RemoteName, version: string) =>
  db.selectFrom('registry_files').where('remote', '=', remote).where('version', '=', version);

export function postgresVersionFiles({ db, cacheDir, log = () => undefined }: PostgresVersionFilesOptions): VersionFiles {
  const root = path.resolve(cacheDir);
  const folder = (remote: RemoteName, version: string) => path.join(root, remote, version);
  // Per version this edge has checked: each file's size and time on disk when it was checked.
  const verified = new Map<string, Map<string, Stamp>>();
  const filling = new Map<string, Promise<boolean>>();

  /** Where a stored path lies in the version's folder; never outside it, whatever the database says. */
  function placeOf(dir: string, file: string): string {
    const place = path.resolve(dir, file);
    if (!place.startsWith(dir + path.sep)) throw new Error(`the stored file path "${file}" leaves its build's folder`);
    return place;
  }

  async function stampOf(file: string): Promise<Stamp | undefined> {
    const stats = await stat(file).catch(() => undefined);
    return stats && { size: stats.size, mtimeMs: stats.mtimeMs };
  }

  async function fill(remote: RemoteName, version: string): Promise<boolean> {
    const key = `${remote}@${version}`;
    const rows = await filesOf(db, remote, version).select(['path', 'integrity']).execute();
    if (rows.length === 0) {
      verified.delete(key);
      return false;
    }
    const dir = folder(remote, version);
    const stamps = new Map<string, Stamp>();
    const wanted: string[] = [];
    for (const row of rows) {
      const place = placeOf(dir, row.path);
      const bytes = await readFile(place).catch(() => undefined);
      const stamp = bytes && sha384Integrity(bytes) === row.integrity ? await stampOf(place) : undefined;
      if (stamp) stamps.set(row.path, stamp);
      else wanted.push(row.path);
    }
    if (wanted.length > 0) {
      const fetched = await filesOf(db, remote, version).where('path', 'in', wanted).select(['path', 'integrity', 'bytes']).execute();
      for (const row of fetched) {
        // Checked again here: the bytes crossed a network since the database checked them.
        if (sha384Integrity(row.bytes) !== row.integrity) throw new Error(`${key}'s ${row.path} arrived damaged from the database`);
        const place = placeOf(dir, row.path);
        await mkdir(path.dirname(place), { recursive: true });
        // Written beside and renamed into place: a reader never sees half a file.
        const scratch = `${place}.${randomBytes(6).toString('hex')}.part`;
        await writeFile(scratch, row.bytes);
        await rename(scratch, place);
        const stamp = await stampOf(place);
        if (stamp) stamps.set(row.path, stamp);
      }
      log(`registry: ${key}: ${fetched.length} file${fetched.length === 1 ? '' : 's'} fetched into this edge's cache`);
    }
    verified.set(key, stamps);
    return true;
  }

  async function unchanged(remote: RemoteName, version: string, file: string, stamps: Map<string, Stamp>): Promise<boolean> {
    const known = stamps.get(file);
    if (!known) return false;
    const now = await stampOf(placeOf(folder(remote, version), file));
    return now !== undefined && now.size === known.size && now.mtimeMs === known.mtimeMs;
  }

  return {
    folder,
    async ensureLocal(remote, version, options = {}) {
      const key = `${remote}@${version}`;
      const stamps = verified.get(key);
      if (stamps && !options.recheck && (options.file === undefined || (await unchanged(remote, version, options.file, stamps)))) {
        return true;
      }
      // One fill per version at a time; callers that come meanwhile share it.
      let filled = filling.get(key);
      if (!filled) {
        filled = fill(remote, version).finally(() => filling.delete(key));
        filling.set(key, filled);
      }
      return filled;
    },
    async write(remote, version, files) {
      const key = `${remote}@${version}`;
      // The same version is the same build: its id hashes its paths and integrities. So another
      // edge that stored it first (two edges taking the same working tree at start, or one deploy
      // retried through the other) has stored these very files, and there is nothing to do.
      const incoming = files
        .map((f) => `${f.path}\u0000${sha384Integrity(f.bytes)}`)
        .sort()
        .join('\n');
      const stored = async (target: Kysely<RegistryTables>): Promise<string | undefined> => {
        const rows = await filesOf(target, remote, version).select(['path', 'integrity']).execute();
        return rows.length === 0
          ? undefined
          : rows
              .map((r) => `${r.path}\u0000${r.integrity}`)
              .sort()
              .join('\n');
      };
      const refuseUnlessSame = (existing: string | undefined) => {
        if (existing !== incoming) throw new Error(`${key} already has files`);
      };
      try {
        await db.transaction().execute(async (tx) => {
          const existing = await stored(tx);
          if (existing !== undefined) return refuseUnlessSame(existing);
          for (const file of files) {
            await tx
              .insertInto('registry_files')
              .values({
                remote,
                version,
                path: file.path,
                bytes: file.bytes,
                integrity: sha384Integrity(file.bytes),
                size: file.bytes.length,
              })
              .execute();
          }
        });
      } catch (error) {
        // Another edge wrote the same version in the same moment: fine only if it wrote the same files.
        if (isUniqueViolation(error)) return refuseUnlessSame(await stored(db));
        throw error;
      }
    },
    async remove(remote, version) {
      await db.deleteFrom('registry_files').where('remote', '=', remote).where('version', '=', version).execute();
      verified.delete(`${remote}@${version}`);
      await rm(folder(remote, version), { recursive: true, force: true });
    },
  };
}
