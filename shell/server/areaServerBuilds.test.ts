import type { ServerEntry } from 'pinboard-platform';
import type { RemoteName } from 'shared-contracts/platform';
import { createAreaServerBuilds } from './areaServerBuilds';

const GOOD = `
var util = require('node:util');
var loads = (globalThis.loads || 0) + 1;
globalThis.loads = loads;
exports.render = function (pin, context) {
  return { head: '<title>' + pin.title + '</title>', body: util.format('%s at %s', pin.title, context.origin), loads: loads };
};
exports.version = '1';
`;

function entries(sources: Record<string, string | Error>) {
  const reads: string[] = [];
  const readServerEntry = async (remote: RemoteName, version: string): Promise<ServerEntry | undefined> => {
    reads.push(version);
    const source = sources[version];
    if (source === undefined) return undefined;
    if (source instanceof Error) throw source;
    return { remote, version, file: `/registry/${remote}/${version}/server/render.js`, integrity: 'sha384-x', bytes: Buffer.from(source) };
  };
  return { readServerEntry, reads };
}

/** A render that spins for ever when asked to, else answers 'done'. */
const SPIN = 'exports.render = function (spin) { while (spin) {} return "done"; };';

/**
 * Runs a render that spins past its bound, and returns once the thread has been stopped for it:
 * the next call waits in the stuck thread until its watchdog stops it, or runs in the fresh one.
 */
async function overrun(call: ReturnType<typeof createAreaServerBuilds>['call']): Promise<void> {
  expect(await call('mf_closeup', 'v', 'render', [true])).toEqual({ ok: false, reason: "mf_closeup@v's render took longer than 30 ms" });
  await call('mf_closeup', 'v', 'render', [false]);
}

const opened: { close: () => void }[] = [];
afterEach(() => opened.splice(0).forEach((loaded) => loaded.close()));

function builds(sources: Record<string, string | Error>, options: { timeoutMs?: number; loadTimeoutMs?: number; now?: () => number } = {}) {
  const { readServerEntry, reads } = entries(sources);
  const lines: string[] = [];
  const listeners = new Set<() => void>();
  const loaded = createAreaServerBuilds({
    readServerEntry,
    timeoutMs: options.timeoutMs ?? 200,
    log: (line) => {
      lines.push(line);
      listeners.forEach((listener) => listener());
    },
    retryAfterMs: 1000,
    ...(options.loadTimeoutMs ? { loadTimeoutMs: options.loadTimeoutMs } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  opened.push(loaded);
  /** Resolves once `count` log lines contain `text`. */
  const logged = (text: string, count = 1) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (lines.filter((line) => line.includes(text)).length < count) return;
        listeners.delete(check);
        resolve();
      };
      listeners.add(check);
      check();
    });
  return { ...loaded, reads, lines, logged };
}

