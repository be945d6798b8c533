// A node-postgres pool that answers as SQLite does, so a store reads the same row from either
// database: whole numbers (count(*), sum(), BIGINT) as numbers, booleans as 0/1 and JSON columns as
// their text. Per pool rather than pg.types.setTypeParser, which would change every pool in the process.

import pg from 'pg';

const BOOL = 16;
const INT8 = 20;
const JSON_TYPE = 114;
const NUMERIC = 1700;
const JSONB = 3802;

// node-postgres declares its parsers' lookup as answering any; this is what it answers.
const standardParser = pg.types.getTypeParser as (oid: number, format?: 'text' | 'binary') => (value: string) => unknown;

/** A whole number or numeric as a number; throws past what a number holds exactly (ours are counts and millisecond times). */
function toNumber(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed) && !/[.eE]/.test(value))
    throw new Error(`PostgreSQL answered ${value}, past what a number holds exactly`);
  return parsed;
}

const SQLITE_LIKE_TYPES: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format !== 'binary') {
      if (oid === INT8 || oid === NUMERIC) return toNumber;
      if (oid === BOOL) return (value: string) => (value === 't' ? 1 : 0);
      if (oid === JSON_TYPE || oid === JSONB) return (value: string) => value;
    }
    return standardParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export interface PostgresPoolOptions {
  url: string;
  /** Connections in this process's pool (each edge has its own pool; default 10). */
  max?: number;
  /** How the server lists this pool's connections (pg_stat_activity), e.g. 'pinboard edge A'. */
  applicationName?: string;
  /** How long a request waits for a connection before failing, rather than hanging on a lost server (default 10 s). */
  connectionTimeoutMillis?: number;
  /** Where an idle connection's error (the server restarting) is reported. */
  onIdleError?: (error: Error) => void;
}

export interface PostgresPool {
  readonly pool: pg.Pool;
  /** Ends the pool; an idle connection the server ends after this is no news. */
  close: () => Promise<void>;
}

export function openPostgresPool(options: PostgresPoolOptions): PostgresPool {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    types: SQLITE_LIKE_TYPES,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 10_000,
    application_name: options.applicationName ?? 'pinboard',
  });
  // Without a listener an idle connection's error (the server going away) would end the process;
  // the next query gets a fresh connection instead. pool.end() resolves before its connections
  // have closed, so one ended by the server after that (a dropped database) is no news.
  let closing = false;
  const report = options.onIdleError ?? ((error: Error) => console.error(`PostgreSQL pool: ${error.message}`));
  pool.on('error', (error) => {
    if (!closing) report(error);
  });
  // A connection lost while checked out (the server terminating it mid-transaction) fails the query
  // that holds it, then emits its error again with nothing listening, which would end the process;
  // the pool drops such a connection when it comes back.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return {
    pool,
    async close() {
      closing = true;
      if (!pool.ended) await pool.end();
    },
  };
}
