// One seeded DATA_DIR for the e2e runs of one build on one day (the real server seeds it on its
// first start), and a fresh copy of its database for each site a suite starts, so suites never see
// each other's writes. The media folder is shared through a symlink: a page's server draws a demo
// picture there the first time any suite asks for it.

import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { madeBy, mediaMaker } from '../../shell/server/demoMediaStamp';
import { REPO_ROOT, SERVER_MAIN } from './paths';
import { spawnServer } from './server';

export const TEMPLATE_DATA_DIR = path.join(REPO_ROOT, '.e2e-artifacts', 'data-template');
const DATABASE_FILE = 'pinboard.sqlite';
const STAMP_FILE = path.join(TEMPLATE_DATA_DIR, 'seeded-for');
const AREAS = ['mf-feed', 'mf-closeup', 'mf-boards', 'mf-experiences', 'mf-business'];
const PREPARE_MEDIA = path.join(path.dirname(SERVER_MAIN), 'prepare-media.js');
/** Encoding every video and GIF: about a minute here, three beside the unit tests. */
const MEDIA_BOUND_MS = 600_000;
/** Where `npm start` keeps its media when DATA_DIR and MEDIA_DIR are not set. */
const START_MEDIA_DIR = path.join(REPO_ROOT, '.data', 'media');

/**
 * What a template was seeded for: the server that seeded it (its seeding code and schema), the
 * areas' builds it registered, and the day (the demo world's dates count from the day it is made).
 */
function templateKey(): string {
  const hash = createHash('sha256').update(readFileSync(SERVER_MAIN));
  for (const area of AREAS) {
    const manifest = path.join(REPO_ROOT, area, 'dist', 'mf-manifest.json');
    hash.update(existsSync(manifest) ? readFileSync(manifest) : `${area}: no build`);
  }
  return `${hash.digest('hex')} ${new Date().toISOString().slice(0, 10)}`;
}

/**
 * Starts the built server once on an empty folder and stops it when it has seeded; a template
 * seeded for the same build on the same day is used again as it is (suites only ever copy it).
 * Answers whether it seeded.
 */
export async function seedTemplate(): Promise<boolean> {
  const key = templateKey();
  if (existsSync(path.join(TEMPLATE_DATA_DIR, DATABASE_FILE)) && existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, 'utf8') === key)
    return false;
  rmSync(TEMPLATE_DATA_DIR, { recursive: true, force: true });
  mkdirSync(TEMPLATE_DATA_DIR, { recursive: true });
  // Every video first (about a minute here): a server encodes missing videos only once it is up,
  // and the suites that play them copy this template. The pictures are drawn as the suites' pages
  // ask for them, into the one folder they share. What a first `npm start` of this very build made
  // is copied rather than made again.
  reuseStartMedia();
  await prepareMedia();
  // The server listens only once the seed is written.
  const server = await spawnServer({ DATA_DIR: TEMPLATE_DATA_DIR }, 300_000);
  server.child.kill('SIGTERM');
  // A clean stop closes the database, folding its WAL into the one file copied below.
  const code = await server.exited;
  if (code !== 0) throw new Error(`the server that seeded the e2e template stopped with ${code}`);
  writeFileSync(STAMP_FILE, key);
  return true;
}

/** Copies the media of `npm start`'s own folder (.data/media) into the template where this build made them. */
function reuseStartMedia(): void {
  if (!madeBy(START_MEDIA_DIR, mediaMaker(SERVER_MAIN))) return;
  // Unfinished files (*.tmp) of a server still encoding are left behind.
  cpSync(START_MEDIA_DIR, path.join(TEMPLATE_DATA_DIR, 'media'), { recursive: true, filter: (source) => !source.endsWith('.tmp') });
  console.log(`\nThe e2e template starts from the demo media npm start made (${START_MEDIA_DIR}).`);
}

/** The built server's prepare-media.js on the template: the demo's videos and GIFs, with their pictures. */
async function prepareMedia(): Promise<void> {
  const child = spawn(process.execPath, [PREPARE_MEDIA], {
    env: { ...process.env, DATA_DIR: TEMPLATE_DATA_DIR },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  // Bounded as the template's server start is: a stuck encoder fails the run rather than hang it.
  const stuck = setTimeout(() => child.kill('SIGKILL'), MEDIA_BOUND_MS);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(stuck);
  if (code !== 0) throw new Error(`the e2e template's media could not be made within ${MEDIA_BOUND_MS / 1000} s (exit ${code}): ${errors}`);
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
