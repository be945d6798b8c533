// The SQLite implementation of Storage: one file in DATA_DIR, opened and migrated here, with the
// stores that PostgreSQL shares (../sql/) over Kysely on the file (../sql/apiDb.ts).

import { sql as kyselySql } from 'kysely';
import { colourDistance } from '../../media/colourHistogram';
import type { OutboundLink, OutboundLinkMaker } from '../outboundLink';
import type { Storage } from '../storage';
import { foldText } from '../sql/searchStore';
import { isSeeded } from '../sql/isSeeded';
import { sqlStores } from '../sql/sqlStores';
import { serverSecret } from '../sql/serverSecrets';
import { installChangeCounter } from './changeCounter';
import { importWorld } from './importWorld';
import { openDatabase, type Db } from './openDatabase';
import type { DB } from '../sql/apiTables';
import { apiDb, type ApiDb } from '../sql/apiDb';
import { sqliteDatabase } from 'sql-kit/sqlDatabase';

/** The functions the dialect's SQL calls that SQLite does not have: they run in JavaScript. */
function registerFunctions(db: Db): void {
  // The name search's folding (dialect.fold).
  db.function('search_fold', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? foldText(text) : text));
  // Visual search orders by this, computed in the query (media/colourHistogram.ts; dialect.colourDistance).
  db.function('colour_distance', { deterministic: true }, colourDistance);
}

export async function createSqliteStorage(
  dataDir: string,
  outboundLinkMaker: OutboundLinkMaker,
): Promise<Storage & { db: Db; sql: ApiDb }> {
  const db = await openDatabase(dataDir);
  registerFunctions(db);
  const database = apiDb(sqliteDatabase<DB>(db));
  const sql = database.db;
  let outboundLink: OutboundLink;
  try {
    // Made now, from the secrets it needs, so that reading a pin never writes.
    outboundLink = await outboundLinkMaker((name) => serverSecret(sql, name));
  } catch (error) {
    await database.close();
    throw error;
  }
  installChangeCounter(db);
  // Asked before every cached answer: compiled once, as the rest of a hot path's reads are.
  const versionQuery = kyselySql<{ n: number }>`SELECT n FROM data_version WHERE id = 1`.compile(sql);
  return {
    db,
    sql: database,
    isSeeded: () => isSeeded(sql),
    async importWorld(world, passwordHashes, imageHistograms) {
      // SQLite's bulk import: one synchronous transaction of prepared statements, before the API serves.
      importWorld(db, world, passwordHashes, imageHistograms);
    },
    async serverSecret(name) {
      return serverSecret(sql, name);
    },
    async dataVersion() {
      // Through Kysely, so an open transaction's uncommitted count is never read (it may yet roll back).
      const { rows } = await sql.executeQuery(versionQuery);
      return Number(rows[0]?.n ?? 0);
    },
    async close() {
      await database.close();
    },
    ...sqlStores(sql, outboundLink),
  };
}
