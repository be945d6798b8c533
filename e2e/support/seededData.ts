// One seeded DATA_DIR per e2e run (the real server seeds it on its first start), and a fresh copy
// of its database for each site a suite starts, so suites never see each other's writes. The
// pictures are shared read-only through a symlink.

import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './paths';
import { spawnServer } from './server';

export const TEMPLATE_DATA_DIR = path.join(REPO_ROOT, '.e2e-artifacts', 'data-template');
const DATABASE_FILE = 'pinboard.sqlite';

/** Starts the built server once on an empty folder and stops it when it has seeded. */
export async function seedTemplate(): Promise<void> {
  rmSync(TEMPLATE_DATA_DIR, { recursive: true, force: true });
  mkdirSync(TEMPLATE_DATA_DIR, { recursive: true });
  // The server listens only once the seed is written.
  // Seeding draws the pictures and encodes the videos once (about a minute here).
  const server = await spawnServer({ DATA_DIR: TEMPLATE_DATA_DIR }, 300_000);
  server.child.kill('SIGTERM');
  // A clean stop closes the database, folding its WAL into the one file copied below.
  await server.exited;
}

/** A private DATA_DIR holding a copy of the seeded database. */
export function copyOfSeededData(): { dataDir: string; remove: () => void } {
  if (!existsSync(path.join(TEMPLATE_DATA_DIR, DATABASE_FILE)))
    throw new Error(`no seeded template in ${TEMPLATE_DATA_DIR}; the e2e globalSetup makes it`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-e2e-'));
  copyFileSync(path.join(TEMPLATE_DATA_DIR, DATABASE_FILE), path.join(dataDir, DATABASE_FILE));
  symlinkSync(path.join(TEMPLATE_DATA_DIR, 'media'), path.join(dataDir, 'media'));
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
