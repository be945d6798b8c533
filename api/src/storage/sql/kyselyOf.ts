// The typed query builder (Kysely) over the API's SqlDb, so a store can move from SQL text to typed
// queries one query at a time: a query built here runs through the same SqlQueries as the store's
// text (the same transaction, the same write notices for the read cache, PostgreSQL's retries).
// Transactions stay SqlDb's: `db.transaction(async (tx) => kyselyOf(tx)…)`.

import {
  Kysely,
  ValueNode,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SelectQueryNode,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type Compilable,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type KyselyPlugin,
  type QueryResult,
} from 'kysely';
import type { DB } from './apiTables';
import type { SqlQueries, SqlValue } from './sqlDb';

const made = new WeakMap<SqlQueries, Kysely<DB>>();

/**
 * A statement's own constant LIMIT is written into it, as the stores' text always wrote it: SQLite
 * plans `ORDER BY id LIMIT ?` without knowing the bound, and the saves' two hottest lookups ran 3-4
 * times slower so (bench:cluster). Only the top query's limit, without walking the tree, since this
 * runs for every query; offsets stay parameters (they vary by page).
 */
const literalLimits: KyselyPlugin = {
  transformQuery: ({ node }) => {
    if (!SelectQueryNode.is(node) || node.limit === undefined) return node;
    const { limit } = node.limit;
    if (!ValueNode.is(limit) || typeof limit.value !== 'number' || limit.immediate) return node;
    return { ...node, limit: { ...node.limit, limit: ValueNode.createImmediate(limit.value) } };
  },
  transformResult: async ({ result }) => result,
};

/** The query builder over `queries` (a database or one of its transactions). */
export function kyselyOf(queries: SqlQueries): Kysely<DB> {
  let kysely = made.get(queries);
  if (!kysely) {
    kysely = new Kysely<DB>({ dialect: dialectOver(queries), plugins: [literalLimits] });
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

/** Stands for a prepared query's n-th value until a call gives it. */
class Slot {
  constructor(readonly index: number) {}
}

/**
 * A read built once per database kind and then only run: for the lookups every request makes (a
 * session, a pin, a user, a board), where building the query each time cost more than running it
 * (bench:cluster's saves). `build` gets stand-ins for the values, in order; a call gives the values.
 */
function preparedQuery<Values extends SqlValue[], Row>(
  arity: Values['length'],
  build: (k: Kysely<DB>, ...values: Values) => Compilable<Row>,
): (queries: SqlQueries, ...values: Values) => Promise<Row[]> {
  const compiled = new Map<SqlQueries['dialect']['name'], CompiledQuery<Row>>();
  return async (queries, ...values) => {
    let query = compiled.get(queries.dialect.name);
    if (!query) {
      // The builder takes the stand-ins as values of the columns' types: they only ever become parameters.
      const slots = Array.from({ length: arity }, (_, i) => new Slot(i)) as unknown as Values;
      query = build(kyselyOf(queries), ...slots).compile();
      // A stand-in the builder turned into something else (JSON text for inList, a literal) would
      // never take its value: refuse such a query at once rather than answer for the stand-in.
      const used = new Set(query.parameters.flatMap((parameter) => (parameter instanceof Slot ? [parameter.index] : [])));
      if (used.size !== arity) throw new Error(`a prepared query must use each of its ${arity} values as a plain parameter`);
      compiled.set(queries.dialect.name, query);
    }
    const parameters = query.parameters.map((parameter) => (parameter instanceof Slot ? values[parameter.index] : parameter)) as SqlValue[];
    return queries.all<Row>(query.sql, ...parameters);
  };
}

/** A prepared read (preparedQuery) that answers its first row. */
export function prepared<Values extends SqlValue[], Row>(
  arity: Values['length'],
  build: (k: Kysely<DB>, ...values: Values) => Compilable<Row>,
): (queries: SqlQueries, ...values: Values) => Promise<Row | undefined> {
  const rows = preparedQuery(arity, build);
  return async (queries, ...values) => (await rows(queries, ...values))[0];
}

/** A prepared read (preparedQuery) that answers all its rows. */
export const preparedRows = preparedQuery;
