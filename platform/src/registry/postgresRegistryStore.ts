// The registry's tables in PostgreSQL (issue 22), for several edge servers acting as one site:
// builds, routing, the audit log, load reports, document counts, automatic rollbacks and the
// builds' files (postgresVersionFiles.ts), on a migration track of their own.
//
// Routing is read on every document, so each edge caches it. A routing write bumps a counter
// (registry_routing_version) and NOTIFYs in the same transaction; every edge LISTENs on a
// connection of its own and drops its cache when told. In case a notification is lost (the
// listening connection dropped and came back), routing() also re-reads the counter once
// `routingCheckMs` has passed since it last did. So a change made through one edge reaches
// another's next document as soon as the notification arrives (milliseconds), and never later
// than routingCheckMs (default 1000 ms) after it commits.

import pg from 'pg';
import { performance } from 'node:perf_hooks';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import type { CanaryEvidence } from '../rules/canaryHealth';
import { EMPTY_ROUTING, type RemoteRouting } from '../rules/routing';
import { migratePostgres, openPool, toInt, toIntOrNull, transaction, type Migration } from '../database/postgres';
import type { AuditEntry, AutoRollback, LoadReport, LoadSummary, NewAuditEntry, RegistryStore, VersionRecord } from './registryStore';

export const MIGRATION_TRACK = 'registry_schema_migrations';
export const ROUTING_CHANNEL = 'registry_routing';
export const DEFAULT_ROUTING_CHECK_MS = 1000;
/** The listening connection's name in pg_stat_activity. */
export const LISTENER_NAME = 'pinboard-registry-listener';
/** How long the listening connection waits before it tries again after losing the server. */
const RELISTEN_MS = 1000;

// Times are milliseconds since 1970 (BIGINT); counts and sizes fit INTEGER.
export const POSTGRES_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    sql: `
      CREATE TABLE registry_versions (
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        package_version TEXT NOT NULL,
        build_id TEXT NOT NULL,
        contracts_version TEXT NOT NULL,
        shared JSONB NOT NULL CHECK (jsonb_typeof(shared) = 'array'),
        files JSONB NOT NULL CHECK (jsonb_typeof(files) = 'array'),
        source TEXT NOT NULL CHECK (source IN ('deploy', 'local')),
        deployed_at BIGINT NOT NULL,
        deployed_by TEXT NOT NULL,
        PRIMARY KEY (remote, version)
      );
      CREATE TABLE registry_routing (
        remote TEXT PRIMARY KEY,
        stable TEXT,
        canary TEXT,
        share DOUBLE PRECISION NOT NULL DEFAULT 0 CHECK (share >= 0 AND share <= 100),
        killed BOOLEAN NOT NULL DEFAULT false,
        history JSONB NOT NULL DEFAULT '[]' CHECK (jsonb_typeof(history) = 'array'),
        canary_since BIGINT
      );
      -- One row: moved on by every routing write, so an edge can tell its cache is stale.
      CREATE TABLE registry_routing_version (
        one_row BOOLEAN PRIMARY KEY DEFAULT true CHECK (one_row),
        version BIGINT NOT NULL
      );
      INSERT INTO registry_routing_version (version) VALUES (0);
      CREATE TABLE registry_audit (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at BIGINT NOT NULL,
        actor TEXT NOT NULL,
        remote TEXT,
        action TEXT NOT NULL,
        summary TEXT NOT NULL,
        reason TEXT NOT NULL
      );
      CREATE INDEX registry_audit_by_remote ON registry_audit (remote, id);
      CREATE TABLE registry_loads (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at BIGINT NOT NULL,
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        ok BOOLEAN NOT NULL,
        duration_ms INTEGER NOT NULL CHECK (duration_ms >= 0),
        reason TEXT,
        page TEXT NOT NULL,
        visitor TEXT NOT NULL,
        address TEXT NOT NULL,
        -- One outcome per page view and remote: a replayed report is not counted twice.
        UNIQUE (remote, page)
      );
      CREATE INDEX registry_loads_by_version ON registry_loads (remote, version, at);
      CREATE INDEX registry_loads_by_time ON registry_loads (at);
      CREATE TABLE registry_document_totals (
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        canary_since BIGINT NOT NULL,
        documents INTEGER NOT NULL CHECK (documents > 0),
        last_at BIGINT NOT NULL,
        PRIMARY KEY (remote, version, canary_since)
      );
      CREATE TABLE registry_auto_rollbacks (
        id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        at BIGINT NOT NULL,
        evidence JSONB NOT NULL,
        reason TEXT NOT NULL
      );
      -- The builds' files, shared by every edge (each serves them from a disk cache it checks
      -- against these). The database itself refuses a file whose bytes do not match its integrity.
      CREATE TABLE registry_files (
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        path TEXT NOT NULL CHECK (path ~ '^[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)*$' AND path !~ '(^|/)\\.\\.?(/|$)'),
        bytes BYTEA NOT NULL,
        integrity TEXT NOT NULL CHECK (integrity = 'sha384-' || encode(sha384(bytes), 'base64')),
        size INTEGER NOT NULL CHECK (size = octet_length(bytes)),
        PRIMARY KEY (remote, version, path)
      );
    `,
  },
  {
    version: 2,
    sql: `
      -- The secret that signs override links and page-view report tokens, one for every edge
      -- (postgresSigningSecret.ts), so a link made through one edge works on the other.
      CREATE TABLE registry_secrets (
        name TEXT PRIMARY KEY CHECK (name IN ('signing')),
        value TEXT NOT NULL CHECK (length(value) >= 32),
        created_at BIGINT NOT NULL
      );
    `,
  },
  {
    version: 3,
    sql: `
      -- Documents per build and minute, added to by every edge's tally (documentTally.ts), so
      -- the status figures are the site's rather than one edge's.
      CREATE TABLE registry_version_documents (
        remote TEXT NOT NULL,
        version TEXT NOT NULL,
        minute BIGINT NOT NULL,
        documents BIGINT NOT NULL CHECK (documents >= 0),
        PRIMARY KEY (remote, version, minute)
      );
    `,
  },
];

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
  /** The store's pool, for the build files kept beside its tables (postgresVersionFiles). */
  readonly pool: pg.Pool;
}

