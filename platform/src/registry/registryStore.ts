// What the registry keeps: builds, routing, the audit log and load reports. Async, so a
// PostgreSQL store can stand in for the embedded one without touching its callers.

import type { RemoteName } from 'shared-contracts';
import type { SharedRequirement } from '../rules/compatibility';
import type { RemoteRouting } from '../rules/routing';

export interface VersionFile {
  /** Path inside the build, e.g. 'remoteEntry.js' or '470.a691bcbb.js'. */
  path: string;
  integrity: string;
  size: number;
}

export interface VersionRecord {
  remote: RemoteName;
  /** packageVersion + '+' + buildId: immutable once registered. */
  version: string;
  packageVersion: string;
  buildId: string;
  contractsVersion: string;
  shared: SharedRequirement[];
  files: VersionFile[];
  /** 'deploy' from the CLI; 'local' when the server took a working-tree build at start. */
  source: 'deploy' | 'local';
  deployedAt: number;
  deployedBy: string;
}

export interface AuditEntry {
  id: number;
  at: number;
  actor: string;
  remote: RemoteName | null;
  action: string;
  summary: string;
  reason: string;
}

export type NewAuditEntry = Omit<AuditEntry, 'id'>;

export interface LoadReport {
  remote: RemoteName;
  version: string;
  ok: boolean;
  durationMs: number;
  /** Why it failed, short, when it did. */
  reason: string | null;
  at: number;
}

export interface LoadSummary {
  loads: number;
  failures: number;
  /** Successful load durations, ascending. */
  durations: number[];
}

export interface RegistryStore {
  /** Adds a build; false when that remote@version exists (builds are immutable). */
  addVersion: (record: VersionRecord, audit: NewAuditEntry) => Promise<boolean>;
  getVersion: (remote: RemoteName, version: string) => Promise<VersionRecord | undefined>;
  listVersions: (remote: RemoteName) => Promise<VersionRecord[]>;
  /** Every remote's routing; cheap to call per request (cached until the data changes). */
  routing: () => Promise<Record<RemoteName, RemoteRouting>>;
  /**
   * Reads a remote's routing, applies `change` and writes the result with its audit entry in one
   * transaction; `change` throws to refuse.
   */
  updateRouting: (
    remote: RemoteName,
    change: (current: RemoteRouting) => { next: RemoteRouting; audit: NewAuditEntry },
  ) => Promise<RemoteRouting>;
  audit: (options: { limit: number; remote?: RemoteName }) => Promise<AuditEntry[]>;
  appendAudit: (entry: NewAuditEntry) => Promise<void>;
  recordLoads: (reports: readonly LoadReport[]) => Promise<void>;
  /** Forgets load reports older than `before` (ms); returns how many. */
  pruneLoads: (before: number) => Promise<number>;
  /** Loads of one version reported at or after `since`. */
  loadSummary: (remote: RemoteName, version: string, since: number) => Promise<LoadSummary>;
  close: () => Promise<void>;
}
