import { bucketOf, inCanary } from './bucketing';

describe('bucketOf', () => {
  it('is the same for the same remote and visitor on every call', () => {
    expect(bucketOf('mf_feed', 'user:1')).toBe(bucketOf('mf_feed', 'user:1'));
    expect(bucketOf('mf_feed', 'anon:AbCdEfGhIjKlMnOp')).toBe(bucketOf('mf_feed', 'anon:AbCdEfGhIjKlMnOp'));
  });

  it('lies in [0, 100) with steps of 0.01', () => {
    for (let i = 0; i < 2000; i += 1) {
      const bucket = bucketOf('mf_feed', `anon:${i}`);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
      expect(Math.round(bucket * 100)).toBeCloseTo(bucket * 100, 6);
    }
  });

  it('spreads visitors uniformly: each tenth of the range holds 10 % ± 1 % of 20,000 visitors', () => {
    const tenths = new Array<number>(10).fill(0);
    for (let i = 0; i < 20_000; i += 1) tenths[Math.floor(bucketOf('mf_feed', `anon:visitor-${i}`) / 10)]! += 1;
    for (const count of tenths) expect(Math.abs(count / 20_000 - 0.1)).toBeLessThan(0.01);
  });

  it('puts 30 % ± 2 % of 10,000 visitors in a 30 % canary', () => {
    let canary = 0;
    for (let i = 0; i < 10_000; i += 1) if (inCanary(bucketOf('mf_feed', `user:${i}`), 30)) canary += 1;
    expect(Math.abs(canary / 10_000 - 0.3)).toBeLessThan(0.02);
  });

  it('is independent between remotes, so one remote’s canary does not always hit the same people', () => {
    let both = 0;
    for (let i = 0; i < 10_000; i += 1) {
      if (inCanary(bucketOf('mf_feed', `user:${i}`), 50) && inCanary(bucketOf('mf_boards', `user:${i}`), 50)) both += 1;
    }
    expect(Math.abs(both / 10_000 - 0.25)).toBeLessThan(0.02);
  });
});

describe('inCanary', () => {
  it.each([
    [0, 0, false],
    [0, 0.01, true],
    [29.99, 30, true],
    [30, 30, false],
    [99.99, 100, true],
    [50, 0, false],
  ])('bucket %p with share %p → %p', (bucket, share, expected) => {
    expect(inCanary(bucket, share)).toBe(expected);
  });

  it('only adds visitors when a share grows', () => {
    for (let i = 0; i < 1000; i += 1) {
      const bucket = bucketOf('mf_feed', `anon:${i}`);
      if (inCanary(bucket, 10)) expect(inCanary(bucket, 30)).toBe(true);
    }
  });
});
