// Changing a remote's routing: the change, its audit entry and the bump of the routing counter in one
// transaction, and over PostgreSQL a notice to every edge on ROUTING_CHANNEL. How edges read the
// routing and learn of changes is in routingCache.ts.

import { sql } from 'kysely';
import type { RemoteName } from 'shared-contracts/platform';
import type { RemoteRouting } from '../rules/routing';
import type { NewAuditEntry, RegistryStore } from './registryStore';
import { insertAudit } from './registryAudit';
import { flag, toRouting, type RegistryDb } from './registryRows';

export const ROUTING_CHANNEL = 'registry_routing';

/** Writes the changed routing and returns the counter value it was written as. */
async function writeRouting(
  db: RegistryDb,
  postgres: boolean,
  remote: RemoteName,
  change: (current: RemoteRouting) => { next: RemoteRouting; audit: NewAuditEntry },
): Promise<{ next: RemoteRouting; version: number }> {
  return db.transaction().execute(async (tx) => {
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
}

/** updateRouting, telling this edge's routing cache (`heard`) of the counter value it wrote. */
export const updateRoutingOf =
  (db: RegistryDb, postgres: boolean, heard: (version: number) => void): RegistryStore['updateRouting'] =>
  async (remote, change) => {
    const { next, version } = await writeRouting(db, postgres, remote, change);
    heard(version);
    return next;
  };
