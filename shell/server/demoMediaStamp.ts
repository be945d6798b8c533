// Which build made the demo media in a folder. The edge server names itself there (the hash of
// its own bundle, which holds the drawing and encoding code) when it starts on an empty folder, as
// does its prepare-media.js, and either takes the name away when it finds files it cannot vouch
// for. A folder named by the same build holds only files that build would make: the e2e template
// copies the pictures and videos a first `npm start` made from such a folder instead of making them
// again.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** A dot file: the static file server never sends it. */
export const MEDIA_MADE_BY_FILE = '.made-by';

/** The name of the build whose edge server is `bundleFile`. */
export function mediaMaker(bundleFile: string): string {
  return createHash('sha256').update(readFileSync(bundleFile)).digest('hex');
}

/** Names `maker` in an empty folder; in a folder with files another maker (or none) named, takes the name away. */
export function stampMediaFolder(mediaDir: string, maker: string): void {
  const stamp = path.join(mediaDir, MEDIA_MADE_BY_FILE);
  const files = existsSync(mediaDir) ? readdirSync(mediaDir).filter((name) => name !== MEDIA_MADE_BY_FILE) : [];
  if (files.length === 0) {
    mkdirSync(mediaDir, { recursive: true });
    writeFileSync(stamp, maker);
  } else if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== maker) rmSync(stamp, { force: true });
}

/** Whether `mediaDir` holds only media the build `maker` names would make. */
export function madeBy(mediaDir: string, maker: string): boolean {
  const stamp = path.join(mediaDir, MEDIA_MADE_BY_FILE);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === maker;
}
