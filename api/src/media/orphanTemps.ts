// An upload writes each size to `<name>.<random>.tmp` and renames it into place; a crash between
// the two leaves the .tmp behind (a seeded video's folder of renditions likewise, as `<dir>.<random>.tmp`).
// At start no upload or seed is running yet, so every one left is an orphan.

import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** Deletes every *.tmp file or folder under the media folder; returns how many. */
export async function removeOrphanTemps(mediaDir: string): Promise<number> {
  let entries;
  try {
    entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  } catch {
    return 0; // no media yet
  }
  const orphans = entries.filter((entry) => (entry.isFile() || entry.isDirectory()) && entry.name.endsWith('.tmp'));
  await Promise.all(orphans.map((entry) => rm(path.join(entry.parentPath, entry.name), { force: true, recursive: true })));
  return orphans.length;
}
