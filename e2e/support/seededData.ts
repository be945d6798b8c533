// One seeded DATA_DIR per e2e run (the real server seeds it on its first start), and a fresh copy
// of its database for each site a suite starts, so suites never see each other's writes. The
// pictures are shared read-only through a symlink.

import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT, SERVER_MAIN } from './paths';

export const TEMPLATE_DATA_DIR = path.join(REPO_ROOT, '.e2e-artifacts', 'data-template');
const DATABASE_FILE = 'pinboard.sqlite';

/** Starts the built server once on an empty folder and stops it when it has seeded. */
export async function seedTemplate(): Promise<void> {
  rmSync(TEMPLATE_DATA_DIR, { recursive: true, force: true });
  mkdirSync(TEMPLATE_DATA_DIR, { recursive: true });
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: TEMPLATE_DATA_DIR },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`seeding did not finish within 180 s:\n${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code} while seeding:\n${output}`)));
  });
  child.kill('SIGTERM');
  // A clean stop closes the database, folding its WAL into the one file copied below.
  await exited;
}

/** A private DATA_DIR holding a copy of the seeded database. */
export function copyOfSeededData(): { dataDir: string; remove(): void } {
  if (!existsSync(path.join(TEMPLATE_DATA_DIR, DATABASE_FILE))) throw new Error(`no seeded template in ${TEMPLATE_DATA_DIR}; the e2e globalSetup makes it`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-e2e-'));
  copyFileSync(path.join(TEMPLATE_DATA_DIR, DATABASE_FILE), path.join(dataDir, DATABASE_FILE));
  symlinkSync(path.join(TEMPLATE_DATA_DIR, 'media'), path.join(dataDir, 'media'));
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
