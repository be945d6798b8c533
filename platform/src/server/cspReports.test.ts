import {
  CSP_REPORT_BURST,
  CSP_REPORTS_PER_MINUTE,
  createCspViolationCounter,
  type CspViolations,
  MAX_CSP_ROWS,
  MAX_NAMED_HOSTS,
  OTHER_HOSTS,
  OVER_RATE,
  violationsOf,
} from './cspReports';

const PAGE = 'https://pinboard.example/';
const report = (directive: string, blocked: string) =>
  violationsOf({ 'csp-report': { 'effective-directive': directive, 'blocked-uri': blocked, 'document-uri': PAGE } });

const ATTACKERS = Array.from({ length: 17 }, (_, i) => `203.0.113.${i + 1}`);
const BROWSER = '198.51.100.7';

/** The probe's attack: 3 made-up kinds from each of 17 addresses (made-up directives, hosts and words). */
function prefill(counter: ReturnType<typeof createCspViolationCounter>, madeUp: (attacker: number, kind: number) => [string, string]) {
  ATTACKERS.forEach((address, attacker) => {
    for (let kind = 0; kind < 3; kind += 1) counter.add(report(...madeUp(attacker, kind)), address);
  });
}

const rowsSum = (snapshot: CspViolations) => snapshot.kinds.reduce((sum, row) => sum + row.count, 0);

describe('the CSP violation table after the pre-fill attack (3 made-up kinds × 17 addresses)', () => {
  it.each<[string, (attacker: number, kind: number) => [string, string]]>([
    ['made-up directives', (a, k) => [`junk-${a}-${k}`, 'inline']],
    ['made-up hosts', (a, k) => ['script-src-elem', `https://fake-${a}-${k}.example/x.js`]],
    ['made-up blocked words', (a, k) => ['img-src', `made-up-${a}-${k}`]],
    ['a mix', (a, k) => [['style-src-attr', `junk-${a}`, 'connect-src'][k] ?? '', `https://fake-${a}-${k}.example/`]],
  ])("counts a browser's real violation in its own row, after %s", (_label, madeUp) => {
    const counter = createCspViolationCounter();
    prefill(counter, madeUp);
    counter.add(report('script-src-elem', 'inline'), BROWSER);
    counter.add(report('img-src', 'https://tracker.example/pixel.gif?id=1'), BROWSER);
    const snapshot = counter.snapshot();
    expect(snapshot.kinds).toEqual(
      expect.arrayContaining([
        { directive: 'script-src-elem', blocked: 'inline', count: 1 },
        // The newest host is always named, whatever filled the host slots before.
        { directive: 'img-src', blocked: 'tracker.example', count: 1 },
      ]),
    );
    expect(snapshot.total).toBe(17 * 3 + 2);
    expect(rowsSum(snapshot)).toBe(snapshot.total);
    expect(snapshot.kinds.length).toBeLessThanOrEqual(MAX_CSP_ROWS);
  });

  it("never counts a real violation as 'other' because of what came before", () => {
    const counter = createCspViolationCounter();
    prefill(counter, (a, k) => ['script-src-elem', `https://fake-${a}-${k}.example/x.js`]);
    counter.add(report('style-src-attr', 'inline'), BROWSER);
    const rows = counter.snapshot().kinds;
    expect(rows.find((row) => row.directive === 'style-src-attr')).toEqual({ directive: 'style-src-attr', blocked: 'inline', count: 1 });
    expect(rows.filter((row) => row.directive === 'other')).toEqual([]);
    // 51 made-up hosts for 32 names: the rest are the directive's other hosts, counted, not lost.
    const fakes = rows.filter((row) => row.directive === 'script-src-elem');
    expect(fakes.filter((row) => row.blocked !== OTHER_HOSTS)).toHaveLength(MAX_NAMED_HOSTS);
    expect(fakes.reduce((sum, row) => sum + row.count, 0)).toBe(51);
  });
});

