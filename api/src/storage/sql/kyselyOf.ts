// The typed query builder (Kysely) over the API's SqlDb, so a store can move from SQL text to typed
// queries one query at a time: a query built here runs through the same SqlQueries as the store's
// text (the same transaction, the same write notices for the read cache, PostgreSQL's retries).
// Transactions stay SqlDb's: `db.transaction(async (tx) => kyselyOf(tx)…)`.

import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { DB } from './apiTables';
import type { SqlQueries, SqlValue } from './sqlDb';

const made = new WeakMap<SqlQueries, Kysely<DB>>();

/** The query builder over `queries` (a database or one of its transactions). */
export function kyselyOf(queries: SqlQueries): Kysely<DB> {
  let kysely = made.get(queries);
  if (!kysely) {
    kysely = new Kysely<DB>({ dialect: dialectOver(queries) });
    made.set(queries, kysely);
  }
  return kysely;
}

/** Whether a statement answers rows: a SELECT, or a write with RETURNING. Raw SQL is taken to (write through SqlDb itself). */
function answersRows(query: CompiledQuery['query']): boolean {
  if (SelectQueryNode.is(query) || query.kind === 'RawNode') return true;
  return 'returning' in query && query.returning !== undefined;
}

function dialectOver(queries: SqlQueries) {
  const postgres = queries.dialect.name === 'postgres';
  const connection: DatabaseConnection = {
    async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
      // PostgreSQL's compiler writes $1…$n, which the SqlDb passes on as they are.
      const parameters = compiled.parameters as SqlValue[];
      if (answersRows(compiled.query)) return { rows: await queries.all<R>(compiled.sql, ...parameters) };
      const { changes } = await queries.run(compiled.sql, ...parameters);
      return { rows: [], numAffectedRows: BigInt(changes) };
    },
    streamQuery() {
      throw new Error('the API streams no query');
    },
  };
  const unsupported = async () => {
    throw new Error("a transaction is SqlDb's: db.transaction(async (tx) => kyselyOf(tx)…)");
  };
  const driver: Driver = {
    init: async () => undefined,
    acquireConnection: async () => connection,
    beginTransaction: unsupported,
    commitTransaction: unsupported,
    rollbackTransaction: unsupported,
    releaseConnection: async () => undefined,
    destroy: async () => undefined,
  };
  return {
    createAdapter: () => (postgres ? new PostgresAdapter() : new SqliteAdapter()),
    createDriver: () => driver,
    createIntrospector: (db: Kysely<unknown>) => (postgres ? new PostgresIntrospector(db) : new SqliteIntrospector(db)),
    createQueryCompiler: () => (postgres ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
  };
}
