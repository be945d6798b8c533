// An upload writes each size to `<name>.<random>.tmp` and renames it into place; a crash between
// the two leaves the .tmp behind (a drawn demo picture and a seeded video's folder of renditions
// likewise, as `<dir>.<random>.tmp`). Servers may share one media folder (a cluster's edges, the
// e2e suites' servers), so a .tmp another one is writing now is left alone: only one older than
// any write takes is an orphan.

import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Longer than any upload, drawing or encode takes to write its file. */
export const ORPHAN_AFTER_MS = 10 * 60_000;

/** Deletes every *.tmp file or folder under the media folder older than ORPHAN_AFTER_MS; returns how many. */
export async function removeOrphanTemps(mediaDir: string, now = Date.now()): Promise<number> {
  let entries;
  try {
    entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  } catch {
    return 0; // no media yet
  }
  const temps = entries.filter((entry) => (entry.isFile() || entry.isDirectory()) && entry.name.endsWith('.tmp'));
  const old = await Promise.all(
    temps.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const since = await stat(file).then(
        (info) => now - info.mtimeMs,
        () => 0,
      );
      return since > ORPHAN_AFTER_MS ? file : null;
    }),
  );
  const orphans = old.filter((file): file is string => file !== null);
  await Promise.all(orphans.map((file) => rm(file, { force: true, recursive: true })));
  return orphans.length;
}
