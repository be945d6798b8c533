// The registry's store, written once for SQLite and PostgreSQL on one query builder (issue 42):
// builds, routing, the audit log, load reports, document counts and automatic rollbacks.
//
// Routing is read on every document, so the store caches it. A routing write bumps a counter
// (registry_routing_version) in its transaction. Over SQLite every read asks the counter (a
// primary-key read of one row), so a change the CLI commits to the file is seen at the next
// document. Over PostgreSQL the write also NOTIFYs, every edge LISTENs (routingNotices.ts) and
// drops its cache when told, and in case a notice is lost, routing() asks the counter once
// `routingCheckMs` has passed since it last did: a change made through one edge reaches another's
// next document as soon as the notice arrives, and never later than routingCheckMs after it commits.

import { sql, type Kysely } from 'kysely';
import { performance } from 'node:perf_hooks';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import type { SqlDatabase } from 'sql-kit/sqlDatabase';
import type { CanaryEvidence } from '../rules/canaryHealth';
import { EMPTY_ROUTING, type RemoteRouting } from '../rules/routing';
import type { LoadReport, LoadSummary, NewAuditEntry, RegistryStore, VersionRecord } from './registryStore';
import type { Flag, RegistryTables } from './registryTables';

export const ROUTING_CHANNEL = 'registry_routing';

type Db = Kysely<RegistryTables>;
type VersionRow = RegistryTables['registry_versions'];
type RoutingRow = Omit<RegistryTables['registry_routing'], 'share' | 'killed' | 'history'> & {
  share: number;
  killed: Flag;
  history: string;
};

const flag = (value: boolean): Flag => (value ? 1 : 0);

function toVersion(row: VersionRow): VersionRecord {
  return {
    remote: row.remote,
    version: row.version,
    packageVersion: row.package_version,
    buildId: row.build_id,
    contractsVersion: row.contracts_version,
    shared: JSON.parse(row.shared) as VersionRecord['shared'],
    files: JSON.parse(row.files) as VersionRecord['files'],
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
    history: JSON.parse(row.history) as string[],
    canarySince: row.canary_since,
  };
}

export interface RoutingFreshness {
  /** The longest routing() trusts its cache without asking the counter (ms); 0 asks on every read. */
  checkMs: number;
  /**
   * Starts hearing other edges' routing writes: `heard` with each version a notice names, and
   * `forgetCheck` when notices may have been missed (the counter is then asked at the next read).
   */
  listen?: (cache: { heard: (version: number) => void; forgetCheck: () => void }) => Promise<{ close: () => Promise<void> }>;
}

