// Where the registry keeps its tables and its builds' files, by configuration (issue 22):
// SQLite in DATA_DIR with build folders under DATA_DIR/registry/ (the default, unchanged), or,
// with DATABASE_URL=postgres://…, PostgreSQL for both, each edge caching the files it serves
// under DATA_DIR/registry-cache/ and signing with the secret kept there (postgresSigningSecret.ts).

import path from 'node:path';
import type { DatabaseConfig } from '../database/databaseConfig';
import { openPostgresRegistryStore } from './registryDatabase';
import { sharedSigningSecret } from './postgresSigningSecret';
import { postgresVersionFiles } from './postgresVersionFiles';
import type { RegistryStore } from './registryStore';
import { openSqliteRegistryStore } from './registryDatabase';
import { folderVersionFiles, type VersionFiles } from './versionFiles';

export interface RegistryStorage {
  store: RegistryStore;
  files: VersionFiles;
  /** What signs override links and report tokens: the access file's, or the one every edge shares. */
  signingSecret: string;
}

export async function openRegistryStorage(
  database: DatabaseConfig,
  dataDir: string,
  ownSigningSecret: string,
  log: (line: string) => void = () => undefined,
): Promise<RegistryStorage> {
  if (database.kind === 'sqlite') {
    return {
      store: await openSqliteRegistryStore(dataDir),
      files: folderVersionFiles(path.join(dataDir, 'registry')),
      signingSecret: ownSigningSecret,
    };
  }
  const store = await openPostgresRegistryStore({ url: database.url, log });
  try {
    const shared = await sharedSigningSecret(store.db, ownSigningSecret);
    if (shared.differsFromOwn) {
      log("platform: signing with the secret kept in PostgreSQL, which every edge shares; this edge's access file names another");
    }
    return {
      store,
      files: postgresVersionFiles({ db: store.db, cacheDir: path.join(dataDir, 'registry-cache'), log }),
      signingSecret: shared.secret,
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}
