// What tests' own fixture SQL (testApi's row, rows and count) cannot write the same way on SQLite
// and PostgreSQL. The stores say such things through the query builder (storage/sql/builderDialect.ts).

import type { ApiDb } from '../storage/sql/apiDb';

export interface Dialect {
  /** The length of a JSON array field (NULL where the field is missing). */
  jsonArrayLength: (column: string, path: string) => string;
  /** A subquery of the values of a JSON array given as one parameter (`?`), for `IN`. */
  jsonArrayValues: (parameter: string, type: 'integer' | 'text') => string;
}

const sqliteDialect: Dialect = {
  jsonArrayLength: (column, path) => `json_array_length(${column}, '$.${path}')`,
  jsonArrayValues: (parameter) => `(SELECT value FROM json_each(${parameter}))`,
};

const postgresDialect: Dialect = {
  jsonArrayLength: (column, path) => `jsonb_array_length(${column}::jsonb #> '{${path.split('.').join(',')}}')`,
  jsonArrayValues: (parameter, type) =>
    `(SELECT value${type === 'integer' ? '::bigint' : ''} AS value FROM json_array_elements_text(${parameter}::json))`,
};

/** The dialect of a test's database. */
export function dialectOf(db: ApiDb): Dialect {
  return db.dialect === 'postgres' ? postgresDialect : sqliteDialect;
}
