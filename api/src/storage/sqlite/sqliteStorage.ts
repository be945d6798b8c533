// The SQLite implementation of Storage: one file in DATA_DIR, opened and migrated here.

import type { Storage } from '../storage';
import { accountsStore } from './accountsStore';
import { boardsStore } from './boardsStore';
import { engagementStore } from './engagementStore';
import { importWorld } from './importWorld';
import { openDatabase, type Db } from './openDatabase';
import { pinsStore } from './pinsStore';

export function createSqliteStorage(dataDir: string): Storage & { db: Db } {
  const db = openDatabase(dataDir);
  return {
    db,
    async isSeeded() {
      return db.prepare('SELECT 1 FROM users LIMIT 1').get() !== undefined;
    },
    async importWorld(world, passwordHashes) {
      importWorld(db, world, passwordHashes);
    },
    async close() {
      if (db.open) db.close();
    },
    ...accountsStore(db),
    ...boardsStore(db),
    ...pinsStore(db),
    ...engagementStore(db),
  };
}
