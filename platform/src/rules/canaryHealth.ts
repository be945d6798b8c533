// When a canary is failing badly enough to take it away from visitors without waiting for a person.
// Load reports come from browsers, so anyone can send them. Only browsers whose identity the server
// signed count, each once however many pages it reported; and since one request mints an identity,
// a stranger can have any number of browsers from each address they hold, so the browsers whose
// identities were issued on one network count as one. The rule trusts failures only when they come
// from browsers of many networks, reported from many addresses, and judges the canary's failure
// rate against the stable version's over the same time, so trouble that fails every build (a slow
// carrier, an extension) is not the canary's fault. Evidence most of which one address reported is
// what a stranger with a few addresses can make: it raises an alert for a person instead.

export interface CanaryPolicy {
  /** How far, 0-1, the canary's failure rate (of the networks whose browsers reported it) may be above stable's before it is rolled back. */
  maxFailureRate: number;
  /** Networks whose browsers must have reported the canary before its rate is trusted (PINBOARD_CANARY_MIN_LOADS). */
  minLoads: number;
  /** Distinct networks (an IPv4 address, an IPv6 /64) the failing browsers were issued their identities on. */
  minVisitors: number;
  /** Distinct client networks the failures must have been reported from. */
  minAddresses: number;
  /**
   * The largest share of the failures, 0-1, one network may hold for a rollback to go ahead by
   * itself; above it the evidence is concentrated and a person is alerted instead.
   */
  maxNetworkShare: number;
}

/**
 * minVisitors 10: a canary that fails for real fails for every browser it is served to, so at the
 * 50 networks minLoads asks for, ten failing ones come at once; a stranger needs ten addresses to
 * have browsers on ten networks, however many browsers each mints. minAddresses 5: real visitors
 * arrive from many networks (only an office or a carrier's NAT puts several behind one address),
 * while a single client has one; and still few enough that a small site's first real failures
 * reach it. Both are settings (PINBOARD_CANARY_MIN_VISITORS,
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

/**
 * What the server knows about a canary since it started taking traffic, and about the stable version
 * over the same time. Only loads from browsers the server signed are evidence, counted by the
 * network each browser's identity was issued on: many browsers issued on one network are one.
 */
export interface CanaryEvidence {
  /** Documents the server served with the canary. */
  documents: number;
  /** Load outcomes reported for the canary by signed browsers (at most one per page view), shown for reference. */
  loads: number;
  /** Of them, failures. */
  failures: number;
  /** Networks whose browsers reported the canary: the failure rate's base (absent in records from before). */
  browsers?: number;
  /** Of them, networks with a failing browser. */
  failingVisitors: number;
  /** Distinct client networks the failures were reported from. */
  failingAddresses: number;
  /** Failing browsers' networks reported from the one address that reported most (0 in records from before it was kept). */
  topNetworkFailures?: number;
  /** Networks whose browsers reported the stable version over the same time, and those with a failure. */
  stableBrowsers?: number;
  stableFailingBrowsers?: number;
}

/** `alert`: the canary would be rolled back but the evidence is concentrated; a person decides. */
export type CanaryDecision = { rollback: true; reason: string } | { rollback: false; alert?: true; reason: string };

const percent = (value: number) => `${Math.round(value * 1000) / 10} %`;
const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : noun.endsWith('s') ? 'es' : 's'}`;

/**
 * The canary's failure rate: networks with a failing browser per network whose browsers reported it
 * (records from before: failures per document served, or per load when fewer documents are on record).
 */
export function canaryFailureRate(evidence: CanaryEvidence): number | null {
  if (evidence.browsers !== undefined) return evidence.browsers === 0 ? null : evidence.failingVisitors / evidence.browsers;
  const base = Math.max(evidence.documents, evidence.loads);
  return base === 0 ? null : evidence.failures / base;
}

/**
 * Stable's failure rate over the canary's time, the canary's is judged against; null when fewer
 * networks reported it than the canary needs (a canary on 100 % leaves stable none), and then the
 * canary is judged against 0 %: a rate from a handful of pages neither hides a bad canary nor
 * condemns a good one.
 */
export function stableFailureRate(evidence: CanaryEvidence, policy: Pick<CanaryPolicy, 'minLoads'>): number | null {
  const networks = evidence.stableBrowsers ?? 0;
  if (networks < Math.max(1, policy.minLoads)) return null;
  return (evidence.stableFailingBrowsers ?? 0) / networks;
}

/** Whether to roll the canary back, with the sentence that says why either way (the audit log's reason when it does). */
export function canaryDecision(version: string, evidence: CanaryEvidence, policy: CanaryPolicy): CanaryDecision {
  const keep = (reason: string): CanaryDecision => ({ rollback: false, reason });
  const networks = evidence.browsers ?? 0;
  const { failingVisitors: failing, failingAddresses } = evidence;
  if (networks < policy.minLoads || networks === 0) {
    return keep(`browsers from ${counted(networks, 'network')} reported the canary, fewer than the ${policy.minLoads} needed to judge`);
  }
  const rate = failing / networks;
  const stable = stableFailureRate(evidence, policy);
  const against =
    stable === null
      ? `stable was reported from too few networks over the same time to compare (${evidence.stableBrowsers ?? 0}), so against 0 %`
      : `stable failed in ${evidence.stableFailingBrowsers ?? 0} of ${evidence.stableBrowsers ?? 0} (${percent(stable)}) over the same time`;
  const failed = `failed in browsers from ${failing} of ${networks} networks (${percent(rate)})`;
  if (rate - (stable ?? 0) <= policy.maxFailureRate) {
    return keep(`${failed}; ${against}: within the ${percent(policy.maxFailureRate)} it may be above`);
  }
  if (failing < policy.minVisitors) {
    return keep(`the failing browsers were issued on ${counted(failing, 'network')}, fewer than the ${policy.minVisitors} needed`);
  }
  if (failingAddresses < policy.minAddresses) {
    return keep(`the failures were reported from ${counted(failingAddresses, 'address')}, fewer than the ${policy.minAddresses} needed`);
  }
  const top = evidence.topNetworkFailures ?? 0;
  if (top > policy.maxNetworkShare * failing) {
    return {
      rollback: false,
      alert: true,
      reason:
        `alert: canary ${version} ${failed}, but ${top} of them were reported from one address ` +
        `(${percent(top / failing)}), more than the ${percent(policy.maxNetworkShare)} one network may hold: not rolled back automatically; a person should look`,
    };
  }
  return {
    rollback: true,
    reason:
      `automatic rollback: canary ${version} ${failed}, reported from ${counted(failingAddresses, 'address')}; ` +
      `${against}: more than ${percent(policy.maxFailureRate)} above`,
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
