// Two real edge servers over one throwaway PostgreSQL, as `npm run start:cluster` runs them: each
// with its own DATA_DIR, both with one media folder of their own (links to the template's pictures,
// so nothing is encoded again and nothing shared is written). The first edge seeds the database;
// the second starts once it has. Everything is stopped and removed when the suite ends.

import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgresCluster, throwawayClusterDir, type PostgresCluster } from 'test-support/postgresCluster';
import { TEMPLATE_DATA_DIR } from './seededData';
import { spawnServer, type SpawnedServer } from './server';

export interface Edge {
  url: string;
  dataDir: string;
  server: SpawnedServer;
}

export interface RunningCluster {
  databaseUrl: string;
  edges: [Edge, Edge];
  /** Kills one edge at once (SIGKILL: no goodbye), as a machine that dies. */
  killEdge: (index: 0 | 1) => Promise<void>;
  stop: () => Promise<void>;
}

/** Why this run cannot start a cluster (PostgreSQL missing), or null. */
export function clusterUnavailable(): string | null {
  return process.env.PINBOARD_TEST_POSTGRES_SKIP ?? null;
}

function mediaOfLinks(parent: string): string {
  const media = path.join(parent, 'media');
  mkdirSync(media);
  // One link per picture size and media kind: uploads land in the real folders of this suite only when new sizes appear.
  for (const entry of readdirSync(path.join(TEMPLATE_DATA_DIR, 'media')))
    symlinkSync(path.join(TEMPLATE_DATA_DIR, 'media', entry), path.join(media, entry));
  return media;
}

export async function startCluster(env: Record<string, string> = {}): Promise<RunningCluster> {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'pinboard-cluster-'));
  let postgres: PostgresCluster | null = null;
  const started: Edge[] = [];
  const stop = async () => {
    for (const edge of started)
      if (edge.server.child.exitCode === null && edge.server.child.signalCode === null) edge.server.child.kill('SIGTERM');
    await Promise.all(started.map((edge) => edge.server.exited));
    await postgres?.stop({ remove: true });
    rmSync(scratch, { recursive: true, force: true });
  };
  try {
    postgres = await startPostgresCluster({ dataDir: throwawayClusterDir(os.tmpdir()), durable: false });
    const databaseUrl = await postgres.createDatabase('pinboard');
    const mediaDir = mediaOfLinks(scratch);
    for (const name of ['a', 'b']) {
      const dataDir = path.join(scratch, `edge-${name}`);
      mkdirSync(dataDir);
      // The first start imports the demo world into PostgreSQL; its pictures are already there.
      const server = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, MEDIA_DIR: mediaDir, ...env }, 120_000);
      started.push({ url: server.url, dataDir, server });
    }
    const [a, b] = started;
    if (!a || !b) throw new Error('two edges were not started');
    return {
      databaseUrl,
      edges: [a, b],
      async killEdge(index) {
        const edge = started[index];
        if (!edge || edge.server.child.exitCode !== null) return;
        edge.server.child.kill('SIGKILL');
        await edge.server.exited;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
