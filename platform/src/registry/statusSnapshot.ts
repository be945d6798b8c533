// The status page's and the CLI's figures: each remote's routing and, per build, its role, the
// documents every edge served it in and how its loads went, over the last day; and for a
// canary, what the automatic rollback rule decides and on which figures.

import { REMOTE_NAMES, type RemoteName } from 'shared-contracts/platform';
import { canaryDecision, canaryFailureRate, type CanaryEvidence, type CanaryPolicy } from '../rules/canaryHealth';
import { percentile } from '../rules/percentiles';
import type { RemoteRouting } from '../rules/routing';
import type { RegistryStore } from './registryStore';
import type { DocumentTally } from './documentTally';

const LOAD_STATS_WINDOW_MS = 24 * 3600_000;

export interface VersionStatus {
  version: string;
  source: 'deploy' | 'local';
  deployedAt: string;
  deployedBy: string;
  role: 'stable' | 'canary' | 'previous' | 'idle';
  documents: number;
  /** Percent of this remote's documents in the window. */
  documentShare: number;
  loads: number;
  failures: number;
  loadP50Ms: number | null;
  loadP95Ms: number | null;
}

/** What the automatic rollback rule decides about a canary, and the figures it decides on. */
export interface CanaryHealthStatus extends CanaryEvidence {
  version: string;
  /**
   * 'keeping', 'would roll back' or 'needs a person' (the evidence is concentrated on one network:
   * an alert, not a rollback): the current canary, judged now (a rollback or alert happens when the
   * next failure is reported); 'rolled back': the remote's last automatic rollback, with the figures it was decided on.
   */
  decision: 'keeping' | 'would roll back' | 'needs a person' | 'rolled back';
  reason: string;
  /** When the current canary started taking traffic, or when the rollback happened. */
  at: string;
  /** Networks with a failing browser per network reporting the canary (older records: failures per document), in percent. */
  failureRatePercent: number | null;
  thresholds: {
    maxFailureRatePercent: number;
    minLoads: number;
    minVisitors: number;
    minAddresses: number;
    maxNetworkSharePercent: number;
  };
}

export interface RemoteStatus {
  remote: RemoteName;
  routing: Omit<RemoteRouting, 'history' | 'canarySince'> & { previousStable: string | null; canarySince: string | null };
  documents: number;
  versions: VersionStatus[];
  /** The current canary's health, or else the last automatic rollback; null when there was neither. */
  canaryHealth: CanaryHealthStatus | null;
}

export interface PlatformStatus {
  generatedAt: string;
  documentsSince: string;
  loadWindowHours: number;
  remotes: RemoteStatus[];
}

export interface StatusSnapshotDeps {
  store: RegistryStore;
  documents: Pick<DocumentTally, 'since'>;
  canaryPolicy: CanaryPolicy;
  now: () => number;
}

export function createStatusSnapshot({ store, documents, canaryPolicy, now }: StatusSnapshotDeps) {
  const thresholds = {
    maxFailureRatePercent: Math.round(canaryPolicy.maxFailureRate * 1000) / 10,
    minLoads: canaryPolicy.minLoads,
    minVisitors: canaryPolicy.minVisitors,
    minAddresses: canaryPolicy.minAddresses,
    maxNetworkSharePercent: Math.round(canaryPolicy.maxNetworkShare * 1000) / 10,
  };
  const health = (version: string, evidence: CanaryEvidence, decision: CanaryHealthStatus['decision'], reason: string, at: number) => {
    const rate = canaryFailureRate(evidence);
    return {
      version,
      decision,
      reason,
      at: new Date(at).toISOString(),
      ...evidence,
      failureRatePercent: rate === null ? null : Math.round(rate * 1000) / 10,
      thresholds,
    };
  };

  async function canaryHealth(remote: RemoteName, routing: RemoteRouting): Promise<CanaryHealthStatus | null> {
    if (routing.canary && routing.canarySince !== null) {
      const evidence = await store.canaryEvidence(remote, routing.canary, routing.canarySince, routing.stable);
      const decision = canaryDecision(routing.canary, evidence, canaryPolicy);
      const verdict = decision.rollback ? 'would roll back' : decision.alert ? 'needs a person' : 'keeping';
      return health(routing.canary, evidence, verdict, decision.reason, routing.canarySince);
    }
    const last = await store.lastAutoRollback(remote);
    return last ? health(last.version, last.evidence, 'rolled back', last.reason, last.at) : null;
  }

  async function status(): Promise<PlatformStatus> {
    const routing = await store.routing();
    const since = now() - LOAD_STATS_WINDOW_MS;
    const remotes = await Promise.all(
      REMOTE_NAMES.map(async (remote): Promise<RemoteStatus> => {
        const r = routing[remote];
        const records = await store.listVersions(remote);
        const served = await documents.since(remote, since);
        const total = records.reduce((sum, v) => sum + (served.get(v.version) ?? 0), 0);
        const previousStable = r.history.at(-1) ?? null;
        const versions = await Promise.all(
          records.map(async (v): Promise<VersionStatus> => {
            const loads = await store.loadSummary(remote, v.version, since);
            const count = served.get(v.version) ?? 0;
            return {
              version: v.version,
              source: v.source,
              deployedAt: new Date(v.deployedAt).toISOString(),
              deployedBy: v.deployedBy,
              role:
                v.version === r.stable ? 'stable' : v.version === r.canary ? 'canary' : v.version === previousStable ? 'previous' : 'idle',
              documents: count,
              documentShare: total === 0 ? 0 : Math.round((count / total) * 1000) / 10,
              loads: loads.loads,
              failures: loads.failures,
              loadP50Ms: percentile(loads.durations, 50),
              loadP95Ms: percentile(loads.durations, 95),
            };
          }),
        );
        return {
          remote,
          routing: {
            stable: r.stable,
            canary: r.canary,
            share: r.share,
            killed: r.killed,
            previousStable,
            canarySince: r.canarySince === null ? null : new Date(r.canarySince).toISOString(),
          },
          documents: total,
          versions: versions.reverse(),
          canaryHealth: await canaryHealth(remote, r),
        };
      }),
    );
    return {
      generatedAt: new Date(now()).toISOString(),
      documentsSince: new Date(Math.floor(since / 60_000) * 60_000).toISOString(),
      loadWindowHours: LOAD_STATS_WINDOW_MS / 3600_000,
      remotes,
    };
  }

  return { status };
}
