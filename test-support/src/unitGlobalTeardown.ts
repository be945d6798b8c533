// After the unit tests: the run's seeded SQLite database is removed; the cluster unitGlobalSetup
// started is stopped and its folder removed; on a server given by PINBOARD_TEST_POSTGRES_URL, the
// run's template database is dropped.
import { rmSync } from 'node:fs';
import pg from 'pg';

export default async function unitGlobalTeardown(): Promise<void> {
  const sqliteTemplate = process.env.PINBOARD_TEST_SQLITE_TEMPLATE_DIR;
  if (sqliteTemplate) rmSync(sqliteTemplate, { recursive: true, force: true });
  if (globalThis.pinboardTestPostgres) {
    await globalThis.pinboardTestPostgres.stop({ remove: true });
    return;
  }
  const url = process.env.PINBOARD_TEST_POSTGRES_URL;
  const template = process.env.PINBOARD_TEST_POSTGRES_TEMPLATE;
  if (!url || !template) return;
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  } catch {
    // Best effort: a leftover template costs only disk.
  } finally {
    await client.end().catch(() => undefined);
  }
}
