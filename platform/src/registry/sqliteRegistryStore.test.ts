// What only the SQLite store has: its own schema history. Its rules are in registryStore.test.ts,
// which runs against every store.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATABASE_FILE, MIGRATIONS, openSqliteRegistryStore } from './sqliteRegistryStore';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'registry-store-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('the schema', () => {
  it('moves a version 1 database on, keeping its load reports (without visitors, they count for no one)', async () => {
    const old = new Database(path.join(dir, DATABASE_FILE));
    old.exec('CREATE TABLE registry_schema (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
    old.exec(MIGRATIONS.find((m) => m.version === 1)!.sql);
    old.prepare("INSERT INTO registry_schema VALUES (1, 'then')").run();
    old.prepare("INSERT INTO registry_loads (at, remote, version, ok, duration_ms, reason) VALUES (200, 'mf_feed', 'v', 0, 10, 'x')").run();
    old.close();
    const store = openSqliteRegistryStore(dir);
    try {
      expect(await store.canaryEvidence('mf_feed', 'v', 100)).toEqual({
        documents: 0,
        loads: 1,
        failures: 1,
        failingVisitors: 0,
        failingAddresses: 0,
        topNetworkFailures: 0,
      });
    } finally {
      await store.close();
    }
  });
});
