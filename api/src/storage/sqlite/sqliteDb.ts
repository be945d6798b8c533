// The stores' SqlDb over better-sqlite3: the statement cache, and transactions kept whole for this
// process. better-sqlite3 has one connection and is synchronous, so a statement by itself never
// interleaves with another; a transaction, though, spans awaits. While one is open (BEGIN
// IMMEDIATE … COMMIT or ROLLBACK), every other call on the database waits for it to end, and
// transactions queue one after another in the order they were asked for.

import type { SqlDb, SqlDialect, SqlQueries, SqlValue } from '../sql/sqlDb';
import type { Db } from './openDatabase';
import { sql } from './statementCache';

const DIALECT: SqlDialect = { name: 'sqlite' };

/** better-sqlite3 binds no booleans: 0 and 1, as the schema keeps them. */
function bindable(args: SqlValue[]): unknown[] {
  return args.some((a) => typeof a === 'boolean') ? args.map((a) => (typeof a === 'boolean' ? Number(a) : a)) : args;
}

/** run's value, or its error (as thrown: a unique violation keeps its code), as a promise. */
function settle<T>(run: () => T): Promise<T> {
  return new Promise<T>((resolve) => resolve(run()));
}

export function createSqliteDb(db: Db): SqlDb {
  const direct = {
    get: <T>(text: string, args: SqlValue[]) => sql(db, text).get(...bindable(args)) as T | undefined,
    all: <T>(text: string, args: SqlValue[]) => sql(db, text).all(...bindable(args)) as T[],
    run: (text: string, args: SqlValue[]) => ({ changes: sql(db, text).run(...bindable(args)).changes }),
  };

  /** Transactions open or waiting; while there is one, other calls wait for `idle`. */
  let pending = 0;
  /** Settles when the last transaction asked for has ended. */
  let idle: Promise<void> = Promise.resolve();
  // A transaction's work must use the queries it is given: a call on the database itself would
  // wait for the transaction, and the transaction for it. (AsyncLocalStorage could catch that, but
  // on Node 20 it slows every promise of the process.)
  const whenFree = async (): Promise<void> => {
    while (pending > 0) await idle;
  };

  /** Runs now when no transaction is open or queued, else after they have ended. */
  const outside = <T>(run: () => T): Promise<T> => (pending === 0 ? settle(run) : whenFree().then(run));

  const tx = (isOpen: () => boolean): SqlQueries => {
    const check = <T>(run: () => T) => (isOpen() ? settle(run) : Promise.reject(new Error('this transaction has ended')));
    return {
      dialect: DIALECT,
      get: <T>(text: string, ...args: SqlValue[]) => check(() => direct.get<T>(text, args)),
      all: <T>(text: string, ...args: SqlValue[]) => check(() => direct.all<T>(text, args)),
      run: (text: string, ...args: SqlValue[]) => check(() => direct.run(text, args)),
    };
  };

  return {
    dialect: DIALECT,
    get: <T>(text: string, ...args: SqlValue[]) => outside(() => direct.get<T>(text, args)),
    all: <T>(text: string, ...args: SqlValue[]) => outside(() => direct.all<T>(text, args)),
    run: (text: string, ...args: SqlValue[]) => outside(() => direct.run(text, args)),
    async transaction<T>(work: (queries: SqlQueries) => Promise<T>): Promise<T> {
      pending += 1;
      const previous = idle;
      let ended!: () => void;
      idle = new Promise((resolve) => (ended = resolve));
      try {
        await previous;
        let open = true;
        sql(db, 'BEGIN IMMEDIATE').run();
        try {
          const result = await work(tx(() => open));
          sql(db, 'COMMIT').run();
          return result;
        } catch (error) {
          if (db.inTransaction) sql(db, 'ROLLBACK').run();
          throw error;
        } finally {
          open = false;
        }
      } finally {
        pending -= 1;
        ended();
      }
    },
    async close() {
      while (pending > 0) await idle;
      if (db.open) db.close();
    },
  };
}
