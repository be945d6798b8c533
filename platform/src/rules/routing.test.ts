import {
  EMPTY_ROUTING,
  chooseVersion,
  clearCanary,
  checkShare,
  promoteCanary,
  rollBack,
  setCanary,
  setKilled,
  setStable,
  type RemoteRouting,
} from './routing';

const A = '1.0.0+aaaaaaaaaa';
const B = '1.1.0+bbbbbbbbbb';
const C = '1.2.0+cccccccccc';
const NOW = 1_800_000_000_000;

const live: RemoteRouting = { ...EMPTY_ROUTING, stable: A, canary: B, share: 30, history: [], canarySince: NOW };

describe('chooseVersion', () => {
  it.each([
    ['a bucket under the share gets the canary', live, 29.99, undefined, { version: B, via: 'canary' }],
    ['a bucket at the share gets stable', live, 30, undefined, { version: A, via: 'stable' }],
    ['an override wins', live, 10, C, { version: C, via: 'override' }],
    ['an override wins over the kill switch', { ...live, killed: true }, 10, C, { version: C, via: 'override' }],
    ['the kill switch serves nothing', { ...live, killed: true }, 50, undefined, { version: null, via: 'killed' }],
    ['a 0 % canary serves nobody', { ...live, share: 0 }, 0, undefined, { version: A, via: 'stable' }],
    ['a 100 % canary serves everybody', { ...live, share: 100 }, 99.99, undefined, { version: B, via: 'canary' }],
    ['nothing deployed', EMPTY_ROUTING, 1, undefined, { version: null, via: 'not deployed' }],
  ] as const)('%s', (_label, routing, bucket, override, expected) => {
    expect(chooseVersion(routing, bucket, override)).toEqual(expected);
  });
});

describe('routing changes', () => {
  it('setStable keeps the old stable for rollback', () => {
    const { next, summary } = setStable({ ...EMPTY_ROUTING, stable: A }, C);
    expect(next).toMatchObject({ stable: C, history: [A] });
    expect(summary).toBe(`stable ${A} → ${C}`);
  });

  it('setStable to the canary promotes it and ends the canary', () => {
    expect(setStable(live, B).next).toMatchObject({ stable: B, canary: null, share: 0, history: [A], canarySince: null });
    expect(promoteCanary(live).summary).toBe(`stable ${A} → ${B} (the canary, promoted)`);
  });

  it('setCanary starts the failure count when the canary changes, not when its share does', () => {
    expect(setCanary({ ...EMPTY_ROUTING, stable: A }, B, 30, NOW).next).toMatchObject({ canary: B, share: 30, canarySince: NOW });
    expect(setCanary(live, B, 50, NOW + 5).next).toMatchObject({ share: 50, canarySince: NOW });
    expect(setCanary(live, B, 50, NOW + 5).summary).toBe(`canary ${B} share 30 % → 50 %`);
  });

  it('rollBack stops a canary first', () => {
    const { next, summary } = rollBack(live);
    expect(next).toMatchObject({ stable: A, canary: null, share: 0 });
    expect(summary).toBe(`canary ${B} stopped; everyone gets stable ${A}`);
  });

  it('rollBack without a canary returns to the previous stable', () => {
    const { next, summary } = rollBack({ ...EMPTY_ROUTING, stable: C, history: [A, B] });
    expect(next).toMatchObject({ stable: B, history: [A] });
    expect(summary).toBe(`rolled back stable ${C} → ${B}`);
  });

  it.each([
    ['the same stable twice', () => setStable({ ...EMPTY_ROUTING, stable: A }, A), `${A} is already the stable version`],
    ['a canary with no stable', () => setCanary(EMPTY_ROUTING, B, 10, NOW), 'set a stable version before a canary'],
    ['the stable as canary', () => setCanary(live, A, 10, NOW), `${A} is the stable version; a canary must be another version`],
    ['a share over 100', () => setCanary(live, B, 101, NOW), 'the share must be from 0 to 100 %, not 101'],
    ['a negative share', () => checkShare(-1), 'the share must be from 0 to 100 %, not -1'],
    ['a share with three decimals', () => checkShare(12.345), 'the share may have at most two decimals, not 12.345'],
    ['stopping a canary that is not there', () => clearCanary({ ...live, canary: null }), 'there is no canary to stop'],
    ['promoting no canary', () => promoteCanary({ ...live, canary: null }), 'there is no canary to promote'],
    ['rolling back with no history', () => rollBack({ ...EMPTY_ROUTING, stable: A }), 'there is no earlier stable version to roll back to'],
    ['killing twice', () => setKilled({ ...live, killed: true }, true), 'the area is already switched off'],
  ])('refuses %s', (_label, change, message) => {
    expect(change).toThrow(message);
  });
});
