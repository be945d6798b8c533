// What the parts of the registry's store share (sqlRegistryStore.ts and the registry*.ts beside it):
// the database's type, a flag column's value, and a build's and a remote's routing row read back as
// the store answers them. Kept here once so no part writes its own.

import type { Kysely } from 'kysely';
import { EMPTY_ROUTING, type RemoteRouting } from '../rules/routing';
import type { VersionRecord } from './registryStore';
import type { Flag, RegistryTables } from './registryTables';

export type RegistryDb = Kysely<RegistryTables>;
type VersionRow = RegistryTables['registry_versions'];
export type RoutingRow = Omit<RegistryTables['registry_routing'], 'share' | 'killed' | 'history'> & {
  share: number;
  killed: Flag;
  history: string;
};

export const flag = (value: boolean): Flag => (value ? 1 : 0);

export function toVersion(row: VersionRow): VersionRecord {
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

export function toRouting(row: RoutingRow | undefined): RemoteRouting {
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
