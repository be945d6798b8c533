// The registry's schema history: a database from before the one store (version 4) moves on with
// what it held, on SQLite here and on PostgreSQL where there is one for tests. The store's rules
// are in registryStore.test.ts, which runs against both databases.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATABASE_FILE, openSqliteRegistryStore } from './registryDatabase';
import pg from 'pg';
import { freshTestDatabase, hasTestPostgres } from 'test-support/postgresTestDatabase';
import { EMPTY_ROUTING } from '../rules/routing';
import { openPostgresRegistryStore } from './registryDatabase';
import { REGISTRY_MIGRATIONS } from './registryMigrations';
import type { RegistryStore } from './registryStore';
import { NO_CANARY_EVIDENCE } from '../testing/noCanaryEvidence';

const historic = (dialect: 'sqlite' | 'postgres', version: number) =>
  (REGISTRY_MIGRATIONS.find((m) => m.version === version)!.script as Record<'sqlite' | 'postgres', string>)[dialect];

/** What a database at version 3 held, as each store wrote it then (JSON in `*_json` on SQLite). */
async function expectVersion3Kept(store: RegistryStore): Promise<void> {
  try {
    expect((await store.routing()).mf_feed).toEqual({ ...EMPTY_ROUTING, stable: 'v2', history: ['v1'] });
    expect((await store.getVersion('mf_feed', 'v2'))?.files).toEqual([{ path: 'remoteEntry.js', integrity: 'sha384-x', size: 1 }]);
    expect((await store.lastAutoRollback('mf_feed'))?.evidence).toEqual({ documents: 5 });
    // And the counter works from there: a change is read back at once.
    await store.updateRouting('mf_feed', (r) => ({
      next: { ...r, killed: true },
      audit: { at: 1, actor: 'ops', remote: 'mf_feed', action: 'kill', summary: 's', reason: 'r' },
    }));
    expect((await store.routing()).mf_feed.killed).toBe(true);
  } finally {
    await store.close();
  }
}

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
    old.exec(historic('sqlite', 1));
    old.prepare("INSERT INTO registry_schema VALUES (1, 'then')").run();
    old.prepare("INSERT INTO registry_loads (at, remote, version, ok, duration_ms, reason) VALUES (200, 'mf_feed', 'v', 0, 10, 'x')").run();
    old.close();
    const store = await openSqliteRegistryStore(dir);
    try {
      expect(await store.canaryEvidence('mf_feed', 'v', 100, null)).toEqual(NO_CANARY_EVIDENCE);
      expect(await store.loadSummary('mf_feed', 'v', 100)).toMatchObject({ loads: 1, failures: 1 });
    } finally {
      await store.close();
    }
  });

  it('moves a version 3 SQLite file on, keeping its builds, routing and rollbacks', async () => {
    const old = new Database(path.join(dir, DATABASE_FILE));
    old.exec('CREATE TABLE registry_schema (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
    for (const version of [1, 2, 3]) old.exec(historic('sqlite', version));
    old.exec(`INSERT INTO registry_schema VALUES (1, 'then'), (2, 'then'), (3, 'then');
      INSERT INTO registry_versions VALUES ('mf_feed', 'v2', '2.0.0', 'b', '2.0.0', '[]', '[{"path":"remoteEntry.js","integrity":"sha384-x","size":1}]', 'deploy', 5, 'ops');
      INSERT INTO registry_routing (remote, stable, history_json) VALUES ('mf_feed', 'v2', '["v1"]');
      INSERT INTO registry_auto_rollbacks (remote, version, at, evidence_json, reason) VALUES ('mf_feed', 'v3', 9, '{"documents":5}', 'r');`);
    old.close();
    await expectVersion3Kept(await openSqliteRegistryStore(dir));
  });

  (hasTestPostgres() ? it : it.skip)('moves a version 3 PostgreSQL database on, keeping its builds, routing and rollbacks', async () => {
    const url = await freshTestDatabase('registry_version_3');
    const old = new pg.Client({ connectionString: url });
    await old.connect();
    try {
      await old.query(
        'CREATE TABLE registry_schema_migrations (version INTEGER PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
      );
      for (const version of [1, 2, 3]) await old.query(historic('postgres', version));
      await old.query(`INSERT INTO registry_schema_migrations (version) VALUES (1), (2), (3);
        INSERT INTO registry_versions VALUES ('mf_feed', 'v2', '2.0.0', 'b', '2.0.0', '[]', '[{"path":"remoteEntry.js","integrity":"sha384-x","size":1}]', 'deploy', 5, 'ops');
        INSERT INTO registry_routing (remote, stable, history) VALUES ('mf_feed', 'v2', '["v1"]');
        UPDATE registry_routing_version SET version = 7;
        INSERT INTO registry_auto_rollbacks (remote, version, at, evidence, reason) VALUES ('mf_feed', 'v3', 9, '{"documents":5}', 'r');`);
    } finally {
      await old.end();
    }
    await expectVersion3Kept(await openPostgresRegistryStore({ url }));
  });
});
