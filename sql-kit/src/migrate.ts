// The one migration runner of every store, on either database. A store's migrations are a list
// kept append-only: each runs once, in its own transaction, and its version is recorded in the
// store's track table. Several edges may start at once over one PostgreSQL: each step holds a
// transaction-scoped advisory lock named after the track and runs READ COMMITTED, so the version
// is read after the lock is granted, one edge applies a migration and the others find it applied.
// On SQLite each step is BEGIN IMMEDIATE: the file's one writer.

import { sql, type Kysely } from 'kysely';
import type { SqlDatabase } from './sqlDatabase';
import { inTransaction } from './transaction';

type Dialect = SqlDatabase<unknown>['dialect'];

export interface Migration {
  version: number;
  name: string;
  /**
   * A script of statements, the same for both databases or one for each: how the migrations
   * written before the query builder stay exactly as they ran. Or `up`, the change written once
   * with Kysely's schema builder (its column types asked of `dialect` where they differ).
   */
  script?: string | Record<Dialect, string>;
  up?: (db: Kysely<unknown>, dialect: Dialect) => Promise<void>;
}

export interface MigrationTrack {
  /** The table recording the versions applied, also the advisory lock's name. */
  table: string;
  /** What the error names when the database is newer than this build, e.g. 'registry'. */
  what: string;
  migrations: readonly Migration[];
  /** PostgreSQL's advisory lock key for the track (default: the hash of `table`), as a track that had its own key keeps it. */
  lockKey?: bigint;
  /** Runs in the last step's transaction, applied or not (e.g. triggers every table must have). */
  finally?: (db: Kysely<unknown>) => Promise<unknown>;
}

const TABLE_NAME = /^[a-z][a-z0-9_]*$/;

/**
 * Applies every migration the database has not recorded, lowest first, each in its own transaction; answers
 * the versions this call applied. Refuses a database whose schema is newer than this build knows.
 */
export async function migrate(database: SqlDatabase<unknown>, track: MigrationTrack): Promise<number[]> {
  if (!TABLE_NAME.test(track.table)) throw new Error(`"${track.table}" is not a table name for a migration track`);
  const ordered = [...track.migrations].sort((a, b) => a.version - b.version);
  const known = ordered.at(-1)?.version ?? 0;
  const applied: number[] = [];
  for (;;) {
    const next = await inTransaction(
      database.db,
      async (connection) => {
        if (database.dialect === 'postgres') {
          // Edges of an older build lock by the track's own key: the same lock, so a rolling upgrade migrates once.
          const lock = track.lockKey === undefined ? sql`hashtext(${track.table})` : sql`${track.lockKey.toString()}::bigint`;
          await sql`SELECT pg_advisory_xact_lock(${lock})`.execute(connection);
        }
        if (applied.length === 0) await ensureTrackTable(database.dialect, connection, track.table);
        const rows = await sql<{ version: number }>`SELECT version FROM ${sql.table(track.table)}`.execute(connection);
        const done = new Set(rows.rows.map((r) => Number(r.version)));
        const current = Math.max(0, ...done);
        if (current > known) {
          throw new Error(
            `the ${track.what} tables are at schema version ${current}, newer than this build knows (${known}); upgrade the server or use another database`,
          );
        }
        // Every version not yet applied, not only those above the newest: one added below a newer
        // one (two branches landing out of order) would otherwise be skipped for good.
        const migration = ordered.find((m) => !done.has(m.version));
        if (!migration) {
          await track.finally?.(connection);
          return undefined;
        }
        await apply(database, connection, migration);
        await sql`INSERT INTO ${sql.table(track.table)} (version, name, applied_at) VALUES (${migration.version}, ${migration.name}, ${new Date().toISOString()})`.execute(
          connection,
        );
        return migration.version;
      },
      { isolation: 'read committed' },
    );
    if (next === undefined) return applied;
    applied.push(next);
  }
}

/** The track table, made if missing; a track from before every migration had a name gains the column. */
async function ensureTrackTable(dialect: Dialect, connection: Kysely<unknown>, table: string): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS ${sql.table(table)} (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`.execute(
    connection,
  );
  const named =
    dialect === 'sqlite'
      ? sql<{ n: number }>`SELECT count(*) AS n FROM pragma_table_info(${table}) WHERE name = 'name'`
      : sql<{ n: number }>`SELECT count(*) AS n FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table} AND column_name = 'name'`;
  if ((await named.execute(connection)).rows[0]?.n === 0)
    await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN name TEXT`.execute(connection);
}

async function apply(database: SqlDatabase<unknown>, connection: Kysely<unknown>, migration: Migration): Promise<void> {
  const { script, up } = migration;
  if (up) return up(connection, database.dialect);
  const text = typeof script === 'string' ? script : script?.[database.dialect];
  if (text === undefined) throw new Error(`migration ${migration.version} (${migration.name}) has neither a script nor an up`);
  // A script of several statements: SQLite's exec, PostgreSQL's simple protocol (no parameters).
  if (database.dialect === 'sqlite') database.sqlite.exec(text);
  else await sql.raw(text).execute(connection);
}
