// Lighthouse for the benchmarks: its own package in bench/lighthouse, with its own lock, installed
// there the first time a benchmark needs it. It is not in the root's packages, so a first npm start
// or npm test does not write its twelve thousand files (a fifth of the install).
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './packages.mjs';
import { runQuiet } from './run.mjs';

const DIR = path.join(ROOT, 'bench', 'lighthouse');

async function ensureInstalled() {
  const installed = path.join(DIR, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(path.join(DIR, 'package-lock.json')).mtimeMs) return;
  console.log('Installing Lighthouse for the benchmarks into bench/lighthouse (once)…');
  await runQuiet('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: DIR }).catch((error) => {
    console.error(error.output ?? '');
    throw error;
  });
}

/** A module of bench/lighthouse's packages, by its file there. */
const load = (file) => import(pathToFileURL(path.join(DIR, 'node_modules', file)).href);

/** Lighthouse, its desktop preset, and chrome-launcher, installed first where they are not yet. */
export async function loadLighthouse() {
  await ensureInstalled();
  const [lighthouse, desktop, chromeLauncher] = await Promise.all([
    load('lighthouse/core/index.js'),
    load('lighthouse/core/config/desktop-config.js'),
    load('chrome-launcher/dist/index.js'),
  ]);
  return { lighthouse: lighthouse.default, desktopConfig: desktop.default, chromeLauncher };
}
