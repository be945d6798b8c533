// The registry's audit log: adding an entry (alone, or in the transaction of the change it records)
// and reading the latest entries, of every remote or of one.

import type { NewAuditEntry, RegistryStore } from './registryStore';
import type { RegistryDb } from './registryRows';

/** Adds an entry through `target`: the database, or the transaction of the change it records. */
export const insertAudit = (target: RegistryDb, entry: NewAuditEntry) => target.insertInto('registry_audit').values(entry).execute();

export function registryAudit(db: RegistryDb): Pick<RegistryStore, 'audit' | 'appendAudit'> {
  return {
    async audit({ limit, remote }) {
      let query = db.selectFrom('registry_audit').selectAll();
      if (remote !== undefined) query = query.where('remote', '=', remote);
      return query.orderBy('id', 'desc').limit(limit).execute();
    },
    async appendAudit(entry) {
      await insertAudit(db, entry);
    },
  };
}