describe('the per-address rate', () => {
  it(`counts ${CSP_REPORT_BURST} at once from one address and ${CSP_REPORTS_PER_MINUTE} a minute after; the rest is over the rate, and another address is untouched`, () => {
    let clock = 0;
    const counter = createCspViolationCounter({ now: () => clock });
    for (let i = 0; i < 100; i += 1) counter.add(report('script-src', 'eval'), ATTACKERS[0] ?? '');
    clock = 60_000;
    for (let i = 0; i < 100; i += 1) counter.add(report('script-src', 'eval'), ATTACKERS[0] ?? '');
    counter.add(report('script-src', 'eval'), BROWSER);
    expect(counter.snapshot()).toEqual({
      total: 201,
      kinds: [
        { directive: 'script-src', blocked: 'eval', count: CSP_REPORT_BURST + CSP_REPORTS_PER_MINUTE + 1 },
        { ...OVER_RATE, count: 200 - CSP_REPORT_BURST - CSP_REPORTS_PER_MINUTE },
      ],
    });
  });

  it('holds an IPv6 /64 to one rate, whichever of its addresses it sends from', () => {
    const counter = createCspViolationCounter({ now: () => 0 });
    for (let i = 0; i < 500; i += 1) counter.add(report('img-src', 'data'), `2001:db8:0:1::${i.toString(16)}`);
    expect(counter.snapshot().kinds).toEqual([
      { ...OVER_RATE, count: 500 - CSP_REPORT_BURST },
      { directive: 'img-src', blocked: 'data', count: CSP_REPORT_BURST },
    ]);
  });
});

describe('bounds', () => {
  it(`holds at most ${MAX_CSP_ROWS} rows, whatever a thousand addresses send, and every violation is in one`, () => {
    const counter = createCspViolationCounter({ now: () => 0 });
    const directives = ['script-src', 'img-src', 'frame-src', 'junk', 'style-src-attr', 'connect-src', 'font-src'];
    const blocked = ['inline', 'eval', 'data', 'blob', PAGE, 'chrome-extension://x/y.js', 'made-up'];
    for (let i = 0; i < 1000; i += 1) {
      const address = `10.0.${Math.floor(i / 250)}.${i % 250}`;
      for (const directive of directives) {
        for (const uri of blocked) counter.add(report(directive, uri), address);
        counter.add(report(directive, `https://host-${i}.example/`), address);
      }
    }
    const snapshot = counter.snapshot();
    expect(snapshot.kinds.length).toBeLessThanOrEqual(MAX_CSP_ROWS);
    expect(rowsSum(snapshot)).toBe(snapshot.total);
    expect(snapshot.kinds.filter((row) => row.blocked.endsWith('.example'))).toHaveLength(MAX_NAMED_HOSTS);
  });

  it('keeps naming a host real browsers report steadily while strangers send a new made-up host every second', () => {
    let clock = 0;
    const counter = createCspViolationCounter({ now: () => clock });
    let real = 0;
    // Ten minutes: each of 17 addresses sends a new made-up host each second (within its rate);
    // each second one of 50 browsers reports the real one.
    for (let second = 0; second < 600; second += 1) {
      clock = second * 1000;
      ATTACKERS.forEach((address, a) => counter.add(report('script-src-elem', `https://fake-${second}-${a}.example/`), address));
      counter.add(report('script-src-elem', 'https://injected.example/x.js'), `192.0.2.${second % 50}`);
      real += 1;
    }
    const { kinds, total } = counter.snapshot();
    const named = kinds.find((row) => row.blocked === 'injected.example');
    // Space-Saving's bound: a named host's count is short of its true count by at most total / slots.
    expect(named?.count).toBeLessThanOrEqual(real);
    expect(named?.count).toBeGreaterThanOrEqual(real - total / MAX_NAMED_HOSTS);
    const hosts = kinds.filter((row) => row.directive === 'script-src-elem' && row.blocked !== OTHER_HOSTS);
    expect(hosts[0]).toEqual(named);
  });
});
