// One typed query builder (Kysely) over either database the site runs on: SQLite (better-sqlite3,
// one file, the default) or PostgreSQL (node-postgres, a pool shared by several edges). A store is
// written once against `db`; what cannot be said the same way in both asks `dialect`.

import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import type pg from 'pg';
import { openPostgresPool, type PostgresPoolOptions } from './postgresPool';
import { preparingOnce } from './sqliteStatements';

interface Common<Tables> {
  readonly db: Kysely<Tables>;
  close: () => Promise<void>;
}

export interface SqliteDatabase<Tables> extends Common<Tables> {
  readonly dialect: 'sqlite';
  /** The file's own handle, for what Kysely does not say (a script of several statements, pragmas). */
  readonly sqlite: BetterSqlite3.Database;
}

export interface PostgresDatabase<Tables> extends Common<Tables> {
  readonly dialect: 'postgres';
  readonly pool: pg.Pool;
}

export type SqlDatabase<Tables> = SqliteDatabase<Tables> | PostgresDatabase<Tables>;

const dialects = new WeakMap<object, SqlDatabase<unknown>['dialect']>();

/** Which database a Kysely (a database's, or one of its transactions) speaks to: by how it writes a parameter, once per Kysely. */
export function dialectOf<Tables>(db: Kysely<Tables>): SqlDatabase<unknown>['dialect'] {
  let dialect = dialects.get(db);
  if (dialect === undefined) {
    dialect = sql`${0}`.compile(db).sql === '$1' ? 'postgres' : 'sqlite';
    dialects.set(db, dialect);
  }
  return dialect;
}

/** Kysely over an open SQLite file, each statement prepared once (sqliteStatements.ts); closing it closes the file. */
export function sqliteDatabase<Tables>(sqlite: BetterSqlite3.Database): SqliteDatabase<Tables> {
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: preparingOnce(sqlite) }) });
  return { dialect: 'sqlite', db, sqlite, close: () => db.destroy() };
}

/** Kysely over a pool of the caller's (made by postgresPool.ts, so rows read as SQLite's); closing it leaves the pool open. */
export function postgresDatabaseOn<Tables>(pool: pg.Pool): PostgresDatabase<Tables> {
  return { dialect: 'postgres', db: new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) }), pool, close: async () => undefined };
}

/** Kysely over a new pool (postgresPool.ts: rows read as SQLite's); closing it ends the pool. */
export function postgresDatabase<Tables>(options: PostgresPoolOptions): PostgresDatabase<Tables> {
  const { pool, close } = openPostgresPool(options);
  return { dialect: 'postgres', db: new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) }), pool, close };
}
