import { DEFAULT_CANARY_POLICY, canaryDecision, canaryFailureRate, type CanaryDecision, type CanaryEvidence } from './canaryHealth';

const policy = { maxFailureRate: 0.1, minLoads: 50, minVisitors: 10, minAddresses: 5, maxNetworkShare: 0.5 };
const V = '1.1.0+bbbbbbbbbb';
/** A canary that fails for everyone: each document a failed load from its own visitor, on many networks. */
const failing = (documents: number): CanaryEvidence => ({
  documents,
  loads: documents,
  failures: documents,
  failingVisitors: documents,
  failingAddresses: documents,
});

describe('canaryDecision', () => {
  it.each<[string, CanaryEvidence, boolean, string]>([
    ['nothing reported', failing(0), false, '0 loads reported, fewer than the 50 needed to judge'],
    ['below the minimum of loads, even at 100 %', failing(49), false, '49 loads reported, fewer than the 50 needed to judge'],
    [
      'a real failing canary',
      failing(50),
      true,
      `automatic rollback: canary ${V} failed 50 of 50 loads reported for 50 documents served (100 %), from 50 visitors at 50 addresses; above the 10 % limit`,
    ],
    [
      'at the limit exactly',
      { documents: 100, loads: 60, failures: 10, failingVisitors: 10, failingAddresses: 10 },
      false,
      '10 failures in 100 documents served (10 %), within the 10 % limit',
    ],
    [
      'just above the limit, from exactly enough visitors and addresses',
      { documents: 200, loads: 200, failures: 21, failingVisitors: 10, failingAddresses: 5 },
      true,
      `automatic rollback: canary ${V} failed 21 of 200 loads reported for 200 documents served (10.5 %), from 10 visitors at 5 addresses; above the 10 % limit`,
    ],
    // Weighed against documents served, not reports received: 6 of 50 reports failed (12 %), but
    // the canary was served in 1,000 documents.
    [
      'failures among few reports of many documents',
      { documents: 1000, loads: 50, failures: 6, failingVisitors: 6, failingAddresses: 6 },
      false,
      '6 failures in 1000 documents served (0.6 %), within the 10 % limit',
    ],
    // One client, one address: 100 cookie-less documents are 100 visitors, but one network.
    [
      'one client with 100 fresh visitors',
      { documents: 100, loads: 100, failures: 100, failingVisitors: 100, failingAddresses: 1 },
      false,
      'the failures come from 1 address, fewer than the 5 needed',
    ],
    [
      'one visitor on many networks',
      { documents: 60, loads: 60, failures: 60, failingVisitors: 1, failingAddresses: 8 },
      false,
      'the failures come from 1 visitor, fewer than the 10 needed',
    ],
    [
      'one visitor fewer than needed',
      { documents: 60, loads: 60, failures: 60, failingVisitors: 9, failingAddresses: 9 },
      false,
      'the failures come from 9 visitors, fewer than the 10 needed',
    ],
    [
      'one address fewer than needed',
      { documents: 60, loads: 60, failures: 60, failingVisitors: 30, failingAddresses: 4 },
      false,
      'the failures come from 4 addresses, fewer than the 5 needed',
    ],
    // Pages served before documents were counted: the loads stand in.
    [
      'fewer documents on record than loads',
      { documents: 0, loads: 50, failures: 50, failingVisitors: 20, failingAddresses: 10 },
      true,
      `automatic rollback: canary ${V} failed 50 of 50 loads reported for 0 documents served (100 %), from 20 visitors at 10 addresses; above the 10 % limit`,
    ],
  ])('%s', (_label, evidence, rollback, reason) => {
    expect(canaryDecision(V, evidence, policy)).toEqual({ rollback, reason });
  });

  // Issue 41: 60 forged failures from one address, then 3 from each of 4 more.
  const forged = { documents: 72, loads: 72, failures: 72, failingVisitors: 72, failingAddresses: 5 };
  it.each<[string, CanaryEvidence, CanaryDecision]>([
    [
      'one network holds 60 of 72 failures',
      { ...forged, topNetworkFailures: 60 },
      {
        rollback: false,
        alert: true,
        reason:
          `alert: canary ${V} failed 72 of 72 loads reported (100 %), but 60 of the failures come from one network (83.3 %), ` +
          'more than the 50 % one network may hold: not rolled back automatically; a person should look',
      },
    ],
    [
      'one network holds 37 of 72, just over half',
      { ...forged, topNetworkFailures: 37 },
      {
        rollback: false,
        alert: true,
        reason:
          `alert: canary ${V} failed 72 of 72 loads reported (100 %), but 37 of the failures come from one network (51.4 %), ` +
          'more than the 50 % one network may hold: not rolled back automatically; a person should look',
      },
    ],
    [
      'one network holds exactly half',
      { ...forged, topNetworkFailures: 36 },
      {
        rollback: true,
        reason: `automatic rollback: canary ${V} failed 72 of 72 loads reported for 72 documents served (100 %), from 72 visitors at 5 addresses; above the 10 % limit`,
      },
    ],
    [
      'below the rate, however concentrated: nothing to alert about',
      { ...forged, failures: 5, failingVisitors: 5, topNetworkFailures: 5 },
      { rollback: false, reason: '5 failures in 72 documents served (6.9 %), within the 10 % limit' },
    ],
  ])('concentrated evidence: %s', (_label, evidence, decision) => {
    expect(canaryDecision(V, evidence, policy)).toEqual(decision);
  });

  it('with the e2e settings (3 loads, 50 %, one visitor, one address, one network may hold all) one browser rolls a crashing canary back', () => {
    const e2e = { maxFailureRate: 0.5, minLoads: 3, minVisitors: 1, minAddresses: 1, maxNetworkShare: 1 };
    const oneBrowser = { documents: 3, loads: 3, failures: 3, failingVisitors: 1, failingAddresses: 1, topNetworkFailures: 3 };
    expect(canaryDecision(V, oneBrowser, e2e).rollback).toBe(true);
    expect(canaryDecision(V, oneBrowser, DEFAULT_CANARY_POLICY).rollback).toBe(false);
  });

  it('has safe defaults', () => {
    expect(DEFAULT_CANARY_POLICY).toEqual(policy);
  });
});

describe('canaryFailureRate', () => {
  it.each<[CanaryEvidence, number | null]>([
    [failing(0), null],
    [{ documents: 10, loads: 4, failures: 2, failingVisitors: 2, failingAddresses: 2 }, 0.2],
    [{ documents: 2, loads: 4, failures: 2, failingVisitors: 2, failingAddresses: 2 }, 0.5],
  ])('%j → %p', (evidence, rate) => {
    expect(canaryFailureRate(evidence)).toBe(rate);
  });
});
