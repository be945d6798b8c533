// What the registry keeps: builds, routing, the audit log and load reports. Async, so a
// PostgreSQL store can stand in for the embedded one without touching its callers.

import type { RemoteName } from 'shared-contracts/platform';
import type { CanaryEvidence } from '../rules/canaryHealth';
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
  /** The page view it came from (its token's visitor and nonce): one outcome per page view and remote. */
  page: string;
  /** The visitor the page was served to (a keyed hash, from the page's token). */
  visitor: string;
  /** The sender's network (a keyed hash; raw addresses are not kept). */
  address: string;
  /** The browser the page was served to (a keyed hash of its signed identity); null on tokens from before browsers were signed. */
  browser: string | null;
  /** The network the server issued that browser's identity to (a keyed hash): the unit canary evidence is counted in. */
  browserNetwork: string | null;
}

/** Documents one edge served with one build in one minute, added to every edge's count. */
export interface MinuteDocuments {
  remote: RemoteName;
  version: string;
  /** The minute's start (ms). */
  minute: number;
  documents: number;
}

/** A canary build served in a document, counted for its health. */
export interface CanaryDocument {
  remote: RemoteName;
  version: string;
  /** The canary's start (ms): a later canary run of the same version counts afresh. */
  canarySince: number;
}

/** The figures an automatic rollback was decided on, kept for the status page. */
export interface AutoRollback {
  remote: RemoteName;
  version: string;
  at: number;
  evidence: CanaryEvidence;
  reason: string;
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
  /** Counts one document served with these canary builds. */
  recordDocument: (served: readonly CanaryDocument[], at: number) => Promise<void>;
  /** Stores each report unless its page view already reported that remote; at most `limit`; returns those stored. */
  recordLoads: (reports: readonly LoadReport[], limit?: number) => Promise<LoadReport[]>;
  /** Adds documents served per build and minute (an edge's tally, sent about once a second). */
  addDocuments: (counts: readonly MinuteDocuments[]) => Promise<void>;
  /** Documents every edge served with each build of a remote in minutes starting at or after `since`, by version. */
  documentsSince: (remote: RemoteName, since: number) => Promise<Map<string, number>>;
  /** Forgets load reports and document counts older than `before` (ms); returns how many load reports. */
  pruneLoads: (before: number) => Promise<number>;
  /** Loads of one version reported at or after `since`. */
  loadSummary: (remote: RemoteName, version: string, since: number) => Promise<LoadSummary>;
  /**
   * What a canary's health is judged on: documents served with it as the canary that started at
   * `since`, its browsers' loads since then, and the `stable` version's over the same time.
   */
  canaryEvidence: (remote: RemoteName, version: string, since: number, stable: string | null) => Promise<CanaryEvidence>;
  recordAutoRollback: (rollback: AutoRollback) => Promise<void>;
  /** The latest automatic rollback of a remote's canary, if any. */
  lastAutoRollback: (remote: RemoteName) => Promise<AutoRollback | undefined>;
  close: () => Promise<void>;
}
