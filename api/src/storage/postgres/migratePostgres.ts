// Brings a PostgreSQL database's schema up to date, as sqlite/openDatabase.ts does for the SQLite
// file, with the one migration runner (sql-kit/migrate.ts: a step per transaction under an
// advisory lock, so edges starting at once apply each migration once), then gives new tables
// their data-version triggers.

import type pg from 'pg';
import { migrate } from 'sql-kit/migrate';
import { postgresDatabaseOn } from 'sql-kit/sqlDatabase';
import { installChangeCounter } from './changeCounter';
import { POSTGRES_MIGRATIONS, type PostgresMigration } from './migrations';
import { openPostgresDb, type PostgresDb, type PostgresDbOptions } from './postgresDb';

/**
 * Applies every migration newer than the database's version, each in its own transaction, then
 * gives new tables their data-version triggers. Answers the versions this call applied. Refuses
 * a database whose schema is newer than this build knows.
 */
export async function migratePostgres(pool: pg.Pool, migrations: readonly PostgresMigration[] = POSTGRES_MIGRATIONS): Promise<number[]> {
  return migrate(postgresDatabaseOn(pool), {
    table: 'schema_migrations',
    what: 'API',
    // The key this track locked by before the shared runner ('pinboard' in ASCII).
    lockKey: 0x70696e626f617264n,
    migrations: migrations.map(({ version, name, sql }) => ({ version, name, script: sql })),
    finally: installChangeCounter,
  });
}

/** A pool over `url` with its schema brought up to date: what an edge opens at start. */
export async function openPostgresDatabase(url: string, options: PostgresDbOptions = {}): Promise<PostgresDb> {
  const db = openPostgresDb(url, options);
  try {
    await migratePostgres(db.pool);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
