// Where the registry keeps its tables and its builds' files, by configuration (issue 22):
// SQLite in DATA_DIR with build folders under DATA_DIR/registry/ (the default, unchanged), or,
// with DATABASE_URL=postgres://…, PostgreSQL for both, each edge caching the files it serves
// under DATA_DIR/registry-cache/.

import path from 'node:path';
import type { DatabaseConfig } from '../database/databaseConfig';
import { openPostgresRegistryStore } from './postgresRegistryStore';
import { postgresVersionFiles } from './postgresVersionFiles';
import type { RegistryStore } from './registryStore';
import { openSqliteRegistryStore } from './sqliteRegistryStore';
import { folderVersionFiles, type VersionFiles } from './versionFiles';

export interface RegistryStorage {
  store: RegistryStore;
  files: VersionFiles;
}

export async function openRegistryStorage(
  database: DatabaseConfig,
  dataDir: string,
  log: (line: string) => void = () => undefined,
): Promise<RegistryStorage> {
  if (database.kind === 'sqlite') {
    return { store: openSqliteRegistryStore(dataDir), files: folderVersionFiles(path.join(dataDir, 'registry')) };
  }
  const store = await openPostgresRegistryStore({ url: database.url, log });
  return { store, files: postgresVersionFiles({ pool: store.pool, cacheDir: path.join(dataDir, 'registry-cache'), log }) };
}
