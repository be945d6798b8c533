// Opens the registry's store on either database (issue 22's choice, by configuration): its tables
// in the API's SQLite file in DATA_DIR, or in PostgreSQL for several edges acting as one site,
// each listening for the others' routing writes. Either way the schema is brought up to date first.

import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { listenChannel } from 'sql-kit/listenChannel';
import { migrate } from 'sql-kit/migrate';
import { postgresDatabase, sqliteDatabase, type SqlDatabase } from 'sql-kit/sqlDatabase';
import type { Kysely } from 'kysely';
import { registryTrack } from './registryMigrations';
import type { RegistryStore } from './registryStore';
import type { RegistryTables } from './registryTables';
import { ROUTING_CHANNEL, sqlRegistryStore, type RoutingFreshness } from './sqlRegistryStore';

export const DATABASE_FILE = 'pinboard.sqlite';
export const DEFAULT_ROUTING_CHECK_MS = 1000;
/** The listening connection's name in pg_stat_activity. */
export const LISTENER_NAME = 'pinboard-registry-listener';

async function opened(database: SqlDatabase<RegistryTables>, freshness: RoutingFreshness): Promise<RegistryStore> {
  try {
    await migrate(database as SqlDatabase<unknown>, registryTrack(database as SqlDatabase<unknown>));
    return await sqlRegistryStore(database, freshness);
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The store in DATA_DIR's SQLite file (made if missing); every read asks the routing counter, so another process's change is seen at once. */
export async function openSqliteRegistryStore(dataDir: string): Promise<RegistryStore> {
  mkdirSync(dataDir, { recursive: true });
  const file = new Database(path.join(dataDir, DATABASE_FILE));
  file.pragma('journal_mode = WAL');
  file.pragma('synchronous = NORMAL');
  file.pragma('busy_timeout = 5000');
  return opened(sqliteDatabase<RegistryTables>(file), { checkMs: 0 });
}

export interface PostgresRegistryStoreOptions {
  /** postgres://user:password@host:port/database */
  url: string;
  /** The longest routing() trusts its cache without asking the database (ms; default 1000). */
  routingCheckMs?: number;
  /** Whether to LISTEN for other edges' routing changes (default true; off, only the check above notices them). */
  listen?: boolean;
  /** Called with the routing version each notification names (after the cache has taken it in). */
  onRoutingNotice?: (version: number) => void;
  /** Pool size (default 10). */
  maxConnections?: number;
  log?: (line: string) => void;
}

export interface PostgresRegistryStore extends RegistryStore {
  /** The store's database, for the build files and the signing secret kept beside its tables. */
  readonly db: Kysely<RegistryTables>;
}

export async function openPostgresRegistryStore(options: PostgresRegistryStoreOptions): Promise<PostgresRegistryStore> {
  const log = options.log ?? (() => undefined);
  const database = postgresDatabase<RegistryTables>({
    url: options.url,
    max: options.maxConnections ?? 10,
    onIdleError: (error) => log(`postgres: an idle connection failed: ${error.message}`),
  });
  const store = await opened(database, {
    checkMs: options.routingCheckMs ?? DEFAULT_ROUTING_CHECK_MS,
    listen:
      (options.listen ?? true)
        ? ({ heard, forgetCheck }) =>
            listenChannel({
              url: options.url,
              channel: ROUTING_CHANNEL,
              applicationName: LISTENER_NAME,
              onNotice: (payload) => {
                const version = Number(payload);
                if (!Number.isSafeInteger(version)) return;
                heard(version);
                options.onRoutingNotice?.(version);
              },
              onDeaf: forgetCheck,
              onHearing: forgetCheck,
              log,
            })
        : undefined,
  });
  return { ...store, db: database.db };
}
