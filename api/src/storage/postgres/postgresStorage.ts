// The PostgreSQL implementation of Storage (DATABASE_URL=postgres://…): the stores SQLite runs
// too (../sql/), over a pool whose schema is brought up to date at start. Several edges may open
// it at once over one database: the migration waits its turn, the server secret is made once.
// The read cache's data version comes from notices, not a query per read (dataVersionWatch.ts).

import type { OutboundLink, OutboundLinkMaker } from '../outboundLink';
import type { Storage } from '../storage';
import { isSeeded } from '../sql/isSeeded';
import { sqlStores } from '../sql/sqlStores';
import { serverSecret } from '../sql/serverSecrets';
import { dataVersionOf, movesDataVersion } from './changeCounter';
import { watchDataVersion, type DataVersionWatch } from './dataVersionWatch';
import { importWorld } from './importWorld';
import { openPostgresDatabase, type PostgresDb, type PostgresDbOptions } from './migratePostgres';

// The storage tells the data version of its own writes, so a caller gives no onWrite of its own.
export interface PostgresStorageOptions extends Omit<PostgresDbOptions, 'onWrite'> {
  /** Where the data version's listener says it lost the database and came back. */
  log?: (line: string) => void;
}

export async function createPostgresStorage(
  url: string,
  outboundLinkMaker: OutboundLinkMaker,
  options: PostgresStorageOptions = {},
): Promise<Storage & { sql: PostgresDb }> {
  let watch: DataVersionWatch | undefined;
  const { log, ...dbOptions } = options;
  const database = await openPostgresDatabase(url, {
    ...dbOptions,
    // This edge's own writes move its version at once; its event log and sessions do not.
    onWrite: (tables) => {
      if (tables.some(movesDataVersion)) watch?.wrote();
    },
  });
  const sql = database.db;
  let outboundLink: OutboundLink;
  try {
    // Made now, from the secrets it needs, so that reading a pin never writes.
    outboundLink = await outboundLinkMaker((name) => serverSecret(sql, name));
    watch = await watchDataVersion({
      url,
      readCounter: dataVersionOf(sql),
      applicationName: `${dbOptions.applicationName ?? 'pinboard'} data version`,
      ...(log ? { log } : {}),
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const dataVersion = watch.current;
  const stopWatching = watch.close;
  return {
    sql: database,
    isSeeded: () => isSeeded(sql),
    async importWorld(world, passwordHashes, imageHistograms) {
      await importWorld(sql, world, passwordHashes, imageHistograms);
    },
    async serverSecret(name) {
      return serverSecret(sql, name);
    },
    dataVersion,
    async close() {
      await stopWatching();
      await database.close();
    },
    ...sqlStores(sql, outboundLink),
  };
}
