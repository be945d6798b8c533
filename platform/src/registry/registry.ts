// The registry: immutable builds per remote, routing per remote with canaries and a kill switch,
// signed overrides, load reports with automatic rollback, and the status figures. The edge
// server asks it which build of each area a document gets. Each concern lives in its own file;
// this one only wires them together and is the one callers import.

import { completeCanaryPolicy, type CanaryPolicySettings } from '../rules/canaryHealth';
import type { ShellProvides } from '../rules/compatibility';
import { createBrowserIds } from './browserIds';
import { createDeploys } from './deploys';
import { createDocumentTally } from './documentTally';
import { createEntryProofs } from './entryProofs';
import { createLoadReports } from './loadReports';
import { createRegisteredBuilds } from './registeredBuilds';
import type { RegistryStore } from './registryStore';
import { createRoutingChanges } from './routingChanges';
import { createServedSets } from './servedSets';
import { createStatusSnapshot } from './statusSnapshot';
import type { VersionFiles } from './versionFiles';

export { MAX_BUILD_BYTES, MAX_FILES, type DeployInput } from './deploys';
export { LOAD_RETENTION_MS, MAX_LOADS_PER_ADDRESS_PER_MINUTE, type IncomingLoad, type ReportTokenVisitor } from './loadReports';
export { DEFAULT_OVERRIDE_TTL_MS, MAX_OVERRIDE_TTL_MS, type Actor, type RoutingCommand, type RoutingOptions } from './routingChanges';
export type { ServedSet, VisitorRequest } from './servedSets';
export type { ServerEntry } from './registeredBuilds';
export { SERVER_ENTRY_FILE } from './buildBundle';
export type { CanaryHealthStatus, PlatformStatus, RemoteStatus, VersionStatus } from './statusSnapshot';

export interface RegistryOptions {
  store: RegistryStore;
  files: VersionFiles;
  shell: ShellProvides;
  signingSecret: string;
  /** The visitor and address minimums default to safe values when left out. */
  canaryPolicy: CanaryPolicySettings;
  now?: () => number;
  log?: (line: string) => void;
}

export type Registry = ReturnType<typeof createRegistry>;

export function createRegistry(options: RegistryOptions) {
  const { store, files, shell, signingSecret } = options;
  const canaryPolicy = completeCanaryPolicy(options.canaryPolicy);
  const now = options.now ?? Date.now;
  const startedAt = now();
  const log = options.log ?? (() => undefined);
  // Counted as documents are served, read by the status figures.
  const documents = createDocumentTally(store, { now, log });

  const builds = createRegisteredBuilds({ store, files, shell });
  const routing = createRoutingChanges({ store, builds, signingSecret, now, log });
  const deploys = createDeploys({ store, files, builds, changeRouting: routing.changeRouting, now, log });
  const browserIds = createBrowserIds(signingSecret, now);
  const entryProofs = createEntryProofs(signingSecret, now);
  const loads = createLoadReports({ store, signingSecret, entryProofs, canaryPolicy, now, log });
  const served = createServedSets({ store, builds, signingSecret, reportTokenFor: loads.reportTokenFor, documents, now });
  const snapshot = createStatusSnapshot({ store, documents, canaryPolicy, now });

  return {
    startedAt,
    deploy: deploys.deploy,
    /** Records a deploy refused before the registry read it (a token that may not deploy that area). */
    auditRefusedDeploy: deploys.auditRefusal,
    adoptLocalBuild: deploys.adoptLocalBuild,
    servedFile: builds.servedFile,
    readServerEntry: builds.readServerEntry,
    versions: builds.versions,
    /** A build's compressed bytes before it can mount, and the budget its manifest declares. */
    readSize: builds.readSize,
    /** Throws a 422 naming why a build cannot run in this shell (the debug panel lists only those that can). */
    checkCompatible: builds.checkCompatible,
    routing: routing.routing,
    changeRouting: routing.changeRouting,
    audit: routing.audit,
    issueOverride: routing.issueOverride,
    readOverride: served.readOverride,
    documentSet: served.documentSet,
    currentSet: served.currentSet,
    acceptLoads: loads.acceptLoads,
    /** A new signed browser identity and its cookie value; and the identity a cookie carries (null: none, or not the server's). */
    mintBrowser: browserIds.mint,
    readBrowser: browserIds.read,
    /** The entry proof cookie's new value once a browser fetched an entry (null: it already says so). */
    proveEntry: entryProofs.prove,
    /** The visitor (a short keyed hash) a page's report token was issued to; null when forged or expired. */
    readReportToken: loads.readReportToken,
    status: snapshot.status,
    /** Adds this edge's last counted documents to the store and stops counting into it; before the store closes. */
    closeDocumentCounts: documents.close,
  };
}
