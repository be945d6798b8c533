// Where each build's files live: one folder per remote@version under DATA_DIR/registry/. A build
// is written to a scratch folder and renamed into place, so a half-written build is never served.
// (A real deployment puts the same files in object storage behind the same interface.)

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from 'shared-contracts';

export interface VersionFiles {
  /** Stores a build's files; refuses when that version already has files. */
  write: (remote: RemoteName, version: string, files: readonly { path: string; bytes: Buffer }[]) => Promise<void>;
  /** The folder a version's files are served from. */
  folder: (remote: RemoteName, version: string) => string;
  remove: (remote: RemoteName, version: string) => Promise<void>;
}

export function folderVersionFiles(root: string): VersionFiles {
  const folder = (remote: RemoteName, version: string) => path.join(root, remote, version);
  return {
    folder,
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
