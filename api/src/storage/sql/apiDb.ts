// The stores' database, whichever it is: Kysely over sql-kit's SQLite or PostgreSQL database, with
// Kysely's own dialects. Stores are written once against `Kysely<DB>`, the database's or one of its
// transactions'; what the databases say differently is in builderDialect.ts. A transaction runs
// through `transaction(db, work)`, with the API's settings for the database `db` belongs to.

import type { Kysely } from 'kysely';
import type { SqlDatabase } from 'sql-kit/sqlDatabase';
import { inTransaction, type IsolationLevel } from 'sql-kit/transaction';
import { writeWatch } from 'sql-kit/writeWatch';
import type { DB } from './apiTables';
import { literalLimits } from './literalLimits';

export interface TransactionOptions {
  /**
   * 'read committed' for work whose every guarantee is a constraint's (a unique index), not the
   * isolation's: PostgreSQL then makes concurrent writes of one row (a board's modified time) wait
   * for each other instead of failing them as serialization conflicts, which under many at once
   * outrun the retries. SQLite runs every transaction alone anyway and ignores it.
   */
  isolation?: 'read committed';
}

export interface ApiDbOptions {
  /**
   * PostgreSQL's isolation where a transaction asks none: serializable (the default), the isolation
   * SQLite's single writer gives, so read-then-write code (max(id) + 1, "is it saved yet?") stays
   * correct across edges; PostgreSQL may then cancel one of two conflicting transactions, which runs again.
   */
  isolation?: IsolationLevel;
  /** Runs of a PostgreSQL transaction before its conflict is thrown to the caller (default 8). */
  attempts?: number;
  /** Told of the tables written (undefined: not told plainly), once committed: one statement outside a transaction, or all a transaction wrote. */
  onWrite?: (tables: readonly (string | undefined)[]) => void;
}

export interface ApiDb {
  readonly dialect: SqlDatabase<DB>['dialect'];
  /** The stores' queries outside a transaction. */
  readonly db: Kysely<DB>;
  /** Waits for the transaction running (SQLite), then closes the database. */
  close: () => Promise<void>;
}

type Transact = <T>(work: (tx: Kysely<DB>) => Promise<T>, options?: TransactionOptions) => Promise<T>;

/** Each ApiDb's `db`, with how its transactions run. */
const transactions = new WeakMap<Kysely<DB>, Transact>();

/**
 * Runs `work` in one transaction of the database `db` is (not one of its transactions): committed
 * when it resolves, rolled back when it throws. On SQLite every other query of the process waits
 * for it (work must use `tx`, or it waits for itself); on PostgreSQL a conflict runs it again from
 * the start, so it must only touch the database.
 */
export function transaction<T>(db: Kysely<DB>, work: (tx: Kysely<DB>) => Promise<T>, options?: TransactionOptions): Promise<T> {
  const transact = transactions.get(db);
  if (!transact) return Promise.reject(new Error('a transaction runs on the API database itself, not inside another transaction'));
  return transact(work, options);
}

/** The stores' database over sql-kit's `database`. */
export function apiDb(database: SqlDatabase<DB>, options: ApiDbOptions = {}): ApiDb {
  const { onWrite } = options;
  const base = database.db.withPlugin(literalLimits);
  // Outside a transaction a write is told as it runs; in one, the writes are told once it commits.
  const db = onWrite ? base.withPlugin(writeWatch((table) => onWrite([table]))) : base;
  const settings = { isolation: options.isolation ?? 'serializable', attempts: options.attempts ?? 8 } as const;
  transactions.set(db, async (work, { isolation } = {}) => {
    const asked = { ...settings, ...(isolation ? { isolation } : {}) };
    if (!onWrite) return inTransaction(base, work, asked);
    let written: (string | undefined)[] = [];
    const result = await inTransaction(
      base,
      (tx) => {
        // A run PostgreSQL cancelled wrote nothing.
        written = [];
        return work(tx.withPlugin(writeWatch((table) => written.push(table))));
      },
      asked,
    );
    if (written.length > 0) onWrite(written);
    return result;
  });
  return {
    dialect: database.dialect,
    db,
    async close() {
      if (database.dialect === 'sqlite') await base.connection().execute(async () => undefined);
      await database.close();
    },
  };
}
