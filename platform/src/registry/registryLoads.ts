// Load reports in the registry: storing each page view's outcome for a remote once, summing one
// version's loads since a time, and forgetting old reports together with old document counts.

import { sql } from 'kysely';
import type { RemoteName } from 'shared-contracts/platform';
import type { LoadReport, LoadSummary, RegistryStore } from './registryStore';
import { flag, type RegistryDb } from './registryRows';

/** One version's load reports at or after `since`. */
export const loadsOf = (db: RegistryDb, remote: RemoteName, version: string, since: number) =>
  db.selectFrom('registry_loads').where('remote', '=', remote).where('version', '=', version).where('at', '>=', since);

const recordLoadsOf =
  (db: RegistryDb): RegistryStore['recordLoads'] =>
  async (reports: readonly LoadReport[], limit = Infinity) => {
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
            browser: report.browser,
            browser_network: report.browserNetwork,
          })
          .onConflict((c) => c.columns(['remote', 'page']).doNothing())
          .execute();
        if (result?.numInsertedOrUpdatedRows === 1n) stored.push(report);
      }
      return stored;
    });
  };

export function registryLoads(db: RegistryDb): Pick<RegistryStore, 'recordLoads' | 'pruneLoads' | 'loadSummary'> {
  return {
    recordLoads: recordLoadsOf(db),
    async pruneLoads(before) {
      return db.transaction().execute(async (tx) => {
        await tx.deleteFrom('registry_document_totals').where('last_at', '<', before).execute();
        await tx.deleteFrom('registry_version_documents').where('minute', '<', before).execute();
        const [result] = await tx.deleteFrom('registry_loads').where('at', '<', before).execute();
        return Number(result?.numDeletedRows ?? 0);
      });
    },
    async loadSummary(remote, version, since): Promise<LoadSummary> {
      const [counts, durations] = await Promise.all([
        loadsOf(db, remote, version, since)
          .select([(eb) => eb.fn.countAll<number>().as('loads'), sql<number>`count(*) FILTER (WHERE NOT ok)`.as('failures')])
          .executeTakeFirstOrThrow(),
        loadsOf(db, remote, version, since).where('ok', '=', 1).select('duration_ms').orderBy('duration_ms').execute(),
      ]);
      return { ...counts, durations: durations.map((row) => row.duration_ms) };
    },
  };
}