describe('createAreaServerBuilds', () => {
  it("calls a build's exported function with JSON arguments and answer", async () => {
    const { call } = builds({ '1.0.0+a': GOOD });
    expect(await call('mf_closeup', '1.0.0+a', 'render', [{ title: 'Tart' }, { origin: 'https://p.test' }])).toEqual({
      ok: true,
      value: { head: '<title>Tart</title>', body: 'Tart at https://p.test', loads: 1 },
    });
  });

  it('evaluates each version once and keeps it; two versions are two modules', async () => {
    const { call, reads } = builds({ '1.0.0+a': GOOD, '1.0.0+b': GOOD });
    const first = await Promise.all([1, 2, 3].map(() => call('mf_closeup', '1.0.0+a', 'render', [{ title: 'x' }, { origin: '' }])));
    const other = await call('mf_closeup', '1.0.0+b', 'render', [{ title: 'x' }, { origin: '' }]);
    expect(first.map((r) => (r.ok ? (r.value as { loads: number }).loads : null))).toEqual([1, 1, 1]);
    // Its own context: the other version's globals are not this one's.
    expect(other).toMatchObject({ ok: true, value: { loads: 1 } });
    expect(reads).toEqual(['1.0.0+a', '1.0.0+b']);
  });

  it("keeps the build's globals apart from the server's", async () => {
    const { call } = builds({ v: 'exports.probe = function () { return [typeof process, typeof globalThis.require, typeof fetch]; };' });
    expect(await call('mf_closeup', 'v', 'probe', [])).toEqual({ ok: true, value: ['undefined', 'undefined', 'undefined'] });
  });

  it.each([
    ['has no server build', {}, 'has no server build'],
    [
      'fails its integrity check',
      { v: new Error('server/render.js does not match its registered integrity') },
      'does not match its registered integrity',
    ],
    [
      'requires a package it did not compile in',
      { v: 'var React = require("react"); exports.render = function () {};' },
      `requires "react": a server build may require only Node's built-in modules`,
    ],
    ['throws while loading', { v: 'throw new Error("boom at load");' }, 'boom at load'],
    ['is not JavaScript', { v: 'exports.render = function ( {' }, 'did not load'],
    ['exports no function', { v: 'exports.value = 1;' }, 'exports no function'],
    [
      'evaluates a string (no eval in its context)',
      { v: 'eval("1"); exports.render = function () {};' },
      'Code generation from strings disallowed',
    ],
  ])('says why when the build %s', async (_label, sources: Record<string, string | Error>, reason) => {
    const result = await builds(sources).call('mf_closeup', 'v', 'render', []);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toContain(reason);
  });

  it('says why when the function is missing or throws, and keeps the build for other calls', async () => {
    const { call } = builds({ v: 'exports.render = function (x) { if (x === 1) throw new Error("bad pin"); return "ok"; };' });
    expect(await call('mf_closeup', 'v', 'nothing', [])).toEqual({
      ok: false,
      reason: "mf_closeup@v's server build exports no nothing",
      absent: true,
    });
    expect(await call('mf_closeup', 'v', 'render', [1])).toEqual({ ok: false, reason: "mf_closeup@v's render threw: bad pin" });
    expect(await call('mf_closeup', 'v', 'render', [2])).toEqual({ ok: true, value: 'ok' });
  });

  it('waits for a function that answers a promise (a render that awaits its reads)', async () => {
    const { call } = builds({
      v: [
        'exports.render = async function (x) {',
        '  var read = await new Promise(function (resolve) { setTimeout(function () { resolve({ pins: x }); }, 1); });',
        '  if (x === 0) throw new Error("no pins");',
        '  return { html: "<p>" + read.pins + "</p>" };',
        '};',
      ].join('\n'),
    });
    expect(await call('mf_closeup', 'v', 'render', [3])).toEqual({ ok: true, value: { html: '<p>3</p>' } });
    expect(await call('mf_closeup', 'v', 'render', [0])).toEqual({ ok: false, reason: "mf_closeup@v's render threw: no pins" });
    expect(await call('mf_closeup', 'v', 'render', [4])).toEqual({ ok: true, value: { html: '<p>4</p>' } });
  });

  it('interrupts an awaiting render that then runs too long', async () => {
    const { call } = builds({ v: 'exports.render = async function () { await Promise.resolve(); while (true) {} };' }, { timeoutMs: 30 });
    expect(await call('mf_closeup', 'v', 'render', [])).toEqual({ ok: false, reason: "mf_closeup@v's render took longer than 30 ms" });
  });

  it('interrupts a call that itself runs too long, and lets the next call run: one overrun pauses nothing', async () => {
    const { call } = builds({ v: SPIN }, { timeoutMs: 30 });
    const started = Date.now();
    await overrun(call);
    expect(Date.now() - started).toBeLessThan(2000);
    // Two documents at once find the build to load again in the new thread: they share one load.
    const after = await Promise.all([1, 2].map(() => call('mf_closeup', 'v', 'render', [false])));
    expect(after).toEqual([
      { ok: true, value: 'done' },
      { ok: true, value: 'done' },
    ]);
  });

  it('pauses a build after three overruns within 30 s, then lets one trial through after 60 s', async () => {
    let clock = 0;
    const { call, lines } = builds({ v: SPIN }, { timeoutMs: 30, now: () => clock });
    for (const at of [0, 10_000, 29_999]) {
      clock = at;
      await overrun(call);
    }
    expect(lines).toContain("mf_closeup@v's server rendering is paused for 60 s: 3 renders overran within 30 s");
    const paused = { ok: false, reason: "mf_closeup@v's server rendering is paused: its renders ran longer than 30 ms" };
    expect(await call('mf_closeup', 'v', 'render', [false])).toEqual(paused);
    clock = 89_998;
    expect(await call('mf_closeup', 'v', 'render', [false])).toEqual(paused);
    clock = 89_999;
    expect(await call('mf_closeup', 'v', 'render', [false])).toEqual({ ok: true, value: 'done' });
    expect(lines).toContain("mf_closeup@v's server rendering resumed: its trial render answered in time");
  });

  it('forgets overruns older than 30 s', async () => {
    let clock = 0;
    const { call, lines } = builds({ v: SPIN }, { timeoutMs: 30, now: () => clock });
    for (const at of [0, 10_000, 30_000]) {
      clock = at;
      await overrun(call);
    }
    expect(lines.filter((line) => line.includes('paused'))).toEqual([]);
    expect(await call('mf_closeup', 'v', 'render', [false])).toEqual({ ok: true, value: 'done' });
  });

  it('pauses the build again when its trial render overruns, and lets only one trial run at a time', async () => {
    let clock = 0;
    const { call, logged } = builds({ v: SPIN }, { timeoutMs: 30, now: () => clock });
    for (let i = 0; i < 3; i++) await overrun(call);
    clock = 60_000;
    const [trial, other] = await Promise.all([call('mf_closeup', 'v', 'render', [true]), call('mf_closeup', 'v', 'render', [false])]);
    expect(trial).toEqual({ ok: false, reason: "mf_closeup@v's render took longer than 30 ms" });
    expect(other).toEqual({ ok: false, reason: "mf_closeup@v's server rendering is paused: its renders ran longer than 30 ms" });
    await logged("mf_closeup@v's server rendering is paused for 60 s: its trial render overran again");
    expect(await call('mf_closeup', 'v', 'render', [false])).toMatchObject({ ok: false, reason: expect.stringContaining('is paused') });
  });

  it('refuses a call that waited too long behind others, but leaves its build be', async () => {
    const { call } = builds(
      { v: 'exports.render = function (ms) { var end = Date.now() + ms; while (Date.now() < end) {} return ms; };' },
      { timeoutMs: 200 },
    );
    expect(await call('mf_closeup', 'v', 'render', [0])).toEqual({ ok: true, value: 0 });
    // Three at once, 120 ms each: the second cannot answer before 240 ms, the third never starts.
    const [, second, third] = await Promise.all([120, 120, 120].map((ms) => call('mf_closeup', 'v', 'render', [ms])));
    expect(second).toEqual({ ok: false, reason: "mf_closeup@v's render took longer than 200 ms" });
    expect(third).toEqual({ ok: false, reason: "mf_closeup@v's render took longer than 200 ms" });
    expect(await call('mf_closeup', 'v', 'render', [1])).toEqual({ ok: true, value: 1 });
  });

  it('interrupts a build whose loading never ends', async () => {
    const result = await builds({ v: 'while (true) {}' }, { timeoutMs: 5, loadTimeoutMs: 50 }).call('mf_closeup', 'v', 'render', []);
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining('did not load') });
  });

  it('tries a build that failed to load again only after a while', async () => {
    let clock = 0;
    const sources: Record<string, string | Error> = { v: new Error('file missing') };
    const { call, reads } = builds(sources, { now: () => clock });
    await call('mf_closeup', 'v', 'render', []);
    await call('mf_closeup', 'v', 'render', []);
    expect(reads).toHaveLength(1);
    sources.v = GOOD;
    clock = 1001;
    expect(await call('mf_closeup', 'v', 'render', [{ title: 'back' }, { origin: '' }])).toMatchObject({ ok: true });
    expect(reads).toHaveLength(2);
  });

  it("sends the build's console to the server's log, named", async () => {
    const { call, lines } = builds({ v: 'exports.render = function () { console.warn("careful", 3); return 1; };' });
    await call('mf_closeup', 'v', 'render', []);
    expect(lines).toEqual(['mf_closeup@v server build: careful 3']);
  });
});
