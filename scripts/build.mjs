// `node scripts/build.mjs`: builds each package whose build is missing or older than its sources.
// `--all` rebuilds everything. One build at a time (two cores), each timed.
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { BUILDABLE, ROOT, SHARED_SOURCES } from './lib/packages.mjs';
import { run } from './lib/run.mjs';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stats.mtimeMs);
}

function oldestOutput(pkg) {
  const times = pkg.outputs.map((file) => path.join(ROOT, file)).map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0));
  return Math.min(...times);
}

/**
 * Stamps a package's outputs with the time it was built. Webpack leaves a file it would write
 * unchanged alone, old time and all, so without this a source touched but not changed (a checkout,
 * an edit undone) would look newer than the build for good, and every `npm start` would rebuild.
 */
function markBuilt(pkg) {
  const now = new Date();
  for (const file of pkg.outputs) utimesSync(path.join(ROOT, file), now, now);
}

export function needsBuild(pkg) {
  const built = oldestOutput(pkg);
  if (built === 0) return true;
  const sources = [pkg.name, ...(pkg.sources ?? []), ...SHARED_SOURCES].map((p) => newestMtime(path.join(ROOT, p)));
  return Math.max(...sources) > built;
}

export async function build({ all = false } = {}) {
  const todo = BUILDABLE.filter((pkg) => all || needsBuild(pkg));
  if (todo.length === 0) {
    console.log('Every package is built and up to date.');
    return;
  }
  const started = Date.now();
  for (const pkg of todo) {
    await run('npm', ['run', 'build', '--silent', '-w', pkg.name]);
    markBuilt(pkg);
  }
  console.log(`Built ${todo.map((p) => p.name).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build({ all: process.argv.includes('--all') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