interface VersionRow {
  remote: RemoteName;
  version: string;
  package_version: string;
  build_id: string;
  contracts_version: string;
  shared: VersionRecord['shared'];
  files: VersionRecord['files'];
  source: 'deploy' | 'local';
  deployed_at: string;
  deployed_by: string;
}

interface RoutingRow {
  routing_version: string;
  remote: RemoteName | null;
  stable: string | null;
  canary: string | null;
  share: number;
  killed: boolean;
  history: string[];
  canary_since: string | null;
}

interface AuditRow {
  id: string;
  at: string;
  actor: string;
  remote: RemoteName | null;
  action: string;
  summary: string;
  reason: string;
}

function toVersion(row: VersionRow): VersionRecord {
  return {
    remote: row.remote,
    version: row.version,
    packageVersion: row.package_version,
    buildId: row.build_id,
    contractsVersion: row.contracts_version,
    shared: row.shared,
    files: row.files,
    source: row.source,
    deployedAt: toInt(row.deployed_at, 'deployed_at'),
    deployedBy: row.deployed_by,
  };
}

function toRouting(row: Omit<RoutingRow, 'routing_version'> | undefined): RemoteRouting {
  if (!row) return EMPTY_ROUTING;
  return {
    stable: row.stable,
    canary: row.canary,
    share: row.share,
    killed: row.killed,
    history: row.history,
    canarySince: toIntOrNull(row.canary_since, 'canary_since'),
  };
}

const ROUTING_COLUMNS = 'remote, stable, canary, share, killed, history, canary_since';

/** Listens on a connection of its own, and comes back after losing the server (telling `onRelisten`, since notices may have been missed). */
async function listenForRouting(
  url: string,
  onNotice: (version: number) => void,
  onRelisten: () => void,
  log: (line: string) => void,
): Promise<{ close: () => Promise<void> }> {
  let current: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url, application_name: LISTENER_NAME });
    client.on('notification', (message) => {
      if (message.channel !== ROUTING_CHANNEL) return;
      const version = Number(message.payload);
      if (Number.isSafeInteger(version)) onNotice(version);
    });
    client.on('error', (error) => {
      log(`registry: the routing listener lost the database (${error.message}); until it is back, only the version check notices changes`);
      drop(client);
    });
    client.on('end', () => drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${ROUTING_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) await client.end();
    else current = client;
  }

  function drop(client: pg.Client): void {
    if (current !== client) return;
    current = undefined;
    client.end().catch(() => undefined);
    onRelisten();
    schedule();
  }

  function schedule(): void {
    if (closed) return;
    retry = setTimeout(() => {
      connect().then(onRelisten, (error: unknown) => {
        log(`registry: the routing listener cannot reach the database yet (${(error as Error).message})`);
        schedule();
      });
    }, RELISTEN_MS);
    retry.unref();
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}

