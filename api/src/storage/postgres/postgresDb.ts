// The SqlDb over PostgreSQL: a node-postgres pool from a URL. Statements come compiled by the query
// builder (../sql/kyselyOf.ts), with PostgreSQL's own $1..$n placeholders. Transactions run SERIALIZABLE, the isolation SQLite's
// single writer gives, so read-then-write code (max(id) + 1, "is it saved yet?") stays correct
// across edges; the price is that PostgreSQL may cancel one of two conflicting transactions, and
// then the whole transaction is run again.

import type pg from 'pg';
import { openPostgresPool, type PostgresPoolOptions } from 'sql-kit/postgresPool';
import { isRetryableConflict } from 'sql-kit/sqlErrors';
import type { RunResult, SqlDb, SqlDialect, SqlQueries, SqlValue, TransactionOptions } from '../sql/sqlDb';

export const POSTGRES_DIALECT: SqlDialect = { name: 'postgres' };

/** SqlValue → what node-postgres sends: booleans as the schema's 0/1, bigints as their digits. */
function parameter(value: SqlValue): string | number | Buffer | null {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return value.toString();
  return value;
}

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/**
 * SqlQueries over the pool (each call any free connection) or one client (a transaction's).
 * `onWrite` hears of every statement but a SELECT that succeeded, with its text.
 */
export function queriesOver(target: Queryable, onWrite?: (sql: string) => void): SqlQueries {
  const query = async <T>(sql: string, args: SqlValue[]) => {
    const result = await target.query<T & pg.QueryResultRow>(sql, args.map(parameter));
    if (onWrite && result.command !== 'SELECT') onWrite(sql);
    return result;
  };
  return {
    dialect: POSTGRES_DIALECT,
    get: async <T>(sql: string, ...args: SqlValue[]) => (await query<T>(sql, args)).rows[0] as T | undefined,
    all: async <T>(sql: string, ...args: SqlValue[]) => (await query<T>(sql, args)).rows as T[],
    run: async (sql: string, ...args: SqlValue[]): Promise<RunResult> => ({ changes: (await query(sql, args)).rowCount ?? 0 }),
  };
}

export interface PostgresDbOptions extends Omit<PostgresPoolOptions, 'url'> {
  /** Runs of a transaction before its conflict is thrown to the caller. */
  attempts?: number;
  isolation?: 'serializable' | 'repeatable read' | 'read committed';
  /** Told of write statements once committed: one outside a transaction, or all a transaction made. */
  onWrite?: (statements: readonly string[]) => void;
}

export interface PostgresDb extends SqlDb {
  readonly pool: pg.Pool;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function openPostgresDb(url: string, options: PostgresDbOptions = {}): PostgresDb {
  const { pool, close } = openPostgresPool({ url, ...options });
  const attempts = options.attempts ?? 8;
  const { onWrite } = options;
  const begin = `BEGIN ISOLATION LEVEL ${(options.isolation ?? 'serializable').toUpperCase()}`;

  async function once<T>(work: (tx: SqlQueries) => Promise<T>, options: TransactionOptions): Promise<T> {
    const client = await pool.connect();
    let broken = false;
    const writes: string[] = [];
    try {
      await client.query(options.isolation ? `BEGIN ISOLATION LEVEL ${options.isolation.toUpperCase()}` : begin);
      try {
        const result = await work(
          queriesOver(client, (sql) => {
            writes.push(sql);
          }),
        );
        await client.query('COMMIT');
        if (writes.length > 0) onWrite?.(writes);
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          // A connection that cannot even roll back is not handed to the next caller.
          broken = true;
        });
        throw error;
      }
    } finally {
      client.release(broken);
    }
  }

  return {
    ...queriesOver(pool, onWrite && ((sql) => onWrite([sql]))),
    pool,
    /** Note: on a conflict `work` runs again from the start, so it must only touch the database. */
    async transaction<T>(work: (tx: SqlQueries) => Promise<T>, options: TransactionOptions = {}): Promise<T> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await once(work, options);
        } catch (error) {
          if (!isRetryableConflict(error) || attempt >= attempts) throw error;
          // Jittered backoff, so the transactions that collided do not collide again in step.
          await sleep(Math.random() * 5 * 2 ** Math.min(attempt, 6));
        }
      }
    },
    close,
  };
}
