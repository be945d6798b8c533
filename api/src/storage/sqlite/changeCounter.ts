// One number that moves whenever product data changes: a trigger on every table bumps it, so no
// write path (a route, the seed, a migration, a script with the sqlite3 shell) can forget to.
// Cached reads (server/readCache.ts) are good while it stands still. The tables whose writes never
// change what a grid shows are left out, or the event log (written on every page's flush) would
// empty the cache all the time.

import type { Db } from './openDatabase';

/**
 * Writes that change nothing a cached read returns: the event log and the click-throughs counted with
 * it, sessions, keys, and the bookkeeping; and the pins search's index, written only with the pins,
 * boards and topics it follows (whose writes count).
 */
export const UNCOUNTED_TABLES: ReadonlySet<string> = new Set([
  'events',
  'pin_clickthroughs',
  'pin_search',
  'sessions',
  'server_secrets',
  'schema_migrations',
  'cookie_settings',
  'data_version',
]);

const OPERATIONS = ['INSERT', 'UPDATE', 'DELETE'] as const;

/**
 * Creates the counter and a trigger per table and operation where missing (tables added by later
 * migrations get theirs at the next start). Registry tables (`registry_*`) are the platform's.
 */
export function installChangeCounter(db: Db): void {
  db.exec(`CREATE TABLE IF NOT EXISTS data_version (id INTEGER PRIMARY KEY CHECK (id = 1), n INTEGER NOT NULL);
           INSERT OR IGNORE INTO data_version (id, n) VALUES (1, 0);`);
  const tables = db
    // Only ordinary tables: a virtual table (the FTS5 index) takes no trigger, and its shadow tables are written only through it.
    .prepare(
      "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'registry_%'",
    )
    .all() as { name: string }[];
  db.transaction(() => {
    for (const { name } of tables) {
      if (UNCOUNTED_TABLES.has(name) || !/^[a-z_][a-z0-9_]*$/.test(name)) continue;
      for (const operation of OPERATIONS) {
        db.exec(
          `CREATE TRIGGER IF NOT EXISTS data_version_${name}_${operation.toLowerCase()} AFTER ${operation} ON ${name}
             BEGIN UPDATE data_version SET n = n + 1 WHERE id = 1; END`,
        );
      }
    }
  })();
}

/** The counter's value now. */
export function dataVersionOf(db: Db): () => number {
  const statement = db.prepare('SELECT n FROM data_version WHERE id = 1').pluck();
  return () => statement.get() as number;
}
