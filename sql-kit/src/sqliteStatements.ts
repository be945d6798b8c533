// better-sqlite3's handle as Kysely's SqliteDialect takes it, preparing each SQL text once: Kysely's
// driver prepares every statement it runs, and preparing costs more than running most queries.

import type BetterSqlite3 from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Statements kept per handle; past this the oldest goes, so texts built from lists of any length cannot grow it forever. */
export const MAX_PREPARED_STATEMENTS = 2000;

/** The handle for SqliteDialect, its statements prepared once per text; closing it closes the file. */
export function preparingOnce(sqlite: BetterSqlite3.Database, max = MAX_PREPARED_STATEMENTS): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let statement = statements.get(text);
      if (statement === undefined) {
        statement = sqlite.prepare(text);
        if (statements.size >= max) statements.delete(statements.keys().next().value as string);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}
