// After the unit tests: the cluster postgresGlobalSetup started is stopped and its folder removed;
// on a server given by PINBOARD_TEST_POSTGRES_URL, the run's template database is dropped.
import pg from 'pg';

export default async function postgresGlobalTeardown(): Promise<void> {
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
