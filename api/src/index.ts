// The product backend: open the database (migrating and seeding it) and mount the API.

import { createMailer, createMailOutbox, type MailOutbox, type SentMail } from './server/mailOutbox';
import path from 'node:path';
import { backfillHistograms } from './media/histogramBackfill';
import { removeOrphanTemps } from './media/orphanTemps';
import { DEFAULT_EVENT_RETENTION_DAYS, keepEventsFor } from './eventRetention';
import type { ApiDeps, PageTokens } from './server/apiDeps';
import { offsiteOutboundLink } from './server/offsiteLinks';
import { sealTwoFactorSecrets } from './server/sealTwoFactorSecrets';
import { createDemoPictures } from './seed/demoPictures';
import { seedIfEmpty, type SeedReport } from './seed/seedDatabase';
import { encodeDemoVideosInBackground } from './seed/demoMedia';
import type { ApiDb } from './storage/sql/apiDb';
import { createPostgresStorage } from './storage/postgres/postgresStorage';
import { createSqliteStorage } from './storage/sqlite/sqliteStorage';

export { apiPlugin } from './server/apiPlugin';
export { ANON_COOKIE, ANON_DAYS, CSRF_SECRET_COOKIE } from './server/cookies';
export { csrfBindingOptions } from './server/csrfCookies';
export { holdsVisitorCookies, identifyDocumentVisitor, type DocumentVisitor } from './server/requestContext';
export { classifyUserAgent } from './server/botDetection';
export { subjectParts } from './storage/subject';
export type { ApiDeps, PageTokens } from './server/apiDeps';
export { DEFAULT_EVENT_RETENTION_DAYS } from './eventRetention';
export { prepareDemoMedia } from './seed/demoMedia';
export { DATABASE_FILE } from './storage/sqlite/openDatabase';
export { developmentTwoFactorKey, parseTwoFactorKey, TWO_FACTOR_KEY_VARIABLE } from './server/twoFactorKey';
export type { SitemapKind, SitemapPage, Storage } from './storage/storage';

/** Where product data lives: SQLite in DATA_DIR (the default), or PostgreSQL shared by several edges. */
export type ApiDatabase = { kind: 'sqlite' } | { kind: 'postgres'; url: string };

export interface OpenApiOptions {
  /** DATA_DIR: holds pinboard.sqlite and (unless mediaDir says otherwise) media/. */
  dataDir: string;
  /** Default SQLite in dataDir. */
  database?: ApiDatabase;
  /** Pictures and videos; several edges share one (a real deployment's object store). Default dataDir/media. */
  mediaDir?: string;
  secureCookies?: boolean;
  /** Reads the pages' signed tokens, which event batches must carry (the platform's registry.readReportToken). */
  pageTokens: PageTokens;
  /** Days events are kept (default 90). */
  eventRetentionDays?: number;
  /**
   * The demo world's media (default true): a demo picture missing from the media folder is drawn
   * when first asked for, and encodeMissingVideos makes the videos. Tests that never load one go without.
   */
  demoMedia?: boolean;
  log?: (line: string) => void;
  /** Keep the mail sent (development: the status page lists it). */
  outbox?: MailOutbox;
  /** The key two-factor secrets are sealed with, and where it came from (PINBOARD_TWO_FACTOR_KEY or the development file), for errors. */
  twoFactorKey: { bytes: Buffer; from: string };
}

export interface OpenedApi {
  deps: ApiDeps;
  seed: SeedReport;
  /** The database the storage runs on, for tests and tools that read it directly. */
  sql: ApiDb;
  /**
   * Encodes the demo videos and GIFs that are missing, beside the running server (a first start
   * serves its pages while they are made); `close` stops it. Called once the server listens, so a
   * start that fails leaves no encoder behind. Nothing without the demo media (demoMedia false).
   * `build` names the running server build: a start by it after every video was made skips the look.
   */
  encodeMissingVideos: (build?: string) => void;
  close: () => Promise<void>;
}

export async function openApi(options: OpenApiOptions): Promise<OpenedApi> {
  const database = options.database ?? { kind: 'sqlite' };
  const storage =
    database.kind === 'postgres'
      ? await createPostgresStorage(database.url, offsiteOutboundLink, options.log ? { log: options.log } : {})
      : await createSqliteStorage(options.dataDir, offsiteOutboundLink);
  const mediaDir = options.mediaDir ?? path.join(options.dataDir, 'media');
  try {
    const demoMedia = options.demoMedia ?? true;
    // One drawer for the pages' pictures and the videos' posters, so each is drawn once.
    const demoPictures = demoMedia ? createDemoPictures(mediaDir) : undefined;
    const seed = await seedIfEmpty(storage, options.log ? { log: options.log } : {});
    const orphans = await removeOrphanTemps(mediaDir);
    if (orphans > 0) options.log?.(`api: removed ${orphans} unfinished media files (*.tmp) an interrupted write left`);
    await backfillHistograms(storage, mediaDir, options.log);
    const sealed = await sealTwoFactorSecrets(storage, options.twoFactorKey.bytes, options.twoFactorKey.from);
    if (sealed > 0) options.log?.(`api: sealed the two-factor secrets of ${sealed} accounts, which an older version kept plain`);
    const retention = keepEventsFor(storage, options.eventRetentionDays ?? DEFAULT_EVENT_RETENTION_DAYS, options.log ?? (() => undefined));
    await retention.pruned;
    let videos: { stop: () => Promise<void> } | null = null;
    return {
      deps: {
        storage,
        mediaDir,
        secureCookies: options.secureCookies ?? false,
        pageTokens: options.pageTokens,
        mail: createMailer(options.log ?? (() => undefined), options.outbox),
        twoFactorKey: options.twoFactorKey.bytes,
        ...(demoPictures ? { demoPictures } : {}),
      },
      seed,
      sql: storage.sql,
      encodeMissingVideos: (build) => {
        if (demoPictures) videos ??= encodeDemoVideosInBackground(mediaDir, options.log ?? (() => undefined), build, demoPictures);
      },
      close: async () => {
        retention.stop();
        await videos?.stop();
        await storage.close();
      },
    };
  } catch (error) {
    await storage.close();
    throw error;
  }
}

export { createMailOutbox, type MailOutbox, type SentMail };
