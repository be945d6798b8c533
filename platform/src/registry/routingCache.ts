// Every remote's routing as this edge reads it: cached as of one value of the routing counter, asked
// again when the counter moves, and told of other edges' writes by the listener RoutingFreshness gives.
//
// Routing is read on every document, so the store caches it. A routing write bumps a counter
// (registry_routing_version) in its transaction (registryRouting.ts). Over SQLite every read asks the counter (a
// primary-key read of one row), so a change the CLI commits to the file is seen at the next
// document. Over PostgreSQL the write also NOTIFYs, every edge LISTENs (registryDatabase.ts) and
// drops its cache when told, and in case a notice is lost, routing() asks the counter once
// `routingCheckMs` has passed since it last did: a change made through one edge reaches another's
// next document as soon as the notice arrives, and never later than routingCheckMs after it commits.

import { performance } from 'node:perf_hooks';
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts/platform';
import type { RemoteRouting } from '../rules/routing';
import { toRouting, type RegistryDb, type RoutingRow } from './registryRows';

type Routing = Record<RemoteName, RemoteRouting>;

export interface RoutingFreshness {
  /** The longest routing() trusts its cache without asking the counter (ms); 0 asks on every read. */
  checkMs: number;
  /**
   * Starts hearing other edges' routing writes: `heard` with each version a notice names, and
   * `forgetCheck` when notices may have been missed (the counter is then asked at the next read).
   */
  listen?: (cache: { heard: (version: number) => void; forgetCheck: () => void }) => Promise<{ close: () => Promise<void> }>;
}

export interface RoutingCache {
  read: () => Promise<Routing>;
  /** A routing version this edge wrote or heard of. */
  heard: (version: number) => void;
  close: () => Promise<void>;
}

/** What one edge knows of the routing. */
interface RoutingState {
  // The routing as of one counter value, and when the counter was last read.
  cached: { version: number; routing: Routing; checkedAt: number } | undefined;
  // The newest counter value this edge has heard of (its own writes, notifications).
  newest: number;
  // A read under way, and the newest value it was started after: later callers join it only when nothing newer was heard since.
  reading: { after: number; promise: Promise<Routing> } | undefined;
}

function routingQueries(db: RegistryDb) {
  return {
    // Compiled once: the counter is asked on every document over SQLite.
    counter: db.selectFrom('registry_routing_version').select('version').compile(),
    routing: db
      .selectFrom('registry_routing_version as v')
      .leftJoin('registry_routing as r', (join) => join.onTrue())
      .select(['v.version as routing_version', 'r.remote', 'r.stable', 'r.canary', 'r.share', 'r.killed', 'r.history', 'r.canary_since'])
      .compile(),
  };
}

/** Asks the counter when the cache may still be current, else reads the routing with the counter it belongs to. */
async function readRouting(
  db: RegistryDb,
  queries: ReturnType<typeof routingQueries>,
  state: RoutingState,
  heard: (version: number) => void,
): Promise<Routing> {
  // The counter is taken before the query, so the cache is never trusted past checkMs from it.
  const startedAt = performance.now();
  if (state.cached && state.cached.version >= state.newest) {
    const version = (await db.executeQuery(queries.counter)).rows[0]?.version ?? 0;
    heard(version);
    if (version === state.cached.version) {
      state.cached.checkedAt = startedAt;
      return state.cached.routing;
    }
  }
  // One statement, one snapshot: the rows and the counter they belong to.
  const { rows } = await db.executeQuery(queries.routing);
  const version = rows[0]?.routing_version ?? 0;
  heard(version);
  const routing = Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, toRouting(rows.find((r): r is typeof r & RoutingRow => r.remote === name))]),
  ) as Routing;
  // Two reads may finish out of order: the cache only moves forward.
  if (!state.cached || version >= state.cached.version) state.cached = { version, routing, checkedAt: startedAt };
  return routing;
}

/** The cache while it is fresh, else a read: the one under way when nothing newer was heard since it started. */
async function freshRouting(state: RoutingState, checkMs: number, read: () => Promise<Routing>): Promise<Routing> {
  const { cached } = state;
  if (cached && cached.version >= state.newest && performance.now() - cached.checkedAt < checkMs) return cached.routing;
  if (state.reading && state.reading.after >= state.newest) return state.reading.promise;
  const reading = { after: state.newest, promise: read() };
  state.reading = reading;
  const done = () => {
    if (state.reading === reading) state.reading = undefined;
  };
  reading.promise.then(done, done);
  return reading.promise;
}

/** Every remote's routing, cached as of one counter value (see the top of the file). */
export async function cachedRouting(db: RegistryDb, freshness: RoutingFreshness): Promise<RoutingCache> {
  const state: RoutingState = { cached: undefined, newest: 0, reading: undefined };
  const heard = (version: number) => {
    state.newest = Math.max(state.newest, version);
  };
  // After a gap in listening, whatever was said meanwhile is unknown: check the counter next time.
  const forgetCheck = () => {
    if (state.cached) state.cached.checkedAt = Number.NEGATIVE_INFINITY;
  };
  const listener = await freshness.listen?.({ heard, forgetCheck });
  const queries = routingQueries(db);
  return {
    heard,
    read: () => freshRouting(state, freshness.checkMs, () => readRouting(db, queries, state, heard)),
    close: async () => listener?.close(),
  };
}
