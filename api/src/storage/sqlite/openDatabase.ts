// Opens (creating if needed) the SQLite file and brings its schema up to date. WAL keeps readers
// off the writer's back and, with transactions, leaves the file consistent after a crash.

import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { migrate as migrateTrack, type Migration } from 'sql-kit/migrate';
import { sqliteDatabase } from 'sql-kit/sqlDatabase';
import { apiMigrations, apiTrack } from '../schema/apiMigrations';

export type Db = Database.Database;

export const DATABASE_FILE = 'pinboard.sqlite';

export async function openDatabase(dataDir: string, migrations: readonly Migration[] = apiMigrations('sqlite')): Promise<Db> {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  try {
    await migrate(db, migrations);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/** Applies every migration the file has not recorded, each in its own transaction (sql-kit/migrate.ts, the one runner). */
export function migrate(db: Db, migrations: readonly Migration[]): Promise<number[]> {
  return migrateTrack(sqliteDatabase(db), apiTrack('sqlite', migrations));
}