/** The registry's store over a migrated database; closing it closes the database. */
export async function sqlRegistryStore(database: SqlDatabase<RegistryTables>, freshness: RoutingFreshness): Promise<RegistryStore> {
  const { db } = database;
  const postgres = database.dialect === 'postgres';
  const routingCache = await cachedRouting(db, freshness);

  const insertAudit = (target: Db, entry: NewAuditEntry) => target.insertInto('registry_audit').values(entry).execute();
  const loadsOf = (remote: RemoteName, version: string, since: number) =>
    db.selectFrom('registry_loads').where('remote', '=', remote).where('version', '=', version).where('at', '>=', since);

  return {
    async addVersion(record, audit) {
      return db.transaction().execute(async (tx) => {
        const [inserted] = await tx
          .insertInto('registry_versions')
          .values({
            remote: record.remote,
            version: record.version,
            package_version: record.packageVersion,
            build_id: record.buildId,
            contracts_version: record.contractsVersion,
            shared: JSON.stringify(record.shared),
            files: JSON.stringify(record.files),
            source: record.source,
            deployed_at: record.deployedAt,
            deployed_by: record.deployedBy,
          })
          .onConflict((conflict) => conflict.columns(['remote', 'version']).doNothing())
          .execute();
        if (!inserted?.numInsertedOrUpdatedRows) return false;
        await insertAudit(tx, audit);
        return true;
      });
    },
    async getVersion(remote, version) {
      const row = await db
        .selectFrom('registry_versions')
        .selectAll()
        .where('remote', '=', remote)
        .where('version', '=', version)
        .executeTakeFirst();
      return row && toVersion(row);
    },
    async listVersions(remote) {
      const rows = await db
        .selectFrom('registry_versions')
        .selectAll()
        .where('remote', '=', remote)
        .orderBy('deployed_at')
        .orderBy('version')
        .execute();
      return rows.map(toVersion);
    },
    routing: routingCache.read,
    async updateRouting(remote, change) {
      const { next, version } = await db.transaction().execute(async (tx) => {
        // The row is made first, so there is always a row to lock (and SQLite's transaction starts
        // with a write, taking the file's write lock before it reads): two changes of one remote wait for each other.
        await tx
          .insertInto('registry_routing')
          .values({ remote, stable: null, canary: null, canary_since: null })
          .onConflict((c) => c.column('remote').doNothing())
          .execute();
        const current = await tx
          .selectFrom('registry_routing')
          .selectAll()
          .where('remote', '=', remote)
          .$if(postgres, (query) => query.forUpdate())
          .executeTakeFirst();
        const { next: updated, audit } = change(toRouting(current));
        await tx
          .updateTable('registry_routing')
          .set({
            stable: updated.stable,
            canary: updated.canary,
            share: updated.share,
            killed: flag(updated.killed),
            history: JSON.stringify(updated.history),
            canary_since: updated.canarySince,
          })
          .where('remote', '=', remote)
          .execute();
        await insertAudit(tx, audit);
        const bumped = await tx
          .updateTable('registry_routing_version')
          .set((eb) => ({ version: eb('version', '+', 1) }))
          .returning('version')
          .executeTakeFirstOrThrow();
        // Delivered to every listening edge when (and only if) this transaction commits.
        if (postgres) await sql`SELECT pg_notify(${ROUTING_CHANNEL}, ${String(bumped.version)})`.execute(tx);
        return { next: updated, version: bumped.version };
      });
      routingCache.heard(version);
      return next;
    },
    async audit({ limit, remote }) {
      let query = db.selectFrom('registry_audit').selectAll();
      if (remote !== undefined) query = query.where('remote', '=', remote);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },
    async appendAudit(entry) {
      await insertAudit(db, entry);
    },
    async recordDocument(served, at) {
      if (served.length === 0) return;
      await db.transaction().execute(async (tx) => {
        for (const { remote, version, canarySince } of served) {
          await tx
            .insertInto('registry_document_totals')
            .values({ remote, version, canary_since: canarySince, documents: 1, last_at: at })
            .onConflict((c) =>
              c.columns(['remote', 'version', 'canary_since']).doUpdateSet((eb) => ({
                documents: eb('registry_document_totals.documents', '+', 1),
                last_at: eb.ref('excluded.last_at'),
              })),
            )
            .execute();
        }
      });
    },
    async recordLoads(reports: readonly LoadReport[], limit = Infinity) {
      if (reports.length === 0 || limit <= 0) return [];
      return db.transaction().execute(async (tx) => {
        const stored: LoadReport[] = [];
        for (const report of reports) {
          if (stored.length >= limit) break;
          const [result] = await tx
            .insertInto('registry_loads')
            .values({
              at: report.at,
              remote: report.remote,
              version: report.version,
              ok: flag(report.ok),
              duration_ms: report.durationMs,
              reason: report.reason,
              page: report.page,
              visitor: report.visitor,
              address: report.address,
            })
            .onConflict((c) => c.columns(['remote', 'page']).doNothing())
            .execute();
          if (result?.numInsertedOrUpdatedRows === 1n) stored.push(report);
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
      await db
        .insertInto('registry_version_documents')
        .values(sorted.map(({ remote, version, minute, documents }) => ({ remote, version, minute, documents })))
        .onConflict((c) =>
          c.columns(['remote', 'version', 'minute']).doUpdateSet((eb) => ({
            documents: eb('registry_version_documents.documents', '+', eb.ref('excluded.documents')),
          })),
        )
        .execute();
    },
    async documentsSince(remote, since) {
      const rows = await db
        .selectFrom('registry_version_documents')
        .select(['version', (eb) => eb.fn.sum<number>('documents').as('n')])
        .where('remote', '=', remote)
        .where('minute', '>=', since)
        .groupBy('version')
        .execute();
      return new Map(rows.map((row) => [row.version, row.n]));
    },
    async pruneLoads(before) {
      return db.transaction().execute(async (tx) => {
        await tx.deleteFrom('registry_document_totals').where('last_at', '<', before).execute();
        await tx.deleteFrom('registry_version_documents').where('minute', '<', before).execute();
        const [result] = await tx.deleteFrom('registry_loads').where('at', '<', before).execute();
        return Number(result?.numDeletedRows ?? 0);
      });
    },
    async canaryEvidence(remote, version, since): Promise<CanaryEvidence> {
      const failed = sql<boolean>`NOT ok`;
      const [documents, loads, topNetwork] = await Promise.all([
        db
          .selectFrom('registry_document_totals')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('documents'), sql<number>`0`).as('n'))
          .where('remote', '=', remote)
          .where('version', '=', version)
          .where('canary_since', '=', since)
          .executeTakeFirstOrThrow(),
        loadsOf(remote, version, since)
          .select([
            (eb) => eb.fn.countAll<number>().as('loads'),
            sql<number>`count(*) FILTER (WHERE ${failed})`.as('failures'),
            sql<number>`count(DISTINCT visitor) FILTER (WHERE ${failed})`.as('failingVisitors'),
            sql<number>`count(DISTINCT address) FILTER (WHERE ${failed})`.as('failingAddresses'),
          ])
          .executeTakeFirstOrThrow(),
        db
          .selectFrom(
            loadsOf(remote, version, since)
              .where(failed)
              .where('address', 'is not', null)
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .groupBy('address')
              .as('per_network'),
          )
          .select((eb) => eb.fn.coalesce(eb.fn.max('n'), sql<number>`0`).as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { documents: documents.n, ...loads, topNetworkFailures: topNetwork.n };
    },
    async recordAutoRollback({ evidence, ...rest }) {
      await db
        .insertInto('registry_auto_rollbacks')
        .values({ ...rest, evidence: JSON.stringify(evidence) })
        .execute();
    },
    async lastAutoRollback(remote) {
      const row = await db
        .selectFrom('registry_auto_rollbacks')
        .select(['remote', 'version', 'at', 'evidence', 'reason'])
        .where('remote', '=', remote)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && { ...row, evidence: JSON.parse(row.evidence) as CanaryEvidence };
    },
    async loadSummary(remote, version, since): Promise<LoadSummary> {
      const [counts, durations] = await Promise.all([
        loadsOf(remote, version, since)
          .select([(eb) => eb.fn.countAll<number>().as('loads'), sql<number>`count(*) FILTER (WHERE NOT ok)`.as('failures')])
          .executeTakeFirstOrThrow(),
        loadsOf(remote, version, since).where('ok', '=', 1).select('duration_ms').orderBy('duration_ms').execute(),
      ]);
      return { ...counts, durations: durations.map((row) => row.duration_ms) };
    },
    async close() {
      await routingCache.close();
      await database.close();
    },
  };
}

interface RoutingCache {
  read: () => Promise<Record<RemoteName, RemoteRouting>>;
  /** A routing version this edge wrote or heard of. */
  heard: (version: number) => void;
  close: () => Promise<void>;
}

/** Every remote's routing, cached as of one counter value (see the top of the file). */
async function cachedRouting(db: Db, freshness: RoutingFreshness): Promise<RoutingCache> {
  // The routing as of one counter value, and when the counter was last read.
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
  const listener = await freshness.listen?.({ heard, forgetCheck });
  // Compiled once: the counter is asked on every document over SQLite.
  const counterQuery = db.selectFrom('registry_routing_version').select('version').compile();
  const routingQuery = db
    .selectFrom('registry_routing_version as v')
    .leftJoin('registry_routing as r', (join) => join.onTrue())
    .select(['v.version as routing_version', 'r.remote', 'r.stable', 'r.canary', 'r.share', 'r.killed', 'r.history', 'r.canary_since'])
    .compile();

  async function readRouting(): Promise<Record<RemoteName, RemoteRouting>> {
    // The counter is taken before the query, so the cache is never trusted past checkMs from it.
    const startedAt = performance.now();
    if (cached && cached.version >= newest) {
      const version = (await db.executeQuery(counterQuery)).rows[0]?.version ?? 0;
      heard(version);
      if (version === cached.version) {
        cached.checkedAt = startedAt;
        return cached.routing;
      }
    }
    // One statement, one snapshot: the rows and the counter they belong to.
    const { rows } = await db.executeQuery(routingQuery);
    const version = rows[0]?.routing_version ?? 0;
    heard(version);
    const routing = Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, toRouting(rows.find((r): r is typeof r & RoutingRow => r.remote === name))]),
    ) as Record<RemoteName, RemoteRouting>;
    // Two reads may finish out of order: the cache only moves forward.
    if (!cached || version >= cached.version) cached = { version, routing, checkedAt: startedAt };
    return routing;
  }

  return {
    heard,
    async read() {
      if (cached && cached.version >= newest && performance.now() - cached.checkedAt < freshness.checkMs) return cached.routing;
      if (reading && reading.after >= newest) return reading.promise;
      const read = { after: newest, promise: readRouting() };
      reading = read;
      const done = () => {
        if (reading === read) reading = undefined;
      };
      read.promise.then(done, done);
      return read.promise;
    },
    close: async () => listener?.close(),
  };
}
