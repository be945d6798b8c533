// Where each build's files live: one folder per remote@version under DATA_DIR/registry/. A build
// is written to a scratch folder and renamed into place, so a half-written build is never served.
// (A real deployment puts the same files in object storage behind the same interface.)

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from 'shared-contracts/platform';

export interface VersionFiles {
  /**
   * Stores a build's files; refuses when that version already has files. A store shared by several
   * edges accepts the very same files again (another edge registering the same build at once).
   */
  write: (remote: RemoteName, version: string, files: readonly { path: string; bytes: Buffer }[]) => Promise<void>;
  /** The folder a version's files are served from, once ensureLocal has readied it. */
  folder: (remote: RemoteName, version: string) => string;
  /**
   * Readies folder(remote, version) before anything in it is read or served; false when the
   * store has no files for that version. Here the folder is the store, so it only checks that it
   * exists; a shared store fills each edge's disk cache here, every file checked against its
   * integrity. `file` names the one about to be served (a cheap check that it is unchanged since);
   * `recheck` checks every file again, fetching any that is missing or damaged.
   */
  ensureLocal: (remote: RemoteName, version: string, options?: { file?: string; recheck?: boolean }) => Promise<boolean>;
  remove: (remote: RemoteName, version: string) => Promise<void>;
}

export function folderVersionFiles(root: string): VersionFiles {
  const folder = (remote: RemoteName, version: string) => path.join(root, remote, version);
  return {
    folder,
    async ensureLocal(remote, version) {
      return existsSync(folder(remote, version));
    },
    async write(remote, version, files) {
      const target = folder(remote, version);
      if (existsSync(target)) throw new Error(`${remote}@${version} already has files`);
      const scratch = path.join(root, '.incoming', `${remote}-${randomBytes(6).toString('hex')}`);
      try {
        for (const file of files) {
          const destination = path.join(scratch, file.path);
          await mkdir(path.dirname(destination), { recursive: true });
          await writeFile(destination, file.bytes);
        }
        await mkdir(path.dirname(target), { recursive: true });
        await rename(scratch, target);
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }
    },
    async remove(remote, version) {
      await rm(folder(remote, version), { recursive: true, force: true });
    },
  };
}
