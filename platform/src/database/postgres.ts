// What every PostgreSQL store of ours shares (issue 22): a pool, transactions that always end,
// versioned migrations on a track of their own that two edges may start at once, and BIGINTs
// brought back as numbers (node-postgres gives int8 and numeric as strings, rightly: they may
// not fit; ours are counts and millisecond times, so a value past 2^53 is an error, not a loss).

import pg from 'pg';

export interface Migration {
  version: number;
  sql: string;
}

export interface PoolOptions {
  url: string;
  /** Connections at most (default 10). */
  max?: number;
  log?: (line: string) => void;
}

export function openPool({ url, max = 10, log = () => undefined }: PoolOptions): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection the server dropped (a restart, a failover) must not take the process with it.
  pool.on('error', (error) => log(`postgres: an idle connection failed: ${error.message}`));
  return pool;
}

/** Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it throws. */
export async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: unknown) => {
      // A connection that cannot roll back is not given to the next caller.
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** A BIGINT, numeric or count as a number; throws past what a number holds exactly. */
export function toInt(value: unknown, what: string): number {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(parsed)) throw new Error(`${what} from PostgreSQL is not a whole number a number can hold: ${String(value)}`);
  return parsed;
}

export function toIntOrNull(value: unknown, what: string): number | null {
  return value === null || value === undefined ? null : toInt(value, what);
}

/** The error code PostgreSQL gave (e.g. '23505' for a unique violation), if it is one of its errors. */
export function postgresErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

const TRACK_NAME = /^[a-z][a-z0-9_]*$/;

/**
 * Applies the migrations newer than the database's, each in its own transaction holding an
 * advisory lock named after the track, so edges starting together apply each one exactly once.
 * `track` is the table recording the versions applied (and the lock's name).
 */
export async function migratePostgres(
  pool: pg.Pool,
  { track, migrations, what }: { track: string; migrations: readonly Migration[]; what: string },
): Promise<void> {
  if (!TRACK_NAME.test(track)) throw new Error(`"${track}" is not a table name for a migration track`);
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  const known = ordered.at(-1)?.version ?? 0;
  for (;;) {
    const applied = await transaction(pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [track]);
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${track} (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
      );
      const { rows } = await client.query<{ v: number | null }>(`SELECT max(version) AS v FROM ${track}`);
      const current = rows[0]?.v ?? 0;
      if (current > known) {
        throw new Error(
          `the ${what} tables are at schema version ${current}, newer than this build knows (${known}); upgrade the server or use another database`,
        );
      }
      const next = ordered.find((m) => m.version > current);
      if (!next) return false;
      await client.query(next.sql);
      await client.query(`INSERT INTO ${track} (version) VALUES ($1)`, [next.version]);
      return true;
    });
    if (!applied) return;
  }
}
