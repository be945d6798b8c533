// `node scripts/build.mjs`: builds each package whose build is missing or older than its sources.
// `--all` rebuilds everything. Two builds at a time where there are two cores (a webpack build
// keeps about one busy), each timed.
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILDABLE, ROOT, SHARED_SOURCES } from './lib/packages.mjs';
import { run } from './lib/run.mjs';

/**
 * The newest time a file under `target` was written. Only files count: a folder's own time changes
 * whenever a tool makes something in it (a test's build of a fixture made node_modules/ beside it,
 * and a fresh clone's every package looked stale, so `npm start` under the e2e suites rebuilt
 * them all). A deleted source shows in the files that stop importing it.
 */
function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target)
    .filter((name) => name !== 'node_modules' && name !== 'dist')
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), 0);
}

function oldestOutput(pkg, root) {
  const times = pkg.outputs.map((file) => path.join(root, file)).map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0));
  return Math.min(...times);
}

/**
 * Stamps a package's outputs with the time it was built. Webpack leaves a file it would write
 * unchanged alone, old time and all, so without this a source touched but not changed (a checkout,
 * an edit undone) would look newer than the build for good, and every `npm start` would rebuild.
 */
function markBuilt(pkg, root) {
  const now = new Date();
  for (const file of pkg.outputs) utimesSync(path.join(root, file), now, now);
}

function needsBuild(pkg, root) {
  const built = oldestOutput(pkg, root);
  if (built === 0) return true;
  const sources = [pkg.workspace ?? pkg.name, ...(pkg.sources ?? []), ...SHARED_SOURCES].map((p) => newestMtime(path.join(root, p)));
  return Math.max(...sources) > built;
}

const buildPackage = (pkg) => run('npm', ['run', pkg.script ?? 'build', '--silent', '-w', pkg.workspace ?? pkg.name]);

const BUILDS_AT_ONCE = Math.min(2, os.availableParallelism());

/**
 * Builds what is missing or stale, `concurrency` packages at a time. After a failure no new build starts; those under way
 * finish, then the first failure is thrown. (`packages`, `root`, `buildOne` and `concurrency` are
 * for its tests.)
 */
export async function build({
  all = false,
  packages = BUILDABLE,
  root = ROOT,
  buildOne = buildPackage,
  concurrency = BUILDS_AT_ONCE,
} = {}) {
  const todo = packages.filter((pkg) => all || needsBuild(pkg, root));
  if (todo.length === 0) {
    console.log('Every package is built and up to date.');
    return;
  }
  const started = Date.now();
  const queue = [...todo];
  const failures = [];
  const builder = async () => {
    for (let pkg = queue.shift(); pkg && failures.length === 0; pkg = queue.shift()) {
      try {
        await buildOne(pkg);
        markBuilt(pkg, root);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, todo.length) }, builder));
  if (failures.length > 0) throw failures[0];
  console.log(`Built ${todo.map((p) => p.name).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build({ all: process.argv.includes('--all') }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
