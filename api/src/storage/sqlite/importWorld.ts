// Writes a WorldImport into an empty database in one transaction: the rows sql/worldRows.ts shapes
// (as PostgreSQL's import writes them), through one prepared statement per table. Every row is its
// own INSERT, so the change counter's triggers (changeCounter.ts) move the data version as for any write.

import type { WorldImport } from '../worldImport';
import { worldRows } from '../sql/worldRows';
import type { Db } from './openDatabase';

export function importWorld(
  db: Db,
  world: WorldImport,
  passwordHashes: ReadonlyMap<number, string>,
  imageHistograms: ReadonlyMap<string, Buffer>,
): void {
  const tables = worldRows(world, passwordHashes, imageHistograms);
  db.transaction(() => {
    for (const { table, columns, rows } of tables) {
      const insert = db.prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
      for (const row of rows) insert.run(...row);
    }
  })();
}
