// `npm run api-tables`: the API's table types (api/src/storage/sql/apiTables.ts), generated from its
// migrations so they are declared once: a throwaway SQLite file brought to the latest version, read
// by kysely-codegen. Rows read the same from PostgreSQL (sql-kit/postgresPool.ts). With --verify,
// fails when the committed file is not what the migrations give (a test runs it so).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createJiti } from 'jiti';
import { ROOT } from './lib/packages.mjs';

export const API_TABLES = path.join(ROOT, 'api/src/storage/sql/apiTables.ts');

const jiti = createJiti(import.meta.url);
const { openDatabase, DATABASE_FILE } = await jiti.import('../api/src/storage/sqlite/openDatabase.ts');
const dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-api-tables-'));
try {
  // SQLite lets a primary key column hold NULL (an INTEGER one is the rowid, which it fills in);
  // the site never writes one, so keys are typed as never null.
  const db = await openDatabase(dir);
  const keys = {};
  const NOT_NULL = { INTEGER: 'number', TEXT: 'string', BLOB: 'Buffer' };
  for (const { name } of db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all()) {
    const columns = db.prepare('SELECT name, type FROM pragma_table_info(?) WHERE pk > 0').all(name);
    for (const column of columns) {
      const type = columns.length === 1 && column.type === 'INTEGER' ? 'Generated<number>' : NOT_NULL[column.type];
      if (type) keys[`${name}.${column.name}`] = type;
    }
  }
  db.close();
  const result = spawnSync(
    path.join(ROOT, 'node_modules/.bin/kysely-codegen'),
    [
      '--dialect',
      'sqlite',
      '--url',
      path.join(dir, DATABASE_FILE),
      '--out-file',
      API_TABLES,
      // The migrations' bookkeeping, and the shadow tables SQLite keeps for the FTS5 pins search index (never queried).
      '--exclude-pattern',
      '{schema_migrations,pin_search_*}',
      '--overrides',
      JSON.stringify({ columns: keys }),
      '--log-level',
      'error',
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
