import {
  DEFAULT_CANARY_POLICY,
  canaryDecision,
  canaryFailureRate,
  stableFailureRate,
  type CanaryDecision,
  type CanaryEvidence,
} from './canaryHealth';

const policy = { maxFailureRate: 0.1, minLoads: 50, minVisitors: 10, minAddresses: 5, maxNetworkShare: 0.5 };
const V = '1.1.0+bbbbbbbbbb';
/** A canary that fails for every browser it is served to, each of its own network and reported from its own address, while stable is fine. */
const failing = (browsers: number, stable = { browsers: 200, failing: 0 }): CanaryEvidence => ({
  documents: browsers,
  loads: browsers,
  failures: browsers,
  browsers,
  failingVisitors: browsers,
  failingAddresses: browsers,
  topNetworkFailures: browsers === 0 ? 0 : 1,
  stableBrowsers: stable.browsers,
  stableFailingBrowsers: stable.failing,
});
/** Browsers of `networks` networks reported the canary, those of `failingNetworks` failed, reported from `addresses` addresses evenly. */
const evidence = (networks: number, failingNetworks: number, addresses: number, stable?: { browsers: number; failing: number }) => ({
  ...failing(networks, stable),
  failures: failingNetworks,
  failingVisitors: failingNetworks,
  failingAddresses: addresses,
  topNetworkFailures: Math.ceil(failingNetworks / addresses),
});

/** The reasons' sentences, with the figures each case changes. */
const CLEAN_STABLE = 'stable failed in 0 of 200 (0 %)';
const tooFewNetworks = (networks: number) => `browsers from ${networks} networks reported the canary, fewer than the 50 needed to judge`;
const rolledBack = (failed: string, addresses: number, stable = CLEAN_STABLE) =>
  `automatic rollback: canary ${V} failed in browsers from ${failed}, reported from ${addresses} addresses; ${stable} over the same time: more than 10 % above`;
const within = (failed: string, stable = CLEAN_STABLE) =>
  `failed in browsers from ${failed}; ${stable} over the same time: within the 10 % it may be above`;

