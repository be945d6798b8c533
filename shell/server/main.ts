// `node shell/dist/server/main.js`: serves the whole site. PORT (default 8080), HOST (default
// localhost), PINBOARD_LOAD_TIMEOUT_MS (default 8000), PINBOARD_REMOTE_DIRS (JSON, optional).

import path from 'node:path';
import { createEdgeServer } from './edgeServer';
import { createLocalRemoteCatalog, defaultRemoteDirs, parseRemoteDirOverrides } from './remoteCatalog';

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, not "${value}"`);
  return parsed;
}

async function main(): Promise<void> {
  const rootDir = process.env.PINBOARD_ROOT ?? path.resolve(__dirname, '..', '..', '..');
  const port = positiveInteger('PORT', process.env.PORT, 8080);
  const host = process.env.HOST ?? 'localhost';
  const dirs = { ...defaultRemoteDirs(rootDir), ...parseRemoteDirOverrides(process.env.PINBOARD_REMOTE_DIRS) };
  const app = await createEdgeServer({
    shellDistDir: path.join(rootDir, 'shell', 'dist'),
    catalog: createLocalRemoteCatalog(dirs),
    loadTimeoutMs: positiveInteger('PINBOARD_LOAD_TIMEOUT_MS', process.env.PINBOARD_LOAD_TIMEOUT_MS, 8000),
  });
  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  console.log(`Pinboard is running at http://localhost:${actualPort}`);
  const stop = () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`edge server: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
