// Brings a PostgreSQL database's schema up to date, as sqlite/openDatabase.ts's migrate does for
// the SQLite file. Several edges may start at once over one database: each step holds a
// transaction-scoped advisory lock, so one applies a migration while the others wait and then
// find it applied. Steps run READ COMMITTED, so the version is read after the lock is granted
// (a serializable snapshot would be taken before the wait and miss the other's work).

import type pg from 'pg';
import { installChangeCounter } from './changeCounter';
import { POSTGRES_MIGRATIONS, type PostgresMigration } from './migrations';
import { openPostgresDb, queriesOver, type PostgresDb, type PostgresDbOptions } from './postgresDb';

/** pg_advisory_xact_lock's key for schema changes ('pinboard' in ASCII). */
export const MIGRATION_LOCK_KEY = 0x70696e626f617264n;

/**
 * Applies every migration newer than the database's version, each in its own transaction, then
 * gives new tables their data-version triggers. Answers the versions this call applied. Refuses
 * a database whose schema is newer than this build knows.
 */
export async function migratePostgres(pool: pg.Pool, migrations: readonly PostgresMigration[] = POSTGRES_MIGRATIONS): Promise<number[]> {
  const known = Math.max(0, ...migrations.map((m) => m.version));
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  const applied: number[] = [];
  const client = await pool.connect();
  let broken = false;
  try {
    for (;;) {
      await client.query('BEGIN ISOLATION LEVEL READ COMMITTED');
      try {
        await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
        await client.query(
          'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at text NOT NULL)',
        );
        const row = await client.query<{ v: number | null }>('SELECT max(version) AS v FROM schema_migrations');
        const current = row.rows[0]?.v ?? 0;
        if (current > known) {
          throw new Error(
            `the PostgreSQL database is at schema version ${current}, newer than this build knows (${known}); upgrade the app or use another DATABASE_URL`,
          );
        }
        const next = ordered.find((m) => m.version > current);
        if (next) {
          // No parameters: the simple protocol, which runs a script of several statements.
          await client.query(next.sql);
          await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
            next.version,
            next.name,
            new Date().toISOString(),
          ]);
        } else {
          await installChangeCounter(queriesOver(client));
        }
        await client.query('COMMIT');
        if (!next) return applied;
        applied.push(next.version);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      }
    }
  } finally {
    client.release(broken);
  }
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
