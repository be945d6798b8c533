// The registry's builds: adding one with its audit entry (a remote@version is never replaced), and
// reading one or every build of a remote.

import type { RegistryStore } from './registryStore';
import { insertAudit } from './registryAudit';
import { toVersion, type RegistryDb } from './registryRows';

const addVersionOf =
  (db: RegistryDb): RegistryStore['addVersion'] =>
  async (record, audit) => {
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
  };

export function registryVersions(db: RegistryDb): Pick<RegistryStore, 'addVersion' | 'getVersion' | 'listVersions'> {
  return {
    addVersion: addVersionOf(db),
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
  };
}
