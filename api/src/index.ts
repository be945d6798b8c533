// The product backend: open the database (migrating and seeding it) and mount the API.

import path from 'node:path';
import { backfillHistograms } from './media/histogramBackfill';
import type { ApiDeps } from './server/apiDeps';
import { seedIfEmpty, type SeedReport } from './seed/seedDatabase';
import { createSqliteStorage } from './storage/sqlite/sqliteStorage';

export { apiPlugin } from './server/apiPlugin';
export { ANON_COOKIE, ANON_DAYS, CSRF_SECRET_COOKIE } from './server/cookies';
export { identifyDocumentVisitor, type DocumentVisitor } from './server/requestContext';
export { classifyUserAgent } from './server/botDetection';
export type { ApiDeps } from './server/apiDeps';
export type { Storage } from './storage/storage';

export interface OpenApiOptions {
  /** DATA_DIR: holds pinboard.sqlite and media/. */
  dataDir: string;
  secureCookies?: boolean;
  /** Write the demo pictures when seeding (default true). */
  seedImages?: boolean;
  log?: (line: string) => void;
}

export interface OpenedApi {
  deps: ApiDeps;
  seed: SeedReport;
  close: () => Promise<void>;
}

export async function openApi(options: OpenApiOptions): Promise<OpenedApi> {
  const storage = createSqliteStorage(options.dataDir);
  const mediaDir = path.join(options.dataDir, 'media');
  try {
    const seed = await seedIfEmpty(storage, mediaDir, { images: options.seedImages ?? true, ...(options.log ? { log: options.log } : {}) });
    await backfillHistograms(storage, mediaDir, options.log);
    return { deps: { storage, mediaDir, secureCookies: options.secureCookies ?? false }, seed, close: () => storage.close() };
  } catch (error) {
    await storage.close();
    throw error;
  }
}
