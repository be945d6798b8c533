// A suite's own empty PostgreSQL database in the test run's cluster (unitGlobalSetup.ts), or
// null where there is none: the suite then skips its PostgreSQL cases and says why.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const POSTGRES_SKIP_REASON = process.env.PINBOARD_TEST_POSTGRES_SKIP ?? null;

/** Whether this run has a PostgreSQL server for tests. */
export const hasTestPostgres = (): boolean => Boolean(process.env.PINBOARD_TEST_POSTGRES_URL);

export async function freshTestDatabase(prefix: string): Promise<string> {
  const admin = process.env.PINBOARD_TEST_POSTGRES_URL;
  if (!admin) throw new Error(`no PostgreSQL for tests: ${POSTGRES_SKIP_REASON ?? 'PINBOARD_TEST_POSTGRES_URL is not set'}`);
  const name = `${prefix.toLowerCase().replace(/[^a-z0-9_]/g, '_')}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Says once, loudly, that a suite's PostgreSQL cases are skipped and why. */
export function warnPostgresSkipped(suite: string): void {
  // Straight to stderr: Jest swallows the console of a file whose every test is skipped.
  if (!hasTestPostgres())
    process.stderr.write(`\n!!! ${suite}: PostgreSQL cases SKIPPED: ${POSTGRES_SKIP_REASON ?? 'no PostgreSQL server'} !!!\n`);
}
