// Before the unit tests: a folder for the seeded SQLite database the API suites copy
// (api/src/testing/sqliteTemplate.ts), and one throwaway PostgreSQL cluster for every suite that
// runs against PostgreSQL (each makes its own database in it: testDatabase.ts). Where PostgreSQL is
// not installed those suites skip, loudly; PINBOARD_TEST_POSTGRES_URL names a server to use instead.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresBinDir, startPostgresCluster, throwawayClusterDir, type PostgresCluster } from './postgresCluster.mjs';

declare global {
  var pinboardTestPostgres: PostgresCluster | undefined;
}

export default async function unitGlobalSetup(): Promise<void> {
  // Per run, so no run copies a database another version of the code seeded.
  process.env.PINBOARD_TEST_SQLITE_TEMPLATE_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'pinboard-sqlite-template-'));
  // The seeded database the API suites copy (api/src/testing/testStore.ts), built by the first
  // suite that needs it: named per run, so a server given by URL never serves a stale one.
  process.env.PINBOARD_TEST_POSTGRES_TEMPLATE ??= `pinboard_template_${randomBytes(4).toString('hex')}`;
  if (process.env.PINBOARD_TEST_POSTGRES_URL) return;
  if (!postgresBinDir()) {
    process.env.PINBOARD_TEST_POSTGRES_SKIP ??= 'PostgreSQL is not installed (apt-get install -y postgresql)';
    return;
  }
  const cluster = await startPostgresCluster({ dataDir: throwawayClusterDir(os.tmpdir()), durable: false });
  globalThis.pinboardTestPostgres = cluster;
  process.env.PINBOARD_TEST_POSTGRES_URL = cluster.url();
}
