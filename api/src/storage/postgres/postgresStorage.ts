// The PostgreSQL implementation of Storage (DATABASE_URL=postgres://…): the stores SQLite runs
// too (../sql/), over a pool whose schema is brought up to date at start. Several edges may open
// it at once over one database: the migration waits its turn, the server secret is made once.

import { OFFSITE_SECRET } from '../../server/offsiteLinks';
import type { Storage } from '../storage';
import { accountsStore } from '../sql/accountsStore';
import { boardsStore } from '../sql/boardsStore';
import { businessStore } from '../sql/businessStore';
import { engagementStore } from '../sql/engagementStore';
import { pinsStore } from '../sql/pinsStore';
import { searchStore } from '../sql/searchStore';
import { serverSecret } from '../sql/serverSecrets';
import { dataVersionOf } from './changeCounter';
import { importWorld } from './importWorld';
import { openPostgresDatabase } from './migratePostgres';
import type { PostgresDb, PostgresDbOptions } from './postgresDb';

export async function createPostgresStorage(url: string, options: PostgresDbOptions = {}): Promise<Storage & { sql: PostgresDb }> {
  const sql = await openPostgresDatabase(url, options);
  try {
    // Made now rather than by the first read that signs a link, so reads never write.
    await serverSecret(sql, OFFSITE_SECRET);
  } catch (error) {
    await sql.close();
    throw error;
  }
  const dataVersion = dataVersionOf(sql);
  return {
    sql,
    async isSeeded() {
      return (await sql.get('SELECT 1 FROM users LIMIT 1')) !== undefined;
    },
    async importWorld(world, passwordHashes, imageHistograms) {
      await importWorld(sql, world, passwordHashes, imageHistograms);
    },
    async serverSecret(name) {
      return serverSecret(sql, name);
    },
    dataVersion,
    async close() {
      await sql.close();
    },
    ...accountsStore(sql),
    ...boardsStore(sql),
    ...pinsStore(sql),
    ...engagementStore(sql),
    ...searchStore(sql),
    ...businessStore(sql),
  };
}
