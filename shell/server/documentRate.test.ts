import { type Bucket, createDocumentRate, DEFAULT_DOCUMENT_RATE, isOwnHost, spendDocument } from './documentRate';

const RATE = { perMinute: 120, burst: 120 };

describe('spendDocument', () => {
  it.each<[string, Bucket | undefined, number, { allowed: boolean; tokens: number; retryAfterS?: number }]>([
    ['a group not heard from starts full, less this document', undefined, 1_000, { allowed: true, tokens: 119 }],
    ['the last whole document is sent', { tokens: 1, at: 1_000 }, 1_000, { allowed: true, tokens: 0 }],
    [
      'an empty bucket is refused, told the 1 s until one refills',
      { tokens: 0, at: 1_000 },
      1_000,
      { allowed: false, tokens: 0, retryAfterS: 1 },
    ],
    ['half a document refilled is not enough', { tokens: 0, at: 1_000 }, 1_250, { allowed: false, tokens: 0.5, retryAfterS: 1 }],
    ['2 a second: half a second refills one', { tokens: 0, at: 1_000 }, 1_500, { allowed: true, tokens: 0 }],
    ['a minute refills 120', { tokens: 0, at: 0 }, 60_000, { allowed: true, tokens: 119 }],
    ['quiet for an hour refills no more than the burst', { tokens: 3, at: 0 }, 3_600_000, { allowed: true, tokens: 119 }],
    ['a clock that went back refills nothing', { tokens: 5, at: 10_000 }, 9_000, { allowed: true, tokens: 4 }],
  ])('%s', (_why, bucket, at, expected) => {
    const spent = spendDocument(bucket, at, RATE);
    expect(spent.allowed).toBe(expected.allowed);
    expect(spent.bucket.tokens).toBeCloseTo(expected.tokens, 9);
    expect(spent.bucket.at).toBe(at);
    expect(spent.allowed ? undefined : spent.retryAfterS).toBe(expected.retryAfterS);
  });

  it('tells a slow rate the whole seconds until one document refills', () => {
    const spent = spendDocument({ tokens: 0.25, at: 0 }, 0, { perMinute: 6, burst: 6 });
    expect(spent).toMatchObject({ allowed: false, retryAfterS: 8 });
  });
});

describe('isOwnHost', () => {
  it.each([
    ['127.0.0.1', true],
    ['::ffff:127.0.0.1', true],
    ['::1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['127.0.0.2', false],
    ['::2', false],
    ['203.0.113.7', false],
    ['2001:db8::1', false],
    ['', false],
  ])('%s: %s', (address, own) => expect(isOwnHost(address)).toBe(own));
});

describe('createDocumentRate', () => {
  function limiter(rate = { perMinute: 60, burst: 3, maxAddresses: 100 }) {
    let at = 0;
    const limited = createDocumentRate(rate, () => at);
    return { limited, later: (ms: number) => (at += ms) };
  }

  it('sends an address its burst, then refuses it until a document has refilled', () => {
    const { limited, later } = limiter();
    expect([1, 2, 3, 4].map(() => limited.take('203.0.113.7'))).toEqual([null, null, null, 1]);
    later(999);
    expect(limited.take('203.0.113.7')).toBe(1);
    later(1);
    expect(limited.take('203.0.113.7')).toBeNull();
  });

  it('counts an IPv6 /64 as one address, and leaves the next /64 and other addresses alone', () => {
    const { limited } = limiter();
    for (const host of ['1', '2', '3']) expect(limited.take(`2001:db8:1:2::${host}`)).toBeNull();
    expect(limited.take('2001:db8:1:2:ffff::9')).toBe(1);
    expect(limited.take('2001:db8:1:3::1')).toBeNull();
    expect(limited.take('203.0.113.8')).toBeNull();
  });

  it("never refuses the server's own host", () => {
    const { limited } = limiter();
    for (let at = 0; at < 50; at += 1) expect(limited.take(at % 2 ? '127.0.0.1' : '::1')).toBeNull();
    expect(limited.size()).toBe(0);
  });

  it('remembers at most maxAddresses, forgetting the one heard from least recently', () => {
    const { limited } = limiter({ perMinute: 60, burst: 1, maxAddresses: 3 });
    for (const address of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) limited.take(address);
    // 10.0.0.1 again: now the most recent; 10.0.0.2 is the least.
    expect(limited.take('10.0.0.1')).toBe(1);
    limited.take('10.0.0.4');
    expect(limited.size()).toBe(3);
    expect(limited.take('10.0.0.2')).toBeNull();
    expect(limited.take('10.0.0.1')).toBe(1);
  });

  it('says which setting is wrong', () => {
    expect(() => createDocumentRate({ ...DEFAULT_DOCUMENT_RATE, burst: 0 })).toThrow(/burst >= 1/);
  });
});
