// Documents counted for the registry: each document served with a canary build (for that canary's
// health), and every edge's documents per build and minute, summed by version since a minute.

import type { RegistryStore } from './registryStore';
import type { RegistryDb } from './registryRows';

export function registryDocuments(db: RegistryDb): Pick<RegistryStore, 'recordDocument' | 'addDocuments' | 'documentsSince'> {
  return {
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
  };
}