export async function openPostgresRegistryStore(options: PostgresRegistryStoreOptions): Promise<PostgresRegistryStore> {
  const log = options.log ?? (() => undefined);
  const checkMs = options.routingCheckMs ?? DEFAULT_ROUTING_CHECK_MS;
  const pool = openPool({ url: options.url, max: options.maxConnections ?? 10, log });

  // The cache: the routing as of one counter value, and when the counter was last read.
  let cached: { version: number; routing: Record<RemoteName, RemoteRouting>; checkedAt: number } | undefined;
  // The newest counter value this edge has heard of (its own writes, notifications).
  let newest = 0;
  // A read under way, and the newest value it was started after: later callers join it only when nothing newer was heard since.
  let reading: { after: number; promise: Promise<Record<RemoteName, RemoteRouting>> } | undefined;
  const heard = (version: number) => {
    newest = Math.max(newest, version);
  };
  // After a gap in listening, whatever was said meanwhile is unknown: check the counter next time.
  const forgetCheck = () => {
    if (cached) cached.checkedAt = Number.NEGATIVE_INFINITY;
  };

  let listener: { close: () => Promise<void> } | undefined;
  try {
    await migratePostgres(pool, { track: MIGRATION_TRACK, migrations: POSTGRES_MIGRATIONS, what: 'registry' });
    if (options.listen ?? true) {
      listener = await listenForRouting(
        options.url,
        (version) => {
          heard(version);
          options.onRoutingNotice?.(version);
        },
        forgetCheck,
        log,
      );
    }
  } catch (error) {
    await pool.end();
    throw error;
  }

  async function readRouting(): Promise<Record<RemoteName, RemoteRouting>> {
    // The counter is taken before the query, so the cache is never trusted past checkMs from it.
    const startedAt = performance.now();
    if (cached && cached.version >= newest) {
      const { rows } = await pool.query<{ version: string }>('SELECT version FROM registry_routing_version');
      const version = toInt(rows[0]?.version, 'the routing version');
      heard(version);
      if (version === cached.version) {
        cached.checkedAt = startedAt;
        return cached.routing;
      }
    }
    // One statement, one snapshot: the rows and the counter they belong to.
    const { rows } = await pool.query<RoutingRow>(
      `SELECT v.version AS routing_version, ${ROUTING_COLUMNS.split(', ')
        .map((c) => `r.${c}`)
        .join(', ')}
       FROM registry_routing_version v LEFT JOIN registry_routing r ON true`,
    );
    const version = toInt(rows[0]?.routing_version, 'the routing version');
    heard(version);
    const routing = Object.fromEntries(REMOTE_NAMES.map((name) => [name, toRouting(rows.find((r) => r.remote === name))])) as Record<
      RemoteName,
      RemoteRouting
    >;
    // Two reads may finish out of order: the cache only moves forward.
    if (!cached || version >= cached.version) cached = { version, routing, checkedAt: startedAt };
    return routing;
  }

  async function insertAudit(client: pg.Pool | pg.PoolClient, entry: NewAuditEntry): Promise<void> {
    await client.query('INSERT INTO registry_audit (at, actor, remote, action, summary, reason) VALUES ($1, $2, $3, $4, $5, $6)', [
      entry.at,
      entry.actor,
      entry.remote,
      entry.action,
      entry.summary,
      entry.reason,
    ]);
  }

  return {
    pool,
    async addVersion(record, audit) {
      return transaction(pool, async (client) => {
        const { rowCount } = await client.query(
          `INSERT INTO registry_versions (remote, version, package_version, build_id, contracts_version, shared, files, source, deployed_at, deployed_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (remote, version) DO NOTHING`,
          [
            record.remote,
            record.version,
            record.packageVersion,
            record.buildId,
            record.contractsVersion,
            // JSONB takes JSON text: node-postgres would send an array as a PostgreSQL array.
            JSON.stringify(record.shared),
            JSON.stringify(record.files),
            record.source,
            record.deployedAt,
            record.deployedBy,
          ],
        );
        if (rowCount === 0) return false;
        await insertAudit(client, audit);
        return true;
      });
    },
    async getVersion(remote, version) {
      const { rows } = await pool.query<VersionRow>('SELECT * FROM registry_versions WHERE remote = $1 AND version = $2', [
        remote,
        version,
      ]);
      return rows[0] && toVersion(rows[0]);
    },
    async listVersions(remote) {
      const { rows } = await pool.query<VersionRow>('SELECT * FROM registry_versions WHERE remote = $1 ORDER BY deployed_at, version', [
        remote,
      ]);
      return rows.map(toVersion);
    },
    async routing() {
      if (cached && cached.version >= newest && performance.now() - cached.checkedAt < checkMs) return cached.routing;
      if (reading && reading.after >= newest) return reading.promise;
      const read = { after: newest, promise: readRouting() };
      reading = read;
      const done = () => {
        if (reading === read) reading = undefined;
      };
      read.promise.then(done, done);
      return read.promise;
    },
    async updateRouting(remote, change) {
      const { next, version } = await transaction(pool, async (client) => {
        // The row is made first, so there is always a row to lock: two edges changing one remote wait for each other.
        await client.query('INSERT INTO registry_routing (remote) VALUES ($1) ON CONFLICT (remote) DO NOTHING', [remote]);
        const { rows } = await client.query<Omit<RoutingRow, 'routing_version'>>(
          `SELECT ${ROUTING_COLUMNS} FROM registry_routing WHERE remote = $1 FOR UPDATE`,
          [remote],
        );
        const { next: updated, audit } = change(toRouting(rows[0]));
        await client.query(
          `UPDATE registry_routing SET stable = $2, canary = $3, share = $4, killed = $5, history = $6, canary_since = $7 WHERE remote = $1`,
          [remote, updated.stable, updated.canary, updated.share, updated.killed, JSON.stringify(updated.history), updated.canarySince],
        );
        await insertAudit(client, audit);
        const bumped = await client.query<{ version: string }>(
          'UPDATE registry_routing_version SET version = version + 1 RETURNING version',
        );
        const routingVersion = toInt(bumped.rows[0]?.version, 'the routing version');
        // Delivered to every listening edge when (and only if) this transaction commits.
        await client.query('SELECT pg_notify($1, $2)', [ROUTING_CHANNEL, String(routingVersion)]);
        return { next: updated, version: routingVersion };
      });
      heard(version);
      return next;
    },
    async audit({ limit, remote }) {
      const { rows } = await pool.query<AuditRow>(
        'SELECT * FROM registry_audit WHERE ($2::text IS NULL OR remote = $2) ORDER BY id DESC LIMIT $1',
        [limit, remote ?? null],
      );
      return rows.map((row): AuditEntry => ({
        id: toInt(row.id, 'audit id'),
        at: toInt(row.at, 'audit time'),
        actor: row.actor,
        remote: row.remote,
        action: row.action,
        summary: row.summary,
        reason: row.reason,
      }));
    },
    async appendAudit(entry) {
      await insertAudit(pool, entry);
    },
    async recordDocument(served, at) {
      if (served.length === 0) return;
      await transaction(pool, async (client) => {
        for (const { remote, version, canarySince } of served) {
          await client.query(
            `INSERT INTO registry_document_totals (remote, version, canary_since, documents, last_at) VALUES ($1, $2, $3, 1, $4)
             ON CONFLICT (remote, version, canary_since)
             DO UPDATE SET documents = registry_document_totals.documents + 1, last_at = excluded.last_at`,
            [remote, version, canarySince, at],
          );
        }
      });
    },
    async recordLoads(reports: readonly LoadReport[], limit = Infinity) {
      if (reports.length === 0 || limit <= 0) return [];
      return transaction(pool, async (client) => {
        const stored: LoadReport[] = [];
        for (const report of reports) {
          if (stored.length >= limit) break;
          const { rowCount } = await client.query(
            `INSERT INTO registry_loads (at, remote, version, ok, duration_ms, reason, page, visitor, address)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (remote, page) DO NOTHING`,
            [
              report.at,
              report.remote,
              report.version,
              report.ok,
              report.durationMs,
              report.reason,
              report.page,
              report.visitor,
              report.address,
            ],
          );
          if (rowCount === 1) stored.push(report);
        }
        return stored;
      });
    },
    async addDocuments(counts) {
      if (counts.length === 0) return;
      // One statement, rows in key order, so two edges adding at once never deadlock.
      const sorted = [...counts].sort(
        (a, b) => a.remote.localeCompare(b.remote) || a.version.localeCompare(b.version) || a.minute - b.minute,
      );
      await pool.query(
        `INSERT INTO registry_version_documents (remote, version, minute, documents)
         SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[])
         ON CONFLICT (remote, version, minute) DO UPDATE SET documents = registry_version_documents.documents + excluded.documents`,
        [sorted.map((c) => c.remote), sorted.map((c) => c.version), sorted.map((c) => c.minute), sorted.map((c) => c.documents)],
      );
    },
    async documentsSince(remote, since) {
      const { rows } = await pool.query<{ version: string; n: string }>(
        'SELECT version, sum(documents) AS n FROM registry_version_documents WHERE remote = $1 AND minute >= $2 GROUP BY version',
        [remote, since],
      );
      return new Map(rows.map((row) => [row.version, toInt(row.n, 'documents')]));
    },
    async pruneLoads(before) {
      return transaction(pool, async (client) => {
        await client.query('DELETE FROM registry_document_totals WHERE last_at < $1', [before]);
        await client.query('DELETE FROM registry_version_documents WHERE minute < $1', [before]);
        return (await client.query('DELETE FROM registry_loads WHERE at < $1', [before])).rowCount ?? 0;
      });
    },
    async canaryEvidence(remote, version, since): Promise<CanaryEvidence> {
      const [documents, loads] = await Promise.all([
        pool.query<{ n: string }>(
          'SELECT coalesce(sum(documents), 0) AS n FROM registry_document_totals WHERE remote = $1 AND version = $2 AND canary_since = $3',
          [remote, version, since],
        ),
        pool.query<{ loads: string; failures: string; failing_visitors: string; failing_addresses: string; top_network: string }>(
          `SELECT count(*) AS loads, count(*) FILTER (WHERE NOT ok) AS failures,
             count(DISTINCT visitor) FILTER (WHERE NOT ok) AS failing_visitors,
             count(DISTINCT address) FILTER (WHERE NOT ok) AS failing_addresses,
             (SELECT coalesce(max(n), 0) FROM (
                SELECT count(*) AS n FROM registry_loads WHERE remote = $1 AND version = $2 AND at >= $3 AND NOT ok GROUP BY address
              ) AS per_network) AS top_network
           FROM registry_loads WHERE remote = $1 AND version = $2 AND at >= $3`,
          [remote, version, since],
        ),
      ]);
      const row = loads.rows[0];
      return {
        documents: toInt(documents.rows[0]?.n, 'documents'),
        loads: toInt(row?.loads, 'loads'),
        failures: toInt(row?.failures, 'failures'),
        failingVisitors: toInt(row?.failing_visitors, 'failing visitors'),
        failingAddresses: toInt(row?.failing_addresses, 'failing addresses'),
        topNetworkFailures: toInt(row?.top_network, 'failures from one network'),
      };
    },
    async recordAutoRollback({ remote, version, at, evidence, reason }: AutoRollback) {
      await pool.query('INSERT INTO registry_auto_rollbacks (remote, version, at, evidence, reason) VALUES ($1, $2, $3, $4, $5)', [
        remote,
        version,
        at,
        JSON.stringify(evidence),
        reason,
      ]);
    },
    async lastAutoRollback(remote) {
      const { rows } = await pool.query<{ remote: RemoteName; version: string; at: string; evidence: CanaryEvidence; reason: string }>(
        'SELECT remote, version, at, evidence, reason FROM registry_auto_rollbacks WHERE remote = $1 ORDER BY id DESC LIMIT 1',
        [remote],
      );
      const row = rows[0];
      if (!row) return undefined;
      return { remote: row.remote, version: row.version, at: toInt(row.at, 'rollback time'), evidence: row.evidence, reason: row.reason };
    },
    async loadSummary(remote, version, since): Promise<LoadSummary> {
      const { rows } = await pool.query<{ loads: string; failures: string; durations: number[] }>(
        `SELECT count(*) AS loads, count(*) FILTER (WHERE NOT ok) AS failures,
           coalesce(array_agg(duration_ms ORDER BY duration_ms) FILTER (WHERE ok), '{}') AS durations
         FROM registry_loads WHERE remote = $1 AND version = $2 AND at >= $3`,
        [remote, version, since],
      );
      const row = rows[0];
      return { loads: toInt(row?.loads, 'loads'), failures: toInt(row?.failures, 'failures'), durations: row?.durations ?? [] };
    },
    async close() {
      await listener?.close();
      await pool.end();
    },
  };
}
