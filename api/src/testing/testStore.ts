// Which store an API test suite runs on. The 'api-postgres' Jest project (jest.config.js) runs the
// API's suites again with PINBOARD_TEST_STORE=postgres (postgresStoreSetup.ts): startTestApi then
// gives each suite its own PostgreSQL database, a copy of one template seeded once per run with
// the demo world, as the SQLite suites copy theirs (sqliteTemplate.ts).

import pg from 'pg';
import { offsiteOutboundLink } from '../server/offsiteLinks';
import { seedIfEmpty } from '../seed/seedDatabase';
import { createPostgresStorage } from '../storage/postgres/postgresStorage';

export type TestStore = 'sqlite' | 'postgres';

/** The store this suite runs on. */
export const testStore = (): TestStore => (process.env.PINBOARD_TEST_STORE === 'postgres' ? 'postgres' : 'sqlite');

/** pg_advisory_lock's key for building the template ('pbtmpl' in ASCII). */
const TEMPLATE_LOCK_KEY = 0x7062746d706cn.toString();

/** The run's template database: PINBOARD_TEST_POSTGRES_TEMPLATE (test-support unitGlobalSetup.ts) or a fixed name. */
const templateName = (): string => process.env.PINBOARD_TEST_POSTGRES_TEMPLATE ?? 'pinboard_template';

function databaseUrl(admin: string, name: string): string {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(work: (client: pg.Client, admin: string) => Promise<T>): Promise<T> {
  const admin = process.env.PINBOARD_TEST_POSTGRES_URL;
  if (!admin)
    throw new Error('no PostgreSQL for tests (PINBOARD_TEST_POSTGRES_URL is not set): the api-postgres project should have skipped');
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    return await work(client, admin);
  } finally {
    await client.end();
  }
}

/**
 * Seeds the template once per run: the first suite to get here builds it under another name while
 * the others wait on an advisory lock, then renames it, so nobody copies a half-built one.
 */
async function ensureTemplate(client: pg.Client, admin: string): Promise<string> {
  const template = templateName();
  const exists = async () => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template])).rowCount === 1;
  if (await exists()) return template;
  await client.query('SELECT pg_advisory_lock($1::bigint)', [TEMPLATE_LOCK_KEY]);
  try {
    if (await exists()) return template;
    const building = `${template}_building_${process.pid}`;
    await client.query(`DROP DATABASE IF EXISTS ${building}`);
    await client.query(`CREATE DATABASE ${building}`);
    const storage = await createPostgresStorage(databaseUrl(admin, building), offsiteOutboundLink);
    try {
      await seedIfEmpty(storage);
    } finally {
      await storage.close();
    }
    await client.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    return template;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1::bigint)', [TEMPLATE_LOCK_KEY]);
  }
}

export interface TestPostgresDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A suite's own PostgreSQL database: a copy of the run's seeded template (well under a second). */
export async function testPostgresDatabase(): Promise<TestPostgresDatabase> {
  return withAdmin(async (client, admin) => {
    const name = `api_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    await client.query(`CREATE DATABASE ${name} TEMPLATE ${await ensureTemplate(client, admin)}`);
    return {
      url: databaseUrl(admin, name),
      drop: () => withAdmin(async (c) => void (await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
    };
  });
}
