// What the stores' queries cannot say the same way in SQLite and PostgreSQL, in one place: Kysely
// expressions with bound values, so a query says "ignoring case" or "this JSON field" once and each
// database gets its own SQL. Everything else is written once with the builder (apiDb.ts).

import { sql, type Expression, type RawBuilder, type SqlBool, type Kysely } from 'kysely';
import { dialectOf } from 'sql-kit/sqlDatabase';
import type { DB } from './apiTables';

export interface BuilderDialect {
  /** A column SQLite declares COLLATE NOCASE (users.username, users.email) equals `value`, ignoring case. */
  eqNocaseColumn: (column: string, value: string) => RawBuilder<SqlBool>;
  /** `expression` LIKE `pattern` ignoring (ASCII) case, with \ as the escape. */
  likeNocase: (expression: Expression<unknown>, pattern: string) => RawBuilder<SqlBool>;
  /** A JSON text column's field at a dotted path, as text. */
  jsonText: (column: string, path: string) => RawBuilder<string | null>;
  /** jsonText of a column that may hold something other than JSON (events.aux_data): NULL then. */
  jsonTextIfValid: (column: string, path: string) => RawBuilder<string | null>;
  /** The JSON field is `true`. */
  jsonIsTrue: (column: string, path: string) => RawBuilder<SqlBool>;
  /** The name search's folding (lower case, no accents): a function each database provides. */
  fold: (expression: Expression<string>) => RawBuilder<string>;
  /** Two expressions equal ignoring case (SQLite: `= … COLLATE NOCASE`). */
  eqNocase: (left: Expression<string>, right: Expression<string> | string) => RawBuilder<SqlBool>;
  /** An ORDER BY term ignoring case, for `.orderBy(…)` (SQLite: `… COLLATE NOCASE`). */
  orderNocase: (expression: Expression<string>) => RawBuilder<string>;
  /** An ORDER BY term on a column SQLite declares COLLATE NOCASE (its collation does it there). */
  orderNocaseColumn: (column: string) => RawBuilder<string>;
  /** `expression` IN the values, given as one JSON array parameter: one statement for any number of them, none included. */
  inList: (expression: Expression<unknown>, values: readonly (number | string)[], type: 'integer' | 'text') => RawBuilder<SqlBool>;
}

const sqlitePath = (path: string) => sql.lit(`$.${path}`);
const postgresPath = (path: string) => sql.lit(`{${path.split('.').join(',')}}`);

const sqlite: BuilderDialect = {
  eqNocaseColumn: (column, value) => sql<SqlBool>`${sql.ref(column)} = ${value}`,
  likeNocase: (expression, pattern) => sql<SqlBool>`${expression} LIKE ${pattern} ESCAPE '\\'`,
  jsonText: (column, path) => sql<string | null>`json_extract(${sql.ref(column)}, ${sqlitePath(path)})`,
  jsonTextIfValid: (column, path) =>
    sql<string | null>`CASE WHEN json_valid(${sql.ref(column)}) THEN json_extract(${sql.ref(column)}, ${sqlitePath(path)}) END`,
  jsonIsTrue: (column, path) => sql<SqlBool>`json_extract(${sql.ref(column)}, ${sqlitePath(path)}) = 1`,
  fold: (expression) => sql<string>`search_fold(${expression})`,
  eqNocase: (left, right) => sql<SqlBool>`${left} = ${right} COLLATE NOCASE`,
  orderNocase: (expression) => sql<string>`${expression} COLLATE NOCASE`,
  orderNocaseColumn: (column) => sql<string>`${sql.ref(column)}`,
  inList: (expression, values) => sql<SqlBool>`${expression} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`,
};

const postgres: BuilderDialect = {
  eqNocaseColumn: (column, value) => sql<SqlBool>`lower(${sql.ref(column)}) = lower(${value})`,
  likeNocase: (expression, pattern) => sql<SqlBool>`${expression} ILIKE ${pattern} ESCAPE '\\'`,
  jsonText: (column, path) => sql<string | null>`(${sql.ref(column)}::jsonb #>> ${postgresPath(path)})`,
  // PostgreSQL 15 has no IS JSON: json_valid(text) is a function the PostgreSQL schema provides.
  jsonTextIfValid: (column, path) =>
    sql<string | null>`CASE WHEN json_valid(${sql.ref(column)}) THEN (${sql.ref(column)}::jsonb #>> ${postgresPath(path)}) END`,
  jsonIsTrue: (column, path) => sql<SqlBool>`(${sql.ref(column)}::jsonb #> ${postgresPath(path)}) = 'true'::jsonb`,
  fold: (expression) => sql<string>`search_fold(${expression})`,
  eqNocase: (left, right) => sql<SqlBool>`lower(${left}) = lower(${right})`,
  orderNocase: (expression) => sql<string>`lower(${expression})`,
  orderNocaseColumn: (column) => sql<string>`lower(${sql.ref(column)})`,
  inList: (expression, values, type) =>
    sql<SqlBool>`${expression} IN (SELECT value${sql.raw(type === 'integer' ? '::bigint' : '')} AS value FROM json_array_elements_text(${JSON.stringify(values)}::json))`,
};

export function builderDialectOf(db: Kysely<DB>): BuilderDialect {
  return dialectOf(db) === 'postgres' ? postgres : sqlite;
}
