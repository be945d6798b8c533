// The SqlDb over PostgreSQL: a node-postgres pool from a URL. The stores write their SQL once with
// `?` placeholders; here they become $1..$n. Transactions run SERIALIZABLE, the isolation SQLite's
// single writer gives, so read-then-write code (max(id) + 1, "is it saved yet?") stays correct
// across edges; the price is that PostgreSQL may cancel one of two conflicting transactions, and
// then the whole transaction is run again.

import pg from 'pg';
import type { RunResult, SqlDb, SqlDialect, SqlQueries, SqlValue, TransactionOptions } from '../sql/sqlDb';

export const POSTGRES_DIALECT: SqlDialect = { name: 'postgres' };

/**
 * `?` → `$1`, `$2`, … outside string literals, quoted identifiers, dollar-quoted bodies and
 * comments. (A jsonb `?` operator would be taken for a placeholder: use jsonb_exists() instead.)
 */
export function translatePlaceholders(sql: string): string {
  let out = '';
  let n = 0;
  let i = 0;
  const copyUntil = (end: number) => {
    out += sql.slice(i, end);
    i = end;
  };
  while (i < sql.length) {
    const c = sql[i];
    if (c === '?') {
      out += `$${++n}`;
      i++;
    } else if (c === "'" || c === '"') {
      // '' (or "") inside is the quote itself; E'…' strings also escape with a backslash.
      const backslashes = c === "'" && /[eE]/.test(sql[i - 1] ?? '') && !/[\w$]/.test(sql[i - 2] ?? '');
      let j = i + 1;
      while (j < sql.length) {
        if (backslashes && sql[j] === '\\') j += 2;
        else if (sql[j] === c && sql[j + 1] === c) j += 2;
        else if (sql[j] === c) break;
        else j++;
      }
      copyUntil(Math.min(j + 1, sql.length));
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      copyUntil(end === -1 ? sql.length : end);
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      copyUntil(end === -1 ? sql.length : end + 2);
    } else if (c === '$' && !/[\w$]/.test(sql[i - 1] ?? '')) {
      // $tag$ … $tag$ (a function body); $1 itself is a parameter already written out.
      const tag = /^\$([A-Za-z_][A-Za-z_0-9]*)?\$/.exec(sql.slice(i))?.[0];
      if (tag) {
        const end = sql.indexOf(tag, i + tag.length);
        copyUntil(end === -1 ? sql.length : end + tag.length);
      } else copyUntil(i + 1);
    } else copyUntil(i + 1);
  }
  return out;
}

// Per pool rather than pg.types.setTypeParser, which would change every pool in the process.
// count(*) and sum() answer int8 (and sum of int8, avg: numeric), which node-postgres leaves as
// strings lest they lose precision; the stores' numbers are far below 2^53 and SQLite gives
// numbers. A comparison or EXISTS answers a boolean, where SQLite gives 0/1: so does this.
const INT8 = 20;
const NUMERIC = 1700;
const BOOL = 16;
// node-postgres declares its parsers' lookup as answering any; this is what it answers.
const standardParser = pg.types.getTypeParser as (oid: number, format?: 'text' | 'binary') => (value: string) => unknown;
const TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format !== 'binary') {
      if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
      if (oid === BOOL) return (value: string) => (value === 't' ? 1 : 0);
    }
    return standardParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

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
    const result = await target.query<T & pg.QueryResultRow>({
      text: translatePlaceholders(sql),
      values: args.map(parameter),
      types: TYPES,
    });
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

/** Serialization failure and deadlock: PostgreSQL cancelled this transaction for another's sake. */
export function isRetryableConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error;
  return code === '40001' || code === '40P01';
}

export interface PostgresDbOptions {
  /** Connections in this process's pool (each edge has its own pool). */
  max?: number;
  /** Runs of a transaction before its conflict is thrown to the caller. */
  attempts?: number;
  isolation?: 'serializable' | 'repeatable read' | 'read committed';
  connectionTimeoutMillis?: number;
  /** How the server lists this pool's connections (pg_stat_activity), e.g. 'pinboard edge A'. */
  applicationName?: string;
  /** Where an idle connection's error (the server restarting) is reported. */
  onIdleError?: (error: Error) => void;
  /** Told of write statements once committed: one outside a transaction, or all a transaction made. */
  onWrite?: (statements: readonly string[]) => void;
}

export interface PostgresDb extends SqlDb {
  readonly pool: pg.Pool;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function openPostgresDb(url: string, options: PostgresDbOptions = {}): PostgresDb {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    types: TYPES,
    // A request waits this long for a connection, then fails, rather than hanging on a lost server.
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 10_000,
    application_name: options.applicationName ?? 'pinboard',
  });
  // Without a listener an idle connection's error (the server going away) would end the process;
  // the next query gets a fresh connection instead. pool.end() resolves before its connections
  // have closed, so one ended by the server after that (a dropped database) is no news.
  let closing = false;
  const reportIdleError = options.onIdleError ?? ((error: Error) => console.error(`PostgreSQL pool: ${error.message}`));
  pool.on('error', (error) => {
    if (!closing) reportIdleError(error);
  });
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
    async close() {
      closing = true;
      if (!pool.ended) await pool.end();
    },
  };
}
