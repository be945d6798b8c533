// The registry's store, written once for SQLite and PostgreSQL on one query builder (issue 42):
// builds, routing, the audit log, load reports, document counts and automatic rollbacks, composed
// of its parts: registryVersions.ts, routingCache.ts and registryRouting.ts (routing read on every
// document, cached, and changed), registryAudit.ts, registryDocuments.ts, registryLoads.ts and
// registryCanary.ts, sharing registryRows.ts.

import type { SqlDatabase } from 'sql-kit/sqlDatabase';
import { registryAudit } from './registryAudit';
import { registryCanary } from './registryCanary';
import { registryDocuments } from './registryDocuments';
import { registryLoads } from './registryLoads';
import { updateRoutingOf } from './registryRouting';
import type { RegistryStore } from './registryStore';
import type { RegistryTables } from './registryTables';
import { registryVersions } from './registryVersions';
import { cachedRouting, type RoutingFreshness } from './routingCache';

export { ROUTING_CHANNEL } from './registryRouting';
export type { RoutingFreshness } from './routingCache';

/** The registry's store over a migrated database; closing it closes the database. */
export async function sqlRegistryStore(database: SqlDatabase<RegistryTables>, freshness: RoutingFreshness): Promise<RegistryStore> {
  const { db } = database;
  const postgres = database.dialect === 'postgres';
  const routingCache = await cachedRouting(db, freshness);
  return {
    ...registryVersions(db),
    routing: routingCache.read,
    updateRouting: updateRoutingOf(db, postgres, routingCache.heard),
    ...registryAudit(db),
    ...registryDocuments(db),
    ...registryLoads(db),
    ...registryCanary(db),
    async close() {
      await routingCache.close();
      await database.close();
    },
  };
}
