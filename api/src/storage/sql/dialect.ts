// What the stores' SQL cannot say the same way in SQLite and PostgreSQL, as small functions that
// return SQL text. The SQLite dialect gives the SQL the stores have always run; the PostgreSQL one
// the same meaning. Everything else is written once: `?` placeholders, coalesce, ON CONFLICT,
// RETURNING, 0/1 for booleans, ISO text timestamps.

import type { SqlQueries } from './sqlDb';

export interface Dialect {
  /**
   * A JSON field of a column holding JSON text, as text, for comparing with a string.
   * `path` is a dotted path (`richSummary.typeName`).
   */
  jsonText: (column: string, path: string) => string;
  /** jsonText of a column that may hold something other than JSON: NULL then. */
  jsonTextIfValid: (column: string, path: string) => string;
  /** The JSON field is `true`. */
  jsonIsTrue: (column: string, path: string) => string;
  /**
   * Equality ignoring case on a column SQLite declares COLLATE NOCASE (users.username, users.email):
   * SQLite's column collation does it; PostgreSQL compares lower() of both.
   */
  eqNocaseColumn: (column: string, value: string) => string;
  /** Equality ignoring case of two expressions (SQLite: `= … COLLATE NOCASE`). */
  eqNocase: (left: string, right: string) => string;
  /** An ORDER BY term ignoring case (SQLite: `… COLLATE NOCASE`). */
  orderNocase: (expression: string) => string;
  /** An ORDER BY term on a column SQLite declares COLLATE NOCASE. */
  orderNocaseColumn: (column: string) => string;
  /** LIKE ignoring (ASCII) case, with \ as the escape: SQLite's LIKE, PostgreSQL's ILIKE. */
  likeNocase: (expression: string, pattern: string) => string;
  /** The length of a JSON array field (NULL where the field is missing). */
  jsonArrayLength: (column: string, path: string) => string;
  /** A subquery of the values of a JSON array given as one parameter (`?` or @name), for `IN`. */
  jsonArrayValues: (parameter: string, type: 'integer' | 'text') => string;
  /** The name search's folding (lower case, no accents): a function each database provides. */
  fold: (expression: string) => string;
  /** Visual search's distance of two colour histograms (media/colourHistogram.ts): a function each database provides. */
  colourDistance: (left: string, right: string) => string;
}

const jsonPath = (path: string) => `'$.${path}'`;
const pgPath = (path: string) => `'{${path.split('.').join(',')}}'`;

export const sqliteDialect: Dialect = {
  jsonText: (column, path) => `json_extract(${column}, ${jsonPath(path)})`,
  jsonTextIfValid: (column, path) => `CASE WHEN json_valid(${column}) THEN json_extract(${column}, ${jsonPath(path)}) END`,
  jsonIsTrue: (column, path) => `json_extract(${column}, ${jsonPath(path)}) = 1`,
  eqNocaseColumn: (column, value) => `${column} = ${value}`,
  eqNocase: (left, right) => `${left} = ${right} COLLATE NOCASE`,
  orderNocase: (expression) => `${expression} COLLATE NOCASE`,
  orderNocaseColumn: (column) => column,
  likeNocase: (expression, pattern) => `${expression} LIKE ${pattern} ESCAPE '\\'`,
  jsonArrayLength: (column, path) => `json_array_length(${column}, ${jsonPath(path)})`,
  jsonArrayValues: (parameter) => `(SELECT value FROM json_each(${parameter}))`,
  fold: (expression) => `search_fold(${expression})`,
  colourDistance: (left, right) => `colour_distance(${left}, ${right})`,
};

export const postgresDialect: Dialect = {
  jsonText: (column, path) => `(${column}::jsonb #>> ${pgPath(path)})`,
  // PostgreSQL 15 has no IS JSON: json_valid(text) is a function the PostgreSQL schema provides.
  jsonTextIfValid: (column, path) => `CASE WHEN json_valid(${column}) THEN (${column}::jsonb #>> ${pgPath(path)}) END`,
  jsonIsTrue: (column, path) => `(${column}::jsonb #> ${pgPath(path)}) = 'true'::jsonb`,
  eqNocaseColumn: (column, value) => `lower(${column}) = lower(${value})`,
  eqNocase: (left, right) => `lower(${left}) = lower(${right})`,
  orderNocase: (expression) => `lower(${expression})`,
  orderNocaseColumn: (column) => `lower(${column})`,
  likeNocase: (expression, pattern) => `${expression} ILIKE ${pattern} ESCAPE '\\'`,
  jsonArrayLength: (column, path) => `jsonb_array_length(${column}::jsonb #> ${pgPath(path)})`,
  jsonArrayValues: (parameter, type) =>
    `(SELECT value${type === 'integer' ? '::bigint' : ''} AS value FROM json_array_elements_text(${parameter}::json))`,
  fold: (expression) => `search_fold(${expression})`,
  colourDistance: (left, right) => `colour_distance(${left}, ${right})`,
};

/** The dialect of a database (or of a transaction on it). */
export function dialectOf(db: SqlQueries): Dialect {
  return db.dialect.name === 'postgres' ? postgresDialect : sqliteDialect;
}
