// The data version over PostgreSQL, as sqlite/changeCounter.ts over SQLite: one number that moves
// whenever product data changes, on whichever edge, so each edge's read cache knows when its
// answers are stale. A statement-level trigger per counted table calls bump_data_version()
// (schema/postgresFunctions.ts), which adds one to the writing connection's slot of data_version;
// the version is the sum of the slots. The bump commits (or rolls back) with the write, so a reader never sees
// the new version before the new rows.

import { sql, type Kysely } from 'kysely';
import { kyselyOf } from '../sql/kyselyOf';
import type { SqlQueries } from '../sql/sqlDb';
import { UNCOUNTED_TABLES } from '../sqlite/changeCounter';

export { UNCOUNTED_TABLES };

/** The trigger that counts a table's writes. */
export const triggerName = (table: string): string => `data_version_${table}`;

/**
 * Gives every counted table of the schema its trigger where it has none (the tables of later
 * migrations get theirs at the next start). Registry tables (`registry_*`) are the platform's.
 * The migration runner calls it under its lock, so two edges starting at once add one each.
 */
export async function installChangeCounter(db: Kysely<unknown>): Promise<string[]> {
  const { rows: missing } = await sql<{
    name: string;
  }>`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace ns ON ns.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND ns.nspname = current_schema()
        AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'data_version_' || c.relname)
      ORDER BY c.relname`.execute(db);
  const installed: string[] = [];
  for (const { name } of missing) {
    if (UNCOUNTED_TABLES.has(name) || name.startsWith('registry_') || !/^[a-z_][a-z0-9_]*$/.test(name)) continue;
    await sql`CREATE TRIGGER ${sql.id(triggerName(name))} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(name)}
         FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version()`.execute(db);
    installed.push(name);
  }
  return installed;
}

/** A reader of the counter's value now (each call one query: the other edge may have written). */
export function dataVersionOf(db: SqlQueries): () => Promise<number> {
  const query = sql<{ n: number | string | null }>`SELECT sum(n) AS n FROM data_version`.compile(kyselyOf(db));
  return async () => {
    const { rows } = await kyselyOf(db).executeQuery(query);
    return Number(rows[0]?.n ?? 0);
  };
}

// The table an INSERT, UPDATE or DELETE writes (after any WITH), as our statements name it.
const WRITE_TARGET = /^\s*(?:WITH\b[\s\S]*?\)\s*)?(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+"?([A-Za-z_][A-Za-z0-9_]*)/i;

/**
 * Whether a write statement may move the data version: false only for one that plainly writes an
 * uncounted table (the event log on every page's flush, sessions), so those leave the read cache be.
 */
export function writesCountedTable(sql: string): boolean {
  const table = WRITE_TARGET.exec(sql)?.[1]?.toLowerCase();
  return table === undefined || !UNCOUNTED_TABLES.has(table);
}
