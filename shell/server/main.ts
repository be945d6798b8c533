// `node shell/dist/server/main.js`: serves the whole site and its API. PORT (default 8080), HOST
// (default localhost), PINBOARD_LOAD_TIMEOUT_MS (default 8000), PINBOARD_REMOTE_DIRS (JSON,
// optional), PINBOARD_ROOT (the repository; defaults to where this file was built), DATA_DIR
// (default .data: the database and demo pictures, seeded on first start), PINBOARD_SECURE_COOKIES.

import { openApi } from 'api';
import path from 'node:path';
import { createEdgeServer } from './edgeServer';
import { createLocalRemoteCatalog } from './remoteCatalog';
import { readServerSettings } from './serverSettings';

async function main(): Promise<void> {
  const settings = readServerSettings(process.env, path.resolve(__dirname, '..', '..', '..'));
  const { port, host } = settings;
  const api = await openApi({ dataDir: settings.dataDir, secureCookies: settings.secureCookies, log: (line) => console.log(line) });
  const app = await createEdgeServer({
    shellDistDir: settings.shellDistDir,
    catalog: createLocalRemoteCatalog(settings.remoteDirs),
    loadTimeoutMs: settings.loadTimeoutMs,
    api: api.deps,
  });
  app.addHook('onClose', () => api.close());
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