describe('canaryDecision', () => {
  it.each<[string, CanaryEvidence, boolean, string]>([
    ['nothing reported', failing(0), false, tooFewNetworks(0)],
    ['below the minimum of networks, even at 100 %', failing(49), false, tooFewNetworks(49)],
    // Many reports, few networks: browsers count by the network they were issued on, however many pages they reported.
    [
      'a thousand failed loads from browsers of 20 networks',
      { ...evidence(20, 20, 20), loads: 1000, failures: 1000 },
      false,
      tooFewNetworks(20),
    ],
    ['a real failing canary', failing(50), true, rolledBack('50 of 50 networks (100 %)', 50)],
    ['at the limit exactly, stable clean', evidence(100, 10, 10), false, within('10 of 100 networks (10 %)')],
    [
      'just above the limit, from exactly enough networks and addresses',
      evidence(200, 21, 5),
      true,
      rolledBack('21 of 200 networks (10.5 %)', 5),
    ],
    // Judged against stable over the same time: trouble that fails every build is not the canary's doing.
    [
      'failing as often as stable does',
      evidence(100, 30, 20, { browsers: 400, failing: 120 }),
      false,
      within('30 of 100 networks (30 %)', 'stable failed in 120 of 400 (30 %)'),
    ],
    [
      'a little worse than stable, within the margin',
      evidence(100, 35, 20, { browsers: 400, failing: 120 }),
      false,
      within('35 of 100 networks (35 %)', 'stable failed in 120 of 400 (30 %)'),
    ],
    [
      'clearly worse than a stable that fails too',
      evidence(100, 45, 20, { browsers: 400, failing: 120 }),
      true,
      rolledBack('45 of 100 networks (45 %)', 20, 'stable failed in 120 of 400 (30 %)'),
    ],
    // A canary on 100 % leaves stable no browsers; a handful of networks is no rate to lean on either way.
    [
      'stable reported from too few networks to compare',
      evidence(100, 45, 20, { browsers: 4, failing: 4 }),
      true,
      `automatic rollback: canary ${V} failed in browsers from 45 of 100 networks (45 %), reported from 20 addresses; stable was reported from too few networks over the same time to compare (4), so against 0 %: more than 10 % above`,
    ],
    [
      'stable reported by nobody, canary within the limit',
      evidence(100, 8, 8, { browsers: 0, failing: 0 }),
      false,
      'failed in browsers from 8 of 100 networks (8 %); stable was reported from too few networks over the same time to compare (0), so against 0 %: within the 10 % it may be above',
    ],
    // Browsers of many networks whose failures one address reported.
    [
      'browsers of 100 networks, reported from one address',
      evidence(100, 100, 1),
      false,
      'the failures were reported from 1 address, fewer than the 5 needed',
    ],
    // Issue 59: 12 browsers minted from each of 5 addresses are browsers of 5 networks: on a quiet
    // site short of the minimum to judge, and among a busier site's own, short of 10 failing networks.
    ['five addresses’ 60 browsers on a quiet site', evidence(5, 5, 5), false, tooFewNetworks(5)],
    ['five addresses’ 60 browsers among the site’s own of 45 networks', evidence(50, 5, 5), false, within('5 of 50 networks (10 %)')],
    [
      'failing browsers of 6 networks of 50',
      evidence(50, 6, 6),
      false,
      'the failing browsers were issued on 6 networks, fewer than the 10 needed',
    ],
    [
      'one network fewer than needed',
      evidence(60, 9, 9),
      false,
      'the failing browsers were issued on 9 networks, fewer than the 10 needed',
    ],
    ['one address fewer than needed', evidence(60, 30, 4), false, 'the failures were reported from 4 addresses, fewer than the 5 needed'],
  ])('%s', (_label, given, rollback, reason) => {
    expect(canaryDecision(V, given, policy)).toEqual({ rollback, reason });
  });

  // Issue 41: one network holding most of the failing browsers, topped up from four more.
  const forged = evidence(72, 72, 5);
  const alertedForged = (top: number, share: string): CanaryDecision => ({
    rollback: false,
    alert: true,
    reason: `alert: canary ${V} failed in browsers from 72 of 72 networks (100 %), but ${top} of them were reported from one address (${share}), more than the 50 % one network may hold: not rolled back automatically; a person should look`,
  });
  it.each<[string, CanaryEvidence, CanaryDecision]>([
    ['one network holds 60 of 72 failing browsers', { ...forged, topNetworkFailures: 60 }, alertedForged(60, '83.3 %')],
    ['one network holds 37 of 72, just over half', { ...forged, topNetworkFailures: 37 }, alertedForged(37, '51.4 %')],
    [
      'one network holds exactly half',
      { ...forged, topNetworkFailures: 36 },
      {
        rollback: true,
        reason: rolledBack('72 of 72 networks (100 %)', 5),
      },
    ],
    [
      'below the rate, however concentrated: nothing to alert about',
      { ...evidence(72, 5, 1), topNetworkFailures: 5 },
      {
        rollback: false,
        reason: within('5 of 72 networks (6.9 %)'),
      },
    ],
  ])('concentrated evidence: %s', (_label, given, decision) => {
    expect(canaryDecision(V, given, policy)).toEqual(decision);
  });

  it('with the e2e settings (1 network, 50 %, one address, which may hold all) one failing browser rolls a crashing canary back', () => {
    const e2e = { maxFailureRate: 0.5, minLoads: 1, minVisitors: 1, minAddresses: 1, maxNetworkShare: 1 };
    // One machine: however many browsers or reloads, one network.
    const oneMachine = { ...evidence(1, 1, 1, { browsers: 0, failing: 0 }), loads: 3, failures: 3 };
    expect(canaryDecision(V, oneMachine, e2e).rollback).toBe(true);
    expect(canaryDecision(V, oneMachine, DEFAULT_CANARY_POLICY).rollback).toBe(false);
  });

  it('has safe defaults', () => {
    expect(DEFAULT_CANARY_POLICY).toEqual(policy);
  });
});

describe('canaryFailureRate', () => {
  it.each<[CanaryEvidence, number | null]>([
    [failing(0), null],
    [evidence(10, 2, 2), 0.2],
    [{ ...evidence(4, 2, 2), documents: 100, loads: 40 }, 0.5],
    // A record from before browsers were counted: failures per document served (or per load, when more).
    [{ documents: 10, loads: 4, failures: 2, failingVisitors: 2, failingAddresses: 2 }, 0.2],
    [{ documents: 2, loads: 4, failures: 2, failingVisitors: 2, failingAddresses: 2 }, 0.5],
  ])('%j → %p', (given, rate) => {
    expect(canaryFailureRate(given)).toBe(rate);
  });
});

describe('stableFailureRate', () => {
  it.each<[number, number, number | null]>([
    [0, 0, null],
    [49, 10, null],
    [50, 10, 0.2],
    [400, 0, 0],
  ])('%p browsers, %p failing → %p', (browsers, failingBrowsers, rate) => {
    expect(stableFailureRate({ ...failing(0), stableBrowsers: browsers, stableFailingBrowsers: failingBrowsers }, policy)).toBe(rate);
  });
});
