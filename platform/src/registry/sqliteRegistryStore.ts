// The registry's tables in the API's SQLite file (DATA_DIR/pinboard.sqlite), with their own
// migration track so the two schemas evolve independently.

import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import { EMPTY_ROUTING, type RemoteRouting } from '../rules/routing';
import type { CanaryEvidence } from '../rules/canaryHealth';
import type { AuditEntry, AutoRollback, LoadReport, LoadSummary, NewAuditEntry, RegistryStore, VersionRecord } from './registryStore';

export const DATABASE_FILE = 'pinboard.sqlite';

export const MIGRATIONS: readonly { version: number; sql: string }[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE registry_versions (
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        package_version TEXT NOT NULL,
        build_id TEXT NOT NULL,
        contracts_version TEXT NOT NULL,
        shared_json TEXT NOT NULL,
        files_json TEXT NOT NULL,
        source TEXT NOT NULL CHECK (source IN ('deploy', 'local')),
        deployed_at INTEGER NOT NULL,
        deployed_by TEXT NOT NULL,
        PRIMARY KEY (remote, version)
      );
      CREATE TABLE registry_routing (
        remote TEXT PRIMARY KEY,
        stable TEXT,
        canary TEXT,
        share REAL NOT NULL DEFAULT 0 CHECK (share >= 0 AND share <= 100),
        killed INTEGER NOT NULL DEFAULT 0,
        history_json TEXT NOT NULL DEFAULT '[]',
        canary_since INTEGER
      );
      CREATE TABLE registry_audit (
        id INTEGER PRIMARY KEY,
        at INTEGER NOT NULL,
        actor TEXT NOT NULL,
        remote TEXT,
        action TEXT NOT NULL,
        summary TEXT NOT NULL,
        reason TEXT NOT NULL
      );
      CREATE TABLE registry_loads (
        id INTEGER PRIMARY KEY,
        at INTEGER NOT NULL,
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        ok INTEGER NOT NULL,
        duration_ms INTEGER NOT NULL,
        reason TEXT
      );
      CREATE INDEX registry_loads_by_version ON registry_loads (remote, version, at);
    `,
  },
  {
    // Issue 16: loads name their page view, visitor and (hashed) network, and documents served with
    // a canary are counted, so forged reports can be told apart and weighed; automatic rollbacks
    // keep their figures.
    version: 2,
    sql: `
      ALTER TABLE registry_loads ADD COLUMN page TEXT;
      ALTER TABLE registry_loads ADD COLUMN visitor TEXT;
      ALTER TABLE registry_loads ADD COLUMN address TEXT;
      CREATE UNIQUE INDEX registry_loads_once_per_page ON registry_loads (remote, page);
      CREATE TABLE registry_document_totals (
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        canary_since INTEGER NOT NULL,
        documents INTEGER NOT NULL,
        last_at INTEGER NOT NULL,
        PRIMARY KEY (remote, version, canary_since)
      ) WITHOUT ROWID;
      CREATE TABLE registry_auto_rollbacks (
        id INTEGER PRIMARY KEY,
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        at INTEGER NOT NULL,
        evidence_json TEXT NOT NULL,
        reason TEXT NOT NULL
      );
    `,
  },
  {
    // Issue 22: documents per build and minute, added to by each edge's tally, so the status
    // figures are the site's over the last day rather than one server's since it started.
    version: 3,
    sql: `
      CREATE TABLE registry_version_documents (
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        minute INTEGER NOT NULL,
        documents INTEGER NOT NULL CHECK (documents >= 0),
        PRIMARY KEY (remote, version, minute)
      ) WITHOUT ROWID;
    `,
  },
];

function migrate(db: Database.Database): void {
  db.exec('CREATE TABLE IF NOT EXISTS registry_schema (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)');
  const current = (db.prepare('SELECT max(version) AS v FROM registry_schema').get() as { v: number | null }).v ?? 0;
  const known = Math.max(...MIGRATIONS.map((m) => m.version));
  if (current > known) {
    throw new Error(
      `the registry tables are at schema version ${current}, newer than this build knows (${known}); upgrade the server or use another DATA_DIR`,
    );
  }
  for (const migration of MIGRATIONS) {
    if (migration.version <= current) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO registry_schema (version, applied_at) VALUES (?, ?)').run(migration.version, new Date().toISOString());
    })();
  }
}

interface VersionRow {
  remote: RemoteName;
  version: string;
  package_version: string;
  build_id: string;
  contracts_version: string;
  shared_json: string;
  files_json: string;
  source: 'deploy' | 'local';
  deployed_at: number;
  deployed_by: string;
}

interface RoutingRow {
  remote: RemoteName;
  stable: string | null;
  canary: string | null;
  share: number;
  killed: number;
  history_json: string;
  canary_since: number | null;
}

function toVersion(row: VersionRow): VersionRecord {
  return {
    remote: row.remote,
    version: row.version,
    packageVersion: row.package_version,
    buildId: row.build_id,
    contractsVersion: row.contracts_version,
    shared: JSON.parse(row.shared_json) as VersionRecord['shared'],
    files: JSON.parse(row.files_json) as VersionRecord['files'],
    source: row.source,
    deployedAt: row.deployed_at,
    deployedBy: row.deployed_by,
  };
}

function toRouting(row: RoutingRow | undefined): RemoteRouting {
  if (!row) return EMPTY_ROUTING;
  return {
    stable: row.stable,
    canary: row.canary,
    share: row.share,
    killed: row.killed === 1,
    history: JSON.parse(row.history_json) as string[],
    canarySince: row.canary_since,
  };
}

export function openSqliteRegistryStore(dataDir: string): RegistryStore {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  migrate(db);

  const statements = {
    insertVersion: db.prepare(
      `INSERT OR IGNORE INTO registry_versions (remote, version, package_version, build_id, contracts_version, shared_json, files_json, source, deployed_at, deployed_by)
       VALUES (@remote, @version, @packageVersion, @buildId, @contractsVersion, @shared, @files, @source, @deployedAt, @deployedBy)`,
    ),
    getVersion: db.prepare('SELECT * FROM registry_versions WHERE remote = ? AND version = ?'),
    listVersions: db.prepare('SELECT * FROM registry_versions WHERE remote = ? ORDER BY deployed_at, version'),
    allRouting: db.prepare('SELECT * FROM registry_routing'),
    getRouting: db.prepare('SELECT * FROM registry_routing WHERE remote = ?'),
    putRouting: db.prepare(
      `INSERT INTO registry_routing (remote, stable, canary, share, killed, history_json, canary_since)
       VALUES (@remote, @stable, @canary, @share, @killed, @history, @canarySince)
       ON CONFLICT (remote) DO UPDATE SET stable = excluded.stable, canary = excluded.canary, share = excluded.share,
         killed = excluded.killed, history_json = excluded.history_json, canary_since = excluded.canary_since`,
    ),
    insertAudit: db.prepare(
      'INSERT INTO registry_audit (at, actor, remote, action, summary, reason) VALUES (@at, @actor, @remote, @action, @summary, @reason)',
    ),
    audit: db.prepare('SELECT * FROM registry_audit WHERE (@remote IS NULL OR remote = @remote) ORDER BY id DESC LIMIT @limit'),
    insertLoad: db.prepare(
      `INSERT OR IGNORE INTO registry_loads (at, remote, version, ok, duration_ms, reason, page, visitor, address)
       VALUES (@at, @remote, @version, @ok, @durationMs, @reason, @page, @visitor, @address)`,
    ),
    countTotal: db.prepare(
      `INSERT INTO registry_document_totals (remote, version, canary_since, documents, last_at) VALUES (@remote, @version, @canarySince, 1, @at)
       ON CONFLICT (remote, version, canary_since) DO UPDATE SET documents = documents + 1, last_at = excluded.last_at`,
    ),
    canaryDocuments: db.prepare(
      'SELECT coalesce(sum(documents), 0) AS n FROM registry_document_totals WHERE remote = ? AND version = ? AND canary_since = ?',
    ),
    canaryLoads: db.prepare(
      `SELECT count(*) AS loads, coalesce(sum(ok = 0), 0) AS failures,
         count(DISTINCT CASE WHEN ok = 0 THEN visitor END) AS failingVisitors,
         count(DISTINCT CASE WHEN ok = 0 THEN address END) AS failingAddresses
       FROM registry_loads WHERE remote = ? AND version = ? AND at >= ?`,
    ),
    canaryTopNetwork: db.prepare(
      `SELECT coalesce(max(n), 0) AS n FROM (
         SELECT count(*) AS n FROM registry_loads WHERE remote = ? AND version = ? AND at >= ? AND ok = 0 AND address IS NOT NULL GROUP BY address
       )`,
    ),
    pruneLoads: db.prepare('DELETE FROM registry_loads WHERE at < ?'),
    pruneTotals: db.prepare('DELETE FROM registry_document_totals WHERE last_at < ?'),
    addDocuments: db.prepare(
      `INSERT INTO registry_version_documents (remote, version, minute, documents) VALUES (@remote, @version, @minute, @documents)
       ON CONFLICT (remote, version, minute) DO UPDATE SET documents = documents + excluded.documents`,
    ),
    documentsSince: db.prepare(
      'SELECT version, sum(documents) AS n FROM registry_version_documents WHERE remote = ? AND minute >= ? GROUP BY version',
    ),
    pruneDocuments: db.prepare('DELETE FROM registry_version_documents WHERE minute < ?'),
    insertRollback: db.prepare(
      'INSERT INTO registry_auto_rollbacks (remote, version, at, evidence_json, reason) VALUES (@remote, @version, @at, @evidence, @reason)',
    ),
    lastRollback: db.prepare('SELECT * FROM registry_auto_rollbacks WHERE remote = ? ORDER BY id DESC LIMIT 1'),
    loadCounts: db.prepare(
      'SELECT count(*) AS loads, coalesce(sum(ok = 0), 0) AS failures FROM registry_loads WHERE remote = ? AND version = ? AND at >= ?',
    ),
    loadDurations: db.prepare(
      'SELECT duration_ms AS ms FROM registry_loads WHERE remote = ? AND version = ? AND at >= ? AND ok = 1 ORDER BY duration_ms',
    ),
  };

  // Routing is read on every document: keep it until this or another connection commits.
  let cached: { dataVersion: number; routing: Record<RemoteName, RemoteRouting> } | undefined;
  const dataVersion = () => db.pragma('data_version', { simple: true }) as number;
  let localWrites = 0;

  function readRouting(): Record<RemoteName, RemoteRouting> {
    const rows = statements.allRouting.all() as RoutingRow[];
    return Object.fromEntries(REMOTE_NAMES.map((name) => [name, toRouting(rows.find((r) => r.remote === name))])) as Record<
      RemoteName,
      RemoteRouting
    >;
  }

  function insertAudit(entry: NewAuditEntry): void {
    statements.insertAudit.run(entry);
  }

  return {
    async addVersion(record, audit) {
      return db.transaction(() => {
        const { changes } = statements.insertVersion.run({
          ...record,
          shared: JSON.stringify(record.shared),
          files: JSON.stringify(record.files),
        });
        if (changes === 0) return false;
        insertAudit(audit);
        return true;
      })();
    },
    async getVersion(remote, version) {
      const row = statements.getVersion.get(remote, version) as VersionRow | undefined;
      return row && toVersion(row);
    },
    async listVersions(remote) {
      return (statements.listVersions.all(remote) as VersionRow[]).map(toVersion);
    },
    async routing() {
      // data_version moves only for other connections' commits; our own writes bump localWrites.
      const key = dataVersion() * 1_000_000 + localWrites;
      if (!cached || cached.dataVersion !== key) cached = { dataVersion: key, routing: readRouting() };
      return cached.routing;
    },
    async updateRouting(remote, change) {
      const next = db
        .transaction(() => {
          const current = toRouting(statements.getRouting.get(remote) as RoutingRow | undefined);
          const { next: updated, audit } = change(current);
          statements.putRouting.run({
            remote,
            stable: updated.stable,
            canary: updated.canary,
            share: updated.share,
            killed: updated.killed ? 1 : 0,
            history: JSON.stringify(updated.history),
            canarySince: updated.canarySince,
          });
          insertAudit(audit);
          return updated;
        })
        .immediate();
      localWrites += 1;
      return next;
    },
    async audit({ limit, remote }) {
      return (statements.audit.all({ limit, remote: remote ?? null }) as AuditEntry[]).map((row) => ({ ...row }));
    },
    async appendAudit(entry) {
      insertAudit(entry);
    },
    async recordDocument(served, at) {
      db.transaction(() => {
        for (const { remote, version, canarySince } of served) statements.countTotal.run({ remote, version, canarySince, at });
      })();
    },
    async recordLoads(reports: readonly LoadReport[], limit = Infinity) {
      return db.transaction(() => {
        const stored: LoadReport[] = [];
        for (const report of reports) {
          if (stored.length >= limit) break;
          if (statements.insertLoad.run({ ...report, ok: report.ok ? 1 : 0 }).changes === 1) stored.push(report);
        }
        return stored;
      })();
    },
    async addDocuments(counts) {
      db.transaction(() => {
        for (const count of counts) statements.addDocuments.run(count);
      })();
    },
    async documentsSince(remote, since) {
      const rows = statements.documentsSince.all(remote, since) as { version: string; n: number }[];
      return new Map(rows.map((row) => [row.version, row.n]));
    },
    async pruneLoads(before) {
      return db.transaction(() => {
        statements.pruneTotals.run(before);
        statements.pruneDocuments.run(before);
        return statements.pruneLoads.run(before).changes;
      })();
    },
    async canaryEvidence(remote, version, since): Promise<CanaryEvidence> {
      const documents = (statements.canaryDocuments.get(remote, version, since) as { n: number }).n;
      const loads = statements.canaryLoads.get(remote, version, since) as Omit<CanaryEvidence, 'documents' | 'topNetworkFailures'>;
      const topNetworkFailures = (statements.canaryTopNetwork.get(remote, version, since) as { n: number }).n;
      return { documents, ...loads, topNetworkFailures };
    },
    async recordAutoRollback({ evidence, ...rest }: AutoRollback) {
      statements.insertRollback.run({ ...rest, evidence: JSON.stringify(evidence) });
    },
    async lastAutoRollback(remote) {
      const row = statements.lastRollback.get(remote) as
        { remote: RemoteName; version: string; at: number; evidence_json: string; reason: string } | undefined;
      if (!row) return undefined;
      return {
        remote: row.remote,
        version: row.version,
        at: row.at,
        evidence: JSON.parse(row.evidence_json) as CanaryEvidence,
        reason: row.reason,
      };
    },
    async loadSummary(remote, version, since): Promise<LoadSummary> {
      const counts = statements.loadCounts.get(remote, version, since) as { loads: number; failures: number };
      const durations = (statements.loadDurations.all(remote, version, since) as { ms: number }[]).map((r) => r.ms);
      return { loads: counts.loads, failures: counts.failures, durations };
    },
    async close() {
      db.close();
    },
  };
}
