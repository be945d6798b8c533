// `npm start`: installs npm packages if missing, builds what is missing or stale, then serves the
// whole site at http://localhost:${PORT:-8080}. The server draws each demo picture the first time
// it is asked for, and encodes the demo videos once it is up. The server runs in this process, so
// Ctrl-C or a SIGTERM to `npm start` stops it too.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureDependencies } from './lib/ensure.mjs';
import { onProjectNode } from './lib/projectNode.mjs';
import { ROOT } from './lib/packages.mjs';

const SERVER_DIR = path.join(ROOT, 'shell', 'dist', 'server');

try {
  await ensureDependencies();
  await onProjectNode();
  const { build } = await import('./build.mjs');
  await build();
  createRequire(import.meta.url)(path.join(SERVER_DIR, 'main.js'));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
