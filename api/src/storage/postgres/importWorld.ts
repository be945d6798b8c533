// Writes a WorldImport into an empty PostgreSQL database in one transaction, as
// sqlite/importWorld.ts does into the SQLite file: the same rows (sql/worldRows.ts), written as
// multi-row INSERTs of up to BATCH_ROWS rows (one round trip each rather than one per row).
// The world brings its own ids, so each identity's sequence is then moved past the largest id,
// or the first row an edge inserts afterwards would be given an id already taken.

import type { WorldImport } from '../worldImport';
import type { SqlDb, SqlQueries, SqlValue } from '../sql/sqlDb';
import { worldRows } from '../sql/worldRows';

/** Rows per INSERT; PostgreSQL takes at most 65535 parameters per statement. */
export const BATCH_ROWS = 500;
const MAX_PARAMETERS = 65535;

/** Writes `rows` into `table` with as few multi-row INSERTs as the parameter limit allows. */
export async function insertRows(tx: SqlQueries, table: string, columns: readonly string[], rows: readonly SqlValue[][]): Promise<void> {
  const perStatement = Math.max(1, Math.min(BATCH_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  for (let start = 0; start < rows.length; start += perStatement) {
    const batch = rows.slice(start, start + perStatement);
    await tx.run(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${batch.map(() => tuple).join(', ')}`, ...batch.flat());
  }
}

/**
 * Moves every identity column's sequence of the schema past its table's largest id (to 1 where
 * the table is empty), so inserts that let the database choose never collide with written ids.
 */
export async function resetIdentitySequences(tx: SqlQueries): Promise<void> {
  const identities = await tx.all<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND is_identity = 'YES' ORDER BY table_name`,
  );
  for (const { table_name: table, column_name: column } of identities) {
    // setval(…, next, false): the next id handed out is `next` itself.
    await tx.get(`SELECT setval(pg_get_serial_sequence(?, ?), coalesce(max(${column}), 0) + 1, false) FROM ${table}`, `"${table}"`, column);
  }
}

export async function importWorld(
  db: SqlDb,
  world: WorldImport,
  passwordHashes: ReadonlyMap<number, string>,
  imageHistograms: ReadonlyMap<string, Buffer>,
): Promise<void> {
  const tables = worldRows(world, passwordHashes, imageHistograms);
  await db.transaction(async (tx) => {
    // Edges starting together over an empty database: one imports, the others find its world.
    await tx.get('SELECT pg_advisory_xact_lock(hashtext(?))', 'pinboard:import-world');
    if (await tx.get('SELECT 1 FROM users LIMIT 1')) return;
    for (const { table, columns, rows } of tables) await insertRows(tx, table, columns, rows);
    await resetIdentitySequences(tx);
  });
}
