// The registry's tables as a store reads and writes them, declared once for both databases. Rows
// read the same from either (sql-kit/postgresPool.ts): numbers for BIGINT and counts, 0/1 for
// booleans, text for JSON. Generated<T> marks what the database fills in itself.

import type { Generated } from 'kysely';
import type { RemoteName } from 'shared-contracts/platform';
import type { NewAuditEntry } from './registryStore';

/** 0 or 1: SQLite's INTEGER, PostgreSQL's BOOLEAN read as SQLite's. */
export type Flag = 0 | 1;

export interface RegistryTables {
  registry_versions: {
    remote: RemoteName;
    version: string;
    package_version: string;
    build_id: string;
    contracts_version: string;
    /** JSON: SharedRequirement[]. */
    shared: string;
    /** JSON: VersionFile[]. */
    files: string;
    source: 'deploy' | 'local';
    deployed_at: number;
    deployed_by: string;
  };
  registry_routing: {
    remote: RemoteName;
    stable: string | null;
    canary: string | null;
    share: Generated<number>;
    killed: Generated<Flag>;
    /** JSON: string[], the versions that were stable before, newest last. */
    history: Generated<string>;
    canary_since: number | null;
  };
  /** One row, moved on by every routing write, so an edge can tell its cache is stale. */
  registry_routing_version: {
    version: number;
  };
  /** An audit entry as the store answers it, its id given by the database. */
  registry_audit: NewAuditEntry & { id: Generated<number> };
  registry_loads: {
    id: Generated<number>;
    at: number;
    remote: RemoteName;
    version: string;
    ok: Flag;
    duration_ms: number;
    reason: string | null;
    page: string;
    visitor: string;
    address: string;
    browser: string | null;
    browser_network: string | null;
  };
  registry_document_totals: {
    remote: RemoteName;
    version: string;
    canary_since: number;
    documents: number;
    last_at: number;
  };
  registry_version_documents: {
    remote: RemoteName;
    version: string;
    minute: number;
    documents: number;
  };
  registry_auto_rollbacks: {
    id: Generated<number>;
    remote: RemoteName;
    version: string;
    at: number;
    /** JSON: CanaryEvidence. */
    evidence: string;
    reason: string;
  };
  /** PostgreSQL only: the builds' files, shared by every edge (postgresVersionFiles.ts). */
  registry_files: {
    remote: RemoteName;
    version: string;
    path: string;
    bytes: Buffer;
    integrity: string;
    size: number;
  };
  /** PostgreSQL only: the secret every edge signs with (postgresSigningSecret.ts). */
  registry_secrets: {
    name: 'signing';
    value: string;
    created_at: number;
  };
}
