import { createReportRate } from './reportRate';

/** A step: at `atMs`, `count` reports from `address`, of which `counted` may be counted. */
type Step = { atMs: number; address: string; count: number; counted: number };

function replay(steps: readonly Step[], options = { perMinute: 6, burst: 3, maxNetworks: 100 }): number[] {
  let clock = 0;
  const rate = createReportRate({ ...options, now: () => clock });
  return steps.map(({ atMs, address, count }) => {
    clock = atMs;
    let counted = 0;
    for (let i = 0; i < count; i += 1) if (rate.take(address)) counted += 1;
    return counted;
  });
}

describe('the report rate (6 a minute, 3 at once, in these cases)', () => {
  it.each<[string, Step[]]>([
    ['a burst is counted up to its size', [{ atMs: 0, address: '203.0.113.9', count: 5, counted: 3 }]],
    [
      'one report more every 10 s after',
      [
        { atMs: 0, address: '203.0.113.9', count: 3, counted: 3 },
        { atMs: 5_000, address: '203.0.113.9', count: 1, counted: 0 },
        { atMs: 10_000, address: '203.0.113.9', count: 2, counted: 1 },
      ],
    ],
    [
      'a quiet network refills to its burst, no further',
      [
        { atMs: 0, address: '203.0.113.9', count: 3, counted: 3 },
        { atMs: 600_000, address: '203.0.113.9', count: 10, counted: 3 },
      ],
    ],
    [
      'each IPv4 address has its own',
      [
        { atMs: 0, address: '203.0.113.9', count: 4, counted: 3 },
        { atMs: 0, address: '203.0.113.10', count: 4, counted: 3 },
      ],
    ],
    [
      'an IPv4-mapped address is its IPv4 address',
      [
        { atMs: 0, address: '203.0.113.9', count: 2, counted: 2 },
        { atMs: 0, address: '::ffff:203.0.113.9', count: 2, counted: 1 },
      ],
    ],
    [
      'an IPv6 /64 shares one rate, however many addresses it uses',
      [
        { atMs: 0, address: '2001:db8:0:1::1', count: 2, counted: 2 },
        { atMs: 0, address: '2001:db8:0:1::2', count: 1, counted: 1 },
        { atMs: 0, address: '2001:db8:0:1:ffff:1:2:3', count: 5, counted: 0 },
      ],
    ],
    [
      'another /64 has its own',
      [
        { atMs: 0, address: '2001:db8:0:1::1', count: 3, counted: 3 },
        { atMs: 0, address: '2001:db8:0:2::1', count: 3, counted: 3 },
      ],
    ],
  ])('%s', (_label, steps) => {
    expect(replay(steps)).toEqual(steps.map((step) => step.counted));
  });

  it('remembers at most maxNetworks, forgetting the one heard from least recently', () => {
    let clock = 0;
    const rate = createReportRate({ perMinute: 6, burst: 1, maxNetworks: 3, now: () => clock });
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3']) expect(rate.take(address)).toBe(true);
    clock = 1;
    expect(rate.take('192.0.2.1')).toBe(false);
    // A fourth network: the second, quiet longest, is forgotten; the first is still held.
    expect(rate.take('192.0.2.4')).toBe(true);
    expect(rate.size()).toBe(3);
    expect(rate.take('192.0.2.1')).toBe(false);
    expect(rate.take('192.0.2.2')).toBe(true);
    for (let i = 0; i < 1000; i += 1) rate.take(`10.0.${Math.floor(i / 250)}.${i % 250}`);
    expect(rate.size()).toBe(3);
  });

  it.each([
    [{ perMinute: 0, burst: 1, maxNetworks: 1 }],
    [{ perMinute: 1, burst: 0, maxNetworks: 1 }],
    [{ perMinute: 1, burst: 1, maxNetworks: 0 }],
  ])('refuses settings that could count nothing: %j', (options) => {
    expect(() => createReportRate(options)).toThrow(/a report rate needs perMinute > 0, burst >= 1 and maxNetworks >= 1/);
  });
});
