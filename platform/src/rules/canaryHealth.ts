// When a canary is failing badly enough to take it away from visitors without waiting for a person.
// Load reports come from browsers, so anyone can send them: the rule trusts failures only when they
// come from many visitors on many networks, and weighs them against the documents the server itself
// served with the canary, not just against the reports it happened to receive. Evidence most of
// which comes from one network is what a stranger with a few addresses can make: it raises an
// alert for a person instead of rolling the canary back.

export interface CanaryPolicy {
  /** Failures per document served above which the canary is rolled back, 0-1. */
  maxFailureRate: number;
  /** Loads the canary must have been reported for before the rate is trusted. */
  minLoads: number;
  /** Distinct visitors (page tokens' visitor) whose pages must have failed. */
  minVisitors: number;
  /** Distinct client networks (an IPv4 address, an IPv6 /64) the failures must have come from. */
  minAddresses: number;
  /**
   * The largest share of the failures, 0-1, one network may hold for a rollback to go ahead by
   * itself; above it the evidence is concentrated and a person is alerted instead.
   */
  maxNetworkShare: number;
}

/**
 * minVisitors 10: a canary that fails for real fails for everyone it is served to, so at the 50
 * loads minLoads asks for, ten failing visitors come at once, while one person clearing cookies
 * ten times is already work. minAddresses 5: real visitors arrive from many networks (only an
 * office or a carrier's NAT puts several behind one address), while a single client has one; five
 * networks is what a stranger must control to forge a rollback, and still few enough that a small
 * site's first real failures reach it. Both are settings (PINBOARD_CANARY_MIN_VISITORS,
 * PINBOARD_CANARY_MIN_ADDRESSES) for sites that want more.
 *
 * maxNetworkShare 0.5: a canary that fails for everyone fails in proportion to where its visitors
 * are, and a site whose traffic half comes through one network is rare; a stranger who forges
 * failures from one address and tops them up from four more (issue 41: 60 + 4 × 3) holds 83 %.
 * A setting (PINBOARD_CANARY_MAX_NETWORK_SHARE, percent).
 */
export const DEFAULT_CANARY_POLICY: CanaryPolicy = {
  maxFailureRate: 0.1,
  minLoads: 50,
  minVisitors: 10,
  minAddresses: 5,
  maxNetworkShare: 0.5,
};

/** What the server knows about a canary since it started taking traffic. */
export interface CanaryEvidence {
  /** Documents the server served with the canary. */
  documents: number;
  /** Load outcomes counted (at most one per page view and area, none beyond a visitor's documents). */
  loads: number;
  failures: number;
  /** Distinct visitors among the failures. */
  failingVisitors: number;
  /** Distinct client networks among the failures. */
  failingAddresses: number;
  /** Failures from the one network that sent the most (0 in records from before it was kept). */
  topNetworkFailures?: number;
}

/** `alert`: the canary would be rolled back but the evidence is concentrated; a person decides. */
export type CanaryDecision = { rollback: true; reason: string } | { rollback: false; alert?: true; reason: string };

const percent = (value: number) => `${Math.round(value * 1000) / 10} %`;
const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : noun.endsWith('s') ? 'es' : 's'}`;

/**
 * The failure rate the decision uses: failures per document served with the canary (loads stand in
 * when fewer documents are on record, e.g. pages served before the server counted them).
 */
export function canaryFailureRate(evidence: CanaryEvidence): number | null {
  const base = Math.max(evidence.documents, evidence.loads);
  return base === 0 ? null : evidence.failures / base;
}

/** Whether to roll the canary back, with the sentence that says why either way (the audit log's reason when it does). */
export function canaryDecision(version: string, evidence: CanaryEvidence, policy: CanaryPolicy): CanaryDecision {
  const keep = (reason: string): CanaryDecision => ({ rollback: false, reason });
  const { documents, loads, failures, failingVisitors, failingAddresses } = evidence;
  if (loads < policy.minLoads || loads === 0) return keep(`${loads} loads reported, fewer than the ${policy.minLoads} needed to judge`);
  const rate = canaryFailureRate(evidence) ?? 0;
  const base = Math.max(documents, loads);
  if (rate <= policy.maxFailureRate) {
    return keep(`${failures} failures in ${base} documents served (${percent(rate)}), within the ${percent(policy.maxFailureRate)} limit`);
  }
  if (failingVisitors < policy.minVisitors) {
    return keep(`the failures come from ${counted(failingVisitors, 'visitor')}, fewer than the ${policy.minVisitors} needed`);
  }
  if (failingAddresses < policy.minAddresses) {
    return keep(`the failures come from ${counted(failingAddresses, 'address')}, fewer than the ${policy.minAddresses} needed`);
  }
  const top = evidence.topNetworkFailures ?? 0;
  if (top > policy.maxNetworkShare * failures) {
    return {
      rollback: false,
      alert: true,
      reason:
        `alert: canary ${version} failed ${failures} of ${loads} loads reported (${percent(rate)}), but ${top} of the failures come from one network ` +
        `(${percent(top / failures)}), more than the ${percent(policy.maxNetworkShare)} one network may hold: not rolled back automatically; a person should look`,
    };
  }
  return {
    rollback: true,
    reason:
      `automatic rollback: canary ${version} failed ${failures} of ${loads} loads reported for ${documents} documents served (${percent(rate)}), ` +
      `from ${counted(failingVisitors, 'visitor')} at ${counted(failingAddresses, 'address')}; above the ${percent(policy.maxFailureRate)} limit`,
  };
}

/** A policy as the server's settings give it: the visitor and address minimums and the network share default to DEFAULT_CANARY_POLICY's. */
export type CanaryPolicySettings = Omit<CanaryPolicy, 'minVisitors' | 'minAddresses' | 'maxNetworkShare'> &
  Partial<Pick<CanaryPolicy, 'minVisitors' | 'minAddresses' | 'maxNetworkShare'>>;

export function completeCanaryPolicy(settings: CanaryPolicySettings): CanaryPolicy {
  return {
    ...settings,
    minVisitors: settings.minVisitors ?? DEFAULT_CANARY_POLICY.minVisitors,
    minAddresses: settings.minAddresses ?? DEFAULT_CANARY_POLICY.minAddresses,
    maxNetworkShare: settings.maxNetworkShare ?? DEFAULT_CANARY_POLICY.maxNetworkShare,
  };
}
