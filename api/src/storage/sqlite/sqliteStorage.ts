// The SQLite implementation of Storage: one file in DATA_DIR, opened and migrated here, with the
// stores that PostgreSQL shares (../sql/) over its SqlDb.

import { sql as kyselySql } from 'kysely';
import { colourDistance } from '../../media/colourHistogram';
import { OFFSITE_SECRET } from '../../server/offsiteLinks';
import type { Storage } from '../storage';
import { accountsStore } from '../sql/accountsStore';
import { boardsStore } from '../sql/boardsStore';
import { businessStore } from '../sql/businessStore';
import { discoveryStore } from '../sql/discoveryStore';
import { twoFactorStore } from '../sql/twoFactorStore';
import { notificationsStore } from '../sql/notificationsStore';
import { engagementStore } from '../sql/engagementStore';
import { pinsStore } from '../sql/pinsStore';
import { foldText, searchStore } from '../sql/searchStore';
import { isSeeded } from '../sql/isSeeded';
import { kyselyOf } from '../sql/kyselyOf';
import { serverSecret } from '../sql/serverSecrets';
import type { SqlDb } from '../sql/sqlDb';
import { installChangeCounter } from './changeCounter';
import { importWorld } from './importWorld';
import { openDatabase, type Db } from './openDatabase';
import { createSqliteDb } from './sqliteDb';

/** The functions the dialect's SQL calls that SQLite does not have: they run in JavaScript. */
function registerFunctions(db: Db): void {
  // The name search's folding (dialect.fold).
  db.function('search_fold', { deterministic: true }, (text: unknown) => (typeof text === 'string' ? foldText(text) : text));
  // Visual search orders by this, computed in the query (media/colourHistogram.ts; dialect.colourDistance).
  db.function('colour_distance', { deterministic: true }, colourDistance);
}

export async function createSqliteStorage(dataDir: string): Promise<Storage & { db: Db; sql: SqlDb }> {
  const db = await openDatabase(dataDir);
  registerFunctions(db);
  const sql = createSqliteDb(db);
  try {
    // Made now rather than by the first read that signs a link, so reads never write.
    await serverSecret(sql, OFFSITE_SECRET);
  } catch (error) {
    await sql.close();
    throw error;
  }
  installChangeCounter(db);
  return {
    db,
    sql,
    isSeeded: () => isSeeded(sql),
    async importWorld(world, passwordHashes, imageHistograms) {
      // SQLite's bulk import: one synchronous transaction of prepared statements, before the API serves.
      importWorld(db, world, passwordHashes, imageHistograms);
    },
    async serverSecret(name) {
      return serverSecret(sql, name);
    },
    async dataVersion() {
      // Through the SqlDb, so an open transaction's uncommitted count is never read (it may yet roll back).
      const { rows } = await kyselySql<{ n: number }>`SELECT n FROM data_version WHERE id = 1`.execute(kyselyOf(sql));
      return Number(rows[0]?.n ?? 0);
    },
    async close() {
      await sql.close();
    },
    ...accountsStore(sql),
    ...boardsStore(sql),
    ...pinsStore(sql),
    ...engagementStore(sql),
    ...searchStore(sql),
    ...businessStore(sql),
    ...discoveryStore(sql),
    ...twoFactorStore(sql),
    ...notificationsStore(sql),
  };
}
