// Writes a WorldImport into an empty PostgreSQL database in one transaction, as
// sqlite/importWorld.ts does into the SQLite file: the same rows (sql/worldRows.ts), written as
// multi-row INSERTs of up to BATCH_ROWS rows (one round trip each rather than one per row).
// The world brings its own ids, so each identity's sequence is then moved past the largest id,
// or the first row an edge inserts afterwards would be given an id already taken.

import { sql, type Kysely } from 'kysely';
import type { WorldImport } from '../worldImport';
import { isSeeded } from '../sql/isSeeded';
import { transaction } from '../sql/apiDb';
import { worldRows, type SqlValue } from '../sql/worldRows';
import type { DB } from '../sql/apiTables';

/** Rows per INSERT; PostgreSQL takes at most 65535 parameters per statement. */
export const BATCH_ROWS = 500;
const MAX_PARAMETERS = 65535;

/** Writes `rows` into `table` with as few multi-row INSERTs as the parameter limit allows. */
export async function insertRows(tx: Kysely<DB>, table: string, columns: readonly string[], rows: readonly SqlValue[][]): Promise<void> {
  const perStatement = Math.max(1, Math.min(BATCH_ROWS, Math.floor(MAX_PARAMETERS / columns.length)));
  // The world's tables are only known as names here, so the statement is Kysely's template, which
  // quotes the names and numbers the values for the dialect.
  const into = sql`${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))})`;
  for (let start = 0; start < rows.length; start += perStatement) {
    const tuples = rows.slice(start, start + perStatement).map((row) => sql`(${sql.join(row)})`);
    await sql`INSERT INTO ${into} VALUES ${sql.join(tuples)}`.execute(tx);
  }
}

/**
 * Moves every identity column's sequence of the schema past its table's largest id (to 1 where
 * the table is empty), so inserts that let the database choose never collide with written ids.
 */
export async function resetIdentitySequences(tx: Kysely<DB>): Promise<void> {
  const { rows: identities } = await sql<{ table_name: string; column_name: string }>`SELECT table_name, column_name
      FROM information_schema.columns WHERE table_schema = current_schema() AND is_identity = 'YES' ORDER BY table_name`.execute(tx);
  for (const { table_name: table, column_name: column } of identities) {
    // setval(…, next, false): the next id handed out is `next` itself.
    await sql`SELECT setval(pg_get_serial_sequence(${`"${table}"`}, ${column}), coalesce(max(${sql.ref(column)}), 0) + 1, false)
      FROM ${sql.table(table)}`.execute(tx);
  }
}

export async function importWorld(
  db: Kysely<DB>,
  world: WorldImport,
  passwordHashes: ReadonlyMap<number, string>,
  imageHistograms: ReadonlyMap<string, Buffer>,
): Promise<void> {
  const tables = worldRows(world, passwordHashes, imageHistograms);
  await transaction(db, async (tx) => {
    // Edges starting together over an empty database: one imports, the others find its world.
    await sql`SELECT pg_advisory_xact_lock(hashtext(${'pinboard:import-world'}))`.execute(tx);
    if (await isSeeded(tx)) return;
    for (const { table, columns, rows } of tables) await insertRows(tx, table, columns, rows);
    await resetIdentitySequences(tx);
  });
}
