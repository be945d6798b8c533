// The seeded SQLite database the API suites start from, as the PostgreSQL ones start from their
// template (testStore.ts): seeded once per run by the first suite that needs it, then copied into
// each test API's DATA_DIR (milliseconds), where each would otherwise seed its own demo world
// (2 to 3 s: migrations, every account's password hash and 790 pins). The run's folder is made by
// test-support's unitGlobalSetup (PINBOARD_TEST_SQLITE_TEMPLATE_DIR); without it, suites seed.

import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { offsiteOutboundLink } from '../server/offsiteLinks';
import { seedIfEmpty } from '../seed/seedDatabase';
import { DATABASE_FILE } from '../storage/sqlite/openDatabase';
import { createSqliteStorage } from '../storage/sqlite/sqliteStorage';

/**
 * Seeds the template in a folder of its own and moves it into place in one step: suites that got
 * here at once each make one, the last move wins, and nobody copies a half-made database.
 */
async function makeTemplate(templateDir: string): Promise<void> {
  const building = mkdtempSync(path.join(templateDir, 'building-'));
  try {
    const storage = await createSqliteStorage(building, offsiteOutboundLink);
    try {
      await seedIfEmpty(storage);
    } finally {
      // Closing folds the write-ahead log into the one file that is copied.
      await storage.close();
    }
    renameSync(path.join(building, DATABASE_FILE), path.join(templateDir, DATABASE_FILE));
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
}

/** Puts a copy of the run's seeded database into `dataDir`; answers false where the run has none. */
export async function copySeededSqlite(dataDir: string): Promise<boolean> {
  const templateDir = process.env.PINBOARD_TEST_SQLITE_TEMPLATE_DIR;
  if (!templateDir) return false;
  const template = path.join(templateDir, DATABASE_FILE);
  if (!existsSync(template)) await makeTemplate(templateDir);
  copyFileSync(template, path.join(dataDir, DATABASE_FILE));
  return true;
}
