// The one way the stores talk to a database, whichever it is: SQLite (better-sqlite3, one file,
// the default) or PostgreSQL (node-postgres, a pool shared by several edges). The stores build
// their statements with the typed query builder (kyselyOf.ts, what differs in builderDialect.ts),
// which compiles each for its database, placeholders included; the SQL arrives here as that
// database speaks it. Every call is async because PostgreSQL's are.

export type SqlValue = string | number | bigint | boolean | null | Buffer;

export interface RunResult {
  /** Rows inserted, changed or deleted. */
  changes: number;
}

export interface SqlDialect {
  name: 'sqlite' | 'postgres';
}

export interface SqlQueries {
  readonly dialect: SqlDialect;
  /** The first row, or undefined. */
  get: <T>(sql: string, ...args: SqlValue[]) => Promise<T | undefined>;
  all: <T>(sql: string, ...args: SqlValue[]) => Promise<T[]>;
  run: (sql: string, ...args: SqlValue[]) => Promise<RunResult>;
}

export interface TransactionOptions {
  /**
   * 'read committed' for work whose every guarantee is a constraint's (a unique index), not the
   * isolation's: PostgreSQL then makes concurrent writes of one row (a board's modified time) wait
   * for each other instead of failing them as serialization conflicts, which under many at once
   * outrun the retries. SQLite runs every transaction alone anyway and ignores it.
   */
  isolation?: 'read committed';
}

export interface SqlDb extends SqlQueries {
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. Other
   * calls of this process never see its writes before the commit nor interleave with it; two
   * edges' transactions are kept apart by the database's constraints and locks.
   */
  transaction: <T>(work: (tx: SqlQueries) => Promise<T>, options?: TransactionOptions) => Promise<T>;
  close: () => Promise<void>;
}
