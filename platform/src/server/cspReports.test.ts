import { createCspViolationCounter, MAX_CSP_KINDS, MAX_NEW_KINDS_PER_ADDRESS, violationsOf } from './cspReports';

const report = (directive: string, blocked: string) =>
  violationsOf({ 'csp-report': { 'effective-directive': directive, 'blocked-uri': blocked } });

describe('the CSP violation counter', () => {
  it("keeps a real report's kind after a stranger's made-up ones: they are counted as 'other'", () => {
    const counter = createCspViolationCounter();
    for (let i = 0; i < 60; i += 1) counter.add(report(`junk-${i}`, 'inline'), '203.0.113.9');
    counter.add(report('script-src-elem', 'https://cdn.example'), '198.51.100.1');
    expect(counter.snapshot()).toEqual({
      total: 61,
      kinds: [
        { directive: 'other', blocked: 'other', count: 60 },
        { directive: 'script-src-elem', blocked: 'https://cdn.example', count: 1 },
      ],
    });
  });

  it(`lets one address start ${MAX_NEW_KINDS_PER_ADDRESS} kinds, counting its further new ones as 'other'`, () => {
    const counter = createCspViolationCounter();
    for (let i = 0; i < 10; i += 1) counter.add(report('img-src', `https://host-${i}.example`), '203.0.113.9');
    // Kinds it started are counted as ever.
    counter.add(report('img-src', 'https://host-0.example'), '203.0.113.9');
    const { kinds } = counter.snapshot();
    expect(kinds.filter((kind) => kind.directive === 'img-src')).toHaveLength(MAX_NEW_KINDS_PER_ADDRESS);
    expect(kinds.find((kind) => kind.blocked === 'https://host-0.example')?.count).toBe(2);
    expect(kinds.find((kind) => kind.directive === 'other')?.count).toBe(10 - MAX_NEW_KINDS_PER_ADDRESS);
  });

  it(`keeps at most ${MAX_CSP_KINDS} kinds from many addresses`, () => {
    const counter = createCspViolationCounter();
    for (let i = 0; i < MAX_CSP_KINDS + 5; i += 1) counter.add(report('connect-src', `https://api-${i}.example`), `198.51.100.${i}`);
    const { kinds } = counter.snapshot();
    expect(kinds).toHaveLength(MAX_CSP_KINDS + 1);
    expect(kinds[0]).toEqual({ directive: 'other', blocked: 'other', count: 5 });
  });
});
