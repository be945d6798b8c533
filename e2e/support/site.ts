// A site for one suite: the real edge server on its own copy of the seeded data, stopped (and its
// data removed) when the suite ends.

import { copyOfSeededData } from './seededData';
import { spawnServer, type SpawnedServer } from './server';

export interface RunningSite {
  url: string;
  /** The site's private DATA_DIR (database, pictures, registered builds). */
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * How long a suite's server may take to listen. About 3 s on a quiet machine; the first suites
 * start while the unit tests, lint and the typecheck all run, and a fresh clone's run saw one take
 * over 15 s there (it loads and warms every area's server build).
 */
const SITE_READY_MS = 90_000;

export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  const data = copyOfSeededData();
  let server: SpawnedServer;
  try {
    server = await spawnServer({ DATA_DIR: data.dataDir, ...env }, SITE_READY_MS);
  } catch (error) {
    data.remove();
    throw error;
  }
  return {
    url: server.url,
    dataDir: data.dataDir,
    async stop() {
      if (server.child.exitCode === null) server.child.kill('SIGTERM');
      await server.exited;
      data.remove();
    },
  };
}
