// The data version over PostgreSQL, as sqlite/changeCounter.ts over SQLite: one number that moves
// whenever product data changes, on whichever edge, so each edge's read cache knows when its
// answers are stale. A statement-level trigger per counted table calls bump_data_version()
// (schema/postgresFunctions.ts), which adds one to the writing connection's slot of data_version;
// the version is the sum of the slots. The bump commits (or rolls back) with the write, so a reader never sees
// the new version before the new rows.

import { sql, type Kysely } from 'kysely';
import { UNCOUNTED_TABLES } from '../sqlite/changeCounter';
import type { DB } from '../sql/apiTables';

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
export function dataVersionOf(db: Kysely<DB>): () => Promise<number> {
  const query = sql<{ n: number | string | null }>`SELECT sum(n) AS n FROM data_version`.compile(db);
  return async () => {
    const { rows } = await db.executeQuery(query);
    return Number(rows[0]?.n ?? 0);
  };
}

/**
 * Whether a write of `table` (sql-kit/writeWatch.ts's answer) may move the data version: false only
 * for a table plainly uncounted (the event log on every page's flush, sessions), so those leave the
 * read cache be; a write whose table is not known counts, as a missed bump would serve stale answers.
 */
export function movesDataVersion(table: string | undefined): boolean {
  return table === undefined || !UNCOUNTED_TABLES.has(table);
}
