// `npm start`: installs npm packages if missing, builds what is missing or stale, then serves the
// whole site at http://localhost:${PORT:-8080}.
import { ensureDependencies } from './lib/ensure.mjs';
import { run } from './lib/run.mjs';

try {
  await ensureDependencies();
  const { build } = await import('./build.mjs');
  await build();
  await run(process.execPath, ['shell/dist/server/main.js']);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
