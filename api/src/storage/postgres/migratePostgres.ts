// Brings a PostgreSQL database's schema up to date, as sqlite/openDatabase.ts does for the SQLite
// file: the API's one schema (../schema/apiMigrations.ts) by the one migration runner
// (sql-kit/migrate.ts: a step per transaction under an advisory lock, so edges starting at once
// apply each migration once), then new tables get their data-version triggers.

import type pg from 'pg';
import { migrate, type Migration } from 'sql-kit/migrate';
import type { PostgresPoolOptions } from 'sql-kit/postgresPool';
import { postgresDatabase, postgresDatabaseOn } from 'sql-kit/sqlDatabase';
import { apiMigrations, apiTrack } from '../schema/apiMigrations';
import { apiDb, type ApiDb, type ApiDbOptions } from '../sql/apiDb';
import type { DB } from '../sql/apiTables';

/**
 * Applies every migration newer than the database's version, each in its own transaction, then
 * gives new tables their data-version triggers. Answers the versions this call applied. Refuses
 * a database whose schema is newer than this build knows.
 */
export async function migratePostgres(pool: pg.Pool, migrations: readonly Migration[] = apiMigrations('postgres')): Promise<number[]> {
  return migrate(postgresDatabaseOn(pool), apiTrack('postgres', migrations));
}

export type PostgresDbOptions = Omit<PostgresPoolOptions, 'url'> & ApiDbOptions;

/** The stores' database over a pool, with PostgreSQL's pool beside it. */
export interface PostgresDb extends ApiDb {
  readonly pool: pg.Pool;
}

/** The stores' database over a new pool to `url`, its schema as it is. */
export function postgresApiDb(url: string, options: PostgresDbOptions = {}): PostgresDb {
  const { isolation, attempts, onWrite, ...poolOptions } = options;
  const database = postgresDatabase<DB>({ url, ...poolOptions });
  return { ...apiDb(database, { isolation, attempts, onWrite }), pool: database.pool };
}

/** A pool over `url` with its schema brought up to date: what an edge opens at start. */
export async function openPostgresDatabase(url: string, options: PostgresDbOptions = {}): Promise<PostgresDb> {
  const db = postgresApiDb(url, options);
  try {
    await migratePostgres(db.pool);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
