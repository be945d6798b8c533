// What a fresh machine lacks, installed on first use: npm packages, for the browser tests
// Debian's Chromium and chromedriver (never a downloaded browser), and for the PostgreSQL suites
// Debian's postgresql. This file runs before the install: it imports only Node's own modules and
// this folder's (scripts/freshClone.test.ts checks); what an installed package gives is loaded later.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './packages.mjs';
import { run, runQuiet } from './run.mjs';

export async function ensureDependencies() {
  const installed = path.join(ROOT, 'node_modules', '.package-lock.json');
  const lock = path.join(ROOT, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing npm packages…');
  // npm runs on the system's Node, which may be older than the packages' engines (they run on the
  // pinned Node 24, see the README): the engine warnings are not shown; errors still are.
  const quiet = ['--no-audit', '--no-fund', '--loglevel=error'];
  // .npmrc's nodedir is under ${PWD}: the root's, wherever npm start was typed.
  const env = { ...process.env, PWD: ROOT };
  try {
    await runQuiet('npm', ['ci', ...quiet], { env });
  } catch (refusal) {
    // A registry that lacks another platform's optional binaries makes npm ci refuse the lock;
    // npm install with the same lock installs the same versions. npm ci's words only if that fails too.
    console.log('npm ci refused the lock file; installing from it with npm install');
    await run('npm', ['install', ...quiet], { env }).catch((error) => {
      console.error(refusal.output ?? '');
      throw error;
    });
  }
  console.log('npm packages installed');
}

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMEDRIVER = process.env.CHROMEDRIVER_PATH ?? '/usr/bin/chromedriver';

export async function ensureChromium() {
  if (existsSync(CHROMIUM) && existsSync(CHROMEDRIVER)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`the browser tests need ${CHROMIUM} and ${CHROMEDRIVER}: run "sudo apt-get install -y chromium chromium-driver"`);
  }
  console.log("Installing Debian's chromium and chromium-driver (apt-get)…");
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', 'chromium', 'chromium-driver'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/**
 * Debian's PostgreSQL for the suites that run against it and `npm run start:cluster`. Where it
 * cannot be installed, answers why (those suites then skip, saying so) instead of failing.
 */
export async function ensurePostgres() {
  const { postgresBinDir } = await import('test-support/postgresCluster');
  if (postgresBinDir()) return null;
  if (process.getuid?.() !== 0) return 'PostgreSQL is not installed and this is not root: run "sudo apt-get install -y postgresql"';
  console.log("Installing Debian's postgresql (apt-get)…");
  try {
    await run('apt-get', ['update', '-qq']);
    await run('apt-get', ['install', '-y', '-qq', 'postgresql'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch (error) {
    return `apt-get could not install postgresql: ${error.message}`;
  }
  return postgresBinDir() ? null : 'apt-get installed postgresql but no initdb was found under /usr/lib/postgresql';
}
