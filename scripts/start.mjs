// `npm start`: installs npm packages if missing, builds what is missing or stale, then serves the
// whole site at http://localhost:${PORT:-8080}. On a first start the demo pictures are drawn while
// the page and the areas build (the edge server's prepare-media.js, built first), so the server's
// seeding finds them there; the server encodes the demo videos once it is up. The server runs in this process, so Ctrl-C or a SIGTERM to `npm start` stops it too.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureDependencies } from './lib/ensure.mjs';
import { onProjectNode } from './lib/projectNode.mjs';
import { ROOT } from './lib/packages.mjs';

const SERVER_DIR = path.join(ROOT, 'shell', 'dist', 'server');

/**
 * Draws the demo pictures (prepare-media.js --pictures) beside the build; resolves when it ends. A
 * failure is only said: the server's seeding then draws what is missing itself.
 */
function prepareMedia() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(SERVER_DIR, 'prepare-media.js'), '--pictures'], { cwd: ROOT, stdio: 'inherit' });
    child.once('error', (error) => {
      console.warn(`The demo media were not prepared ahead (${error.message}); the server will make them.`);
      resolve();
    });
    child.once('exit', () => resolve());
  });
}

try {
  await ensureDependencies();
  await onProjectNode();
  const { build } = await import('./build.mjs');
  let media;
  await build({ onBuilt: (name) => (name === 'shell-server' ? (media = prepareMedia()) : undefined) });
  await (media ?? prepareMedia());
  createRequire(import.meta.url)(path.join(SERVER_DIR, 'main.js'));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
