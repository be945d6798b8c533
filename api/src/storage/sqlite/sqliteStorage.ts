// The SQLite implementation of Storage: one file in DATA_DIR, opened and migrated here.

import type { Storage } from '../storage';
import { accountsStore } from '../sql/accountsStore';
import { boardsStore } from '../sql/boardsStore';
import { businessStore } from '../sql/businessStore';
import { engagementStore } from '../sql/engagementStore';
import { importWorld } from './importWorld';
import { openDatabase, type Db } from './openDatabase';
import { pinsStore } from '../sql/pinsStore';
import { searchStore } from '../sql/searchStore';
import { OFFSITE_SECRET } from '../../server/offsiteLinks';
import { serverSecret } from '../sql/serverSecrets';
import { dataVersionOf, installChangeCounter } from './changeCounter';

export function createSqliteStorage(dataDir: string): Storage & { db: Db } {
  const db = openDatabase(dataDir);
  // Made now rather than by the first read that signs a link, so reads never write.
  serverSecret(db, OFFSITE_SECRET);
  installChangeCounter(db);
  const dataVersion = dataVersionOf(db);
  return {
    db,
    async isSeeded() {
      return db.prepare('SELECT 1 FROM users LIMIT 1').get() !== undefined;
    },
    async importWorld(world, passwordHashes, imageHistograms) {
      importWorld(db, world, passwordHashes, imageHistograms);
    },
    async serverSecret(name) {
      return serverSecret(db, name);
    },
    async dataVersion() {
      return dataVersion();
    },
    async close() {
      if (db.open) db.close();
    },
    ...accountsStore(db),
    ...boardsStore(db),
    ...pinsStore(db),
    ...engagementStore(db),
    ...searchStore(db),
    ...businessStore(db),
  };
}
