// When a canary is failing badly enough to take it away from visitors without waiting for a person.

export interface CanaryPolicy {
  /** Failures per load above which the canary is rolled back, 0-1. */
  maxFailureRate: number;
  /** Loads the canary must have been reported for before the rate is trusted. */
  minLoads: number;
}

export const DEFAULT_CANARY_POLICY: CanaryPolicy = { maxFailureRate: 0.1, minLoads: 50 };

export interface LoadCounts {
  loads: number;
  failures: number;
}

/** The audit reason for an automatic rollback, or null to keep the canary. */
export function canaryRollbackReason(version: string, counts: LoadCounts, policy: CanaryPolicy): string | null {
  if (counts.loads < policy.minLoads || counts.loads === 0) return null;
  const rate = counts.failures / counts.loads;
  if (rate <= policy.maxFailureRate) return null;
  const percent = (value: number) => `${Math.round(value * 1000) / 10} %`;
  return `automatic rollback: canary ${version} failed ${counts.failures} of ${counts.loads} loads (${percent(rate)}), above the ${percent(policy.maxFailureRate)} limit`;
}
