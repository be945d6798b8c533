// Brings a PostgreSQL database's schema up to date, as sqlite/openDatabase.ts does for the SQLite
// file: the API's one schema (../schema/apiMigrations.ts) by the one migration runner
// (sql-kit/migrate.ts: a step per transaction under an advisory lock, so edges starting at once
// apply each migration once), then new tables get their data-version triggers.

import type pg from 'pg';
import { migrate, type Migration } from 'sql-kit/migrate';
import { postgresDatabaseOn } from 'sql-kit/sqlDatabase';
import { apiMigrations, apiTrack } from '../schema/apiMigrations';
import { openPostgresDb, type PostgresDb, type PostgresDbOptions } from './postgresDb';

/**
 * Applies every migration newer than the database's version, each in its own transaction, then
 * gives new tables their data-version triggers. Answers the versions this call applied. Refuses
 * a database whose schema is newer than this build knows.
 */
export async function migratePostgres(pool: pg.Pool, migrations: readonly Migration[] = apiMigrations('postgres')): Promise<number[]> {
  return migrate(postgresDatabaseOn(pool), apiTrack('postgres', migrations));
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
