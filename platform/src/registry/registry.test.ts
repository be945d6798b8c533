import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import { writeFakeBuild, TEST_SHELL } from '../testing/fakeBuild';
import { readBuildBundle, SERVER_ENTRY_FILE } from './buildBundle';
import type { SignedBrowser } from './browserIds';
import { createRegistry } from './registry';
import { RegistryError } from './registryError';
import type { RegistryStore } from './registryStore';
import { openSqliteRegistryStore } from './registryDatabase';
import { folderVersionFiles } from './versionFiles';
import { signToken } from '../rules/signedTokens';
import { AREA_BUDGET_BYTES } from '../rules/buildGate';
import type { ShellProvides } from '../rules/compatibility';

let dir: string;
let store: RegistryStore;

beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'registry-'));
  store = await openSqliteRegistryStore(path.join(dir, 'data'));
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

function registryFor(shell: ShellProvides, log?: (line: string) => void) {
  return createRegistry({
    store,
    files: folderVersionFiles(path.join(dir, 'data', 'registry')),
    shell,
    signingSecret: 's'.repeat(40),
    canaryPolicy: { maxFailureRate: 0.1, minLoads: 50 },
    ...(log ? { log } : {}),
  });
}

describe("what a build's manifest says of its area", () => {
  it('reaches the document: the bus messages it handles and the files its app needs first', async () => {
    const registry = registryFor(TEST_SHELL);
    const dist = writeFakeBuild(path.join(dir, 'layer'), 'mf_boards', { handles: { commands: ['pin/save', 'pin/unsave'] } });
    const build = await registry.deploy(await readBuildBundle('mf_boards', dist, '1.0.0'), ops);
    await registry.changeRouting('mf_boards', { kind: 'stable', version: build.version }, ops, 'ship');
    const boards = (await registry.documentSet({ visitorKey: 'anon:x' })).remotes.find((r) => r.name === 'mf_boards');
    expect(boards?.handles).toEqual({ commands: ['pin/save', 'pin/unsave'], events: [] });
    expect(boards?.initialFiles).toEqual(['12.abcdef01.js', '__federation_expose_app.abcdef01.css']);
  });

  it('declares nothing for a build from before declarations: it is served on its routes as before', async () => {
    const registry = registryFor(TEST_SHELL);
    const build = await registry.deploy(await bundle('plain', '1.0.0'), ops);
    await registry.changeRouting('mf_feed', { kind: 'stable', version: build.version }, ops, 'ship');
    const feed = (await registry.documentSet({ visitorKey: 'anon:x' })).remotes.find((r) => r.name === 'mf_feed');
    expect(feed?.handles).toBeUndefined();
  });

  it('refuses a build whose entry takes a federation runtime the shell does not provide, and runs one it does', async () => {
    const dist = writeFakeBuild(path.join(dir, 'external'), 'mf_feed', { federationRuntime: '2.9.2' });
    const refusal = await registryFor(TEST_SHELL)
      .deploy(await readBuildBundle('mf_feed', dist, '1.0.0'), ops)
      .catch((error: unknown) => error);
    expect((refusal as RegistryError).statusCode).toBe(422);
    expect((refusal as RegistryError).message).toContain('@module-federation/runtime-core');
    const providing = registryFor({ ...TEST_SHELL, shared: { ...TEST_SHELL.shared, '@module-federation/runtime-core': '2.9.5' } });
    await expect(providing.deploy(await readBuildBundle('mf_feed', dist, '1.0.0'), ops)).resolves.toMatchObject({ remote: 'mf_feed' });
  });

  it('refuses a build whose files are not the ones its manifest says the build wrote, and deploys one whose are', async () => {
    const dist = writeFakeBuild(path.join(dir, 'changed'), 'mf_feed');
    const manifestFile = path.join(dist, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { pinboard?: Record<string, unknown> };
    const bundle = await readBuildBundle('mf_feed', dist, '1.0.0');
    const integrity = Object.fromEntries(bundle.files.filter((f) => /\.(js|css)$/.test(f.path)).map((f) => [f.path, f.integrity]));
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, pinboard: { ...manifest.pinboard, integrity } }));
    // remoteEntry.js edited after the build wrote its manifest.
    writeFileSync(path.join(dist, 'remoteEntry.js'), '/* changed */');
    const refusal = await registryFor(TEST_SHELL)
      .deploy(await readBuildBundle('mf_feed', dist, '1.0.0'), ops)
      .catch((error: unknown) => error);
    expect((refusal as RegistryError).statusCode).toBe(400);
    expect((refusal as RegistryError).message).toBe(
      '"remoteEntry.js" is not the file its build wrote: its SHA-384 differs from the one in mf-manifest.json. Build the area again and deploy what it wrote.',
    );
    writeFileSync(path.join(dist, 'remoteEntry.js'), bundle.files.find((f) => f.path === 'remoteEntry.js')!.bytes);
    await expect(registryFor(TEST_SHELL).deploy(await readBuildBundle('mf_feed', dist, '1.0.0'), ops)).resolves.toMatchObject({
      remote: 'mf_feed',
    });
  });

  it('refuses a build that says it handles a message the bus does not have', async () => {
    const registry = registryFor(TEST_SHELL);
    const dist = writeFakeBuild(path.join(dir, 'typo'), 'mf_boards', { handles: { commands: ['pin/sav'] } });
    const refusal = await registry.deploy(await readBuildBundle('mf_boards', dist, '1.0.0'), ops).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RegistryError);
    expect((refusal as RegistryError).statusCode).toBe(400);
    expect((refusal as RegistryError).message).toContain('"pin/sav" is not a bus command');
  });
});

async function bundle(marker: string, packageVersion: string, serverSource?: string) {
  const dist = writeFakeBuild(path.join(dir, marker), 'mf_feed', { marker, packageVersion, ...(serverSource ? { serverSource } : {}) });
  return readBuildBundle('mf_feed', dist, packageVersion);
}

const ops = { name: 'ops' };

describe('routing to a version the shell can no longer run', () => {
  it('is refused before anything changes, for rollback as for stable', async () => {
    const before = registryFor(TEST_SHELL);
    const v1 = await before.deploy(await bundle('one', '1.0.0'), ops);
    const v2 = await before.deploy(await bundle('two', '1.1.0'), ops);
    await before.changeRouting('mf_feed', { kind: 'stable', version: v1.version }, ops, 'first');
    await before.changeRouting('mf_feed', { kind: 'stable', version: v2.version }, ops, 'second');

    // The shell moves to react 20 and contracts 2: neither build can run in it.
    const after = registryFor({
      contractsVersion: '2.0.0',
      shared: { ...TEST_SHELL.shared, react: '20.0.0', 'page-runtime': '2.0.0' },
    });
    const auditBefore = await after.audit(50);
    const refusal = await after.changeRouting('mf_feed', { kind: 'rollback' }, ops, 'go back').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RegistryError);
    expect((refusal as RegistryError).statusCode).toBe(422);
    expect((refusal as RegistryError).message).toContain(
      `mf_feed@${v1.version} cannot run in this shell: it was built against shared-contracts 1.0.0 (major 1)`,
    );
    expect((await after.routing()).mf_feed.stable).toBe(v2.version);
    expect(await after.audit(50)).toEqual(auditBefore);
    await expect(after.changeRouting('mf_feed', { kind: 'stable', version: v1.version }, ops, 'x')).rejects.toThrow(
      'cannot run in this shell',
    );
  });
});

describe('the deploy gate', () => {
  it('refuses a container named after the team and React DOM bundled, all reasons at once, and audits it', async () => {
    const registry = registryFor(TEST_SHELL);
    const dist = writeFakeBuild(path.join(dir, 'team-remote'), 'mf_feed', { marker: 'team' });
    const manifestFile = path.join(dist, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(manifestFile, JSON.stringify({ ...manifest, name: 'team_remote', metaData: { globalName: 'team_remote' } }));
    writeFileSync(path.join(dist, '12.abcdef01.js'), 'var c="__reactContainer$"+Math.random().toString(36).slice(2)');
    const refusal = await registry.deploy(await readBuildBundle('mf_feed', dist, '1.0.0'), ops).catch((error: unknown) => error);
    expect((refusal as RegistryError).statusCode).toBe(422);
    expect((refusal as RegistryError).details).toEqual([
      expect.stringContaining(`its federation container is named "team_remote", but the shell loads mf_feed by its area's name`),
      expect.stringContaining('it bundles its own react-dom/client (in 12.abcdef01.js)'),
    ]);
    expect(await registry.versions('mf_feed')).toEqual([]);
    expect((await registry.audit(1))[0]).toMatchObject({ action: 'deploy-refused', remote: 'mf_feed' });
  });
});

describe('an area’s size budget', () => {
  // The fake build's entry, chunk and stylesheet compress to a few dozen bytes each.
  async function sized(marker: string, budgetBytes: number) {
    const dist = writeFakeBuild(path.join(dir, marker), 'mf_feed', { marker, budgetBytes });
    return readBuildBundle('mf_feed', dist, '1.0.0');
  }

  it('is measured by the registry from the files the area needs before it mounts, and listed', async () => {
    const registry = registryFor(TEST_SHELL);
    const build = await registry.deploy(await sized('small', 10_000), ops);
    const size = await registry.readSize(build);
    expect(size.budgetBytes).toBe(10_000);
    // remoteEntry.js, the './app' chunk and its stylesheet; not the manifest or the source map.
    expect(size.initialBytes).toBeGreaterThan(3 * 20);
    expect(size.initialBytes).toBeLessThan(3 * 100);
    await registry.changeRouting('mf_feed', { kind: 'stable', version: build.version }, ops, 'ship');
    expect((await registry.routing()).mf_feed.stable).toBe(build.version);
  });

  it('refuses an over-budget build at deploy, naming the fix, and audits the refusal', async () => {
    const registry = registryFor(TEST_SHELL);
    const refusal = await registry.deploy(await sized('heavy', 50), ops).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RegistryError);
    expect((refusal as RegistryError).statusCode).toBe(422);
    expect((refusal as RegistryError).details).toEqual([
      expect.stringMatching(
        /^it is 0\.\d KB before it can mount, over its 0\.0 KB budget by (\d+ bytes|0\.\d KB): share the shell's singletons instead of bundling them, set experiments: \{ externalRuntime: true \}/,
      ),
    ]);
    expect(await registry.versions('mf_feed')).toEqual([]);
    const [entry] = await registry.audit(1);
    expect(entry).toMatchObject({ action: 'deploy-refused', actor: ops.name, remote: 'mf_feed' });
    expect(entry!.summary).toContain('refused mf_feed 1.0.0: mf_feed 1.0.0 was not registered: it is 0.');
  });

  it('holds a build a platform engineer deployed over budget to a 5 % canary; stable, a bigger canary and promote are refused, and nothing changes', async () => {
    const registry = registryFor(TEST_SHELL);
    const stable = await registry.deploy(await sized('stable', 10_000), ops);
    await registry.changeRouting('mf_feed', { kind: 'stable', version: stable.version }, ops, 'ship');
    const heavy = await registry.deploy(await sized('heavy', 50), ops, { forceOverBudget: true, reason: 'measure it' });
    expect((await registry.readSize(heavy)).initialBytes).toBeGreaterThan(50);

    await registry.changeRouting('mf_feed', { kind: 'canary', version: heavy.version, share: 5 }, ops, 'measure it on a few');
    const auditBefore = await registry.audit(50);
    for (const command of [
      { kind: 'stable', version: heavy.version },
      { kind: 'canary', version: heavy.version, share: 5.01 },
      { kind: 'promote' },
    ] as const) {
      const refusal = await registry.changeRouting('mf_feed', command, ops, 'go').catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(RegistryError);
      expect((refusal as RegistryError).statusCode).toBe(409);
      expect((refusal as RegistryError).message).toMatch(
        new RegExp(
          `^mf_feed@${heavy.version.replace('+', '\\+')} is 0\\.\\d KB before it can mount, over its 0\\.0 KB budget by (\\d+ bytes|0\\.\\d KB): make it smaller`,
        ),
      );
    }
    expect(await registry.audit(50)).toEqual(auditBefore);
    expect((await registry.routing()).mf_feed).toMatchObject({ stable: stable.version, canary: heavy.version, share: 5 });
    // Leaving is never held back.
    await registry.changeRouting('mf_feed', { kind: 'rollback' }, ops, 'back to stable');
    expect((await registry.routing()).mf_feed.canary).toBeNull();
  });

  it('lets a platform engineer force it, and the audit log says it was forced and why', async () => {
    const registry = registryFor(TEST_SHELL);
    const heavy = await registry.deploy(await sized('heavy', 50), ops, { forceOverBudget: true, reason: 'a hotfix' });
    expect((await registry.audit(1))[0]).toMatchObject({ action: 'deploy', reason: 'deploy, forced over budget: a hotfix' });
    const { summary } = await registry.changeRouting(
      'mf_feed',
      { kind: 'stable', version: heavy.version },
      ops,
      'the fix outweighs 100 bytes',
      {
        forceOverBudget: true,
      },
    );
    expect(summary).toContain(`(forced over budget: mf_feed@${heavy.version} is `);
    const [entry] = await registry.audit(1);
    expect(entry).toMatchObject({ action: 'stable', reason: 'the fix outweighs 100 bytes' });
    expect(entry!.summary).toContain('over its 0.0 KB budget by');
  });

  it('holds a build that declares no budget to its area’s, and refuses a budget that is not a size', async () => {
    const registry = registryFor(TEST_SHELL);
    const old = await registry.deploy(await bundle('old', '1.0.0'), ops);
    expect((await registry.readSize(old)).budgetBytes).toBe(AREA_BUDGET_BYTES.mf_feed);
    await registry.changeRouting('mf_feed', { kind: 'stable', version: old.version }, ops, 'ship');
    const refusal = await registry.deploy(await sized('typo', 0), ops).catch((error: unknown) => error);
    expect((refusal as RegistryError).statusCode).toBe(400);
    expect((refusal as RegistryError).message).toContain('"pinboard.budget.initialBytes" must be a whole number of bytes');
  });
});

describe('the working tree’s build at start', () => {
  it('is served until a deployed build is stable, then left alone', async () => {
    const registry = registryFor(TEST_SHELL);
    const local = await registry.adoptLocalBuild(await bundle('local', '1.0.0'));
    expect((await registry.routing()).mf_feed.stable).toBe(local);
    const deployed = await registry.deploy(await bundle('deployed', '1.1.0'), ops);
    await registry.changeRouting('mf_feed', { kind: 'stable', version: deployed.version }, ops, 'ship');
    expect(await registry.adoptLocalBuild(await bundle('local-2', '1.0.0'))).toBeNull();
    expect((await registry.routing()).mf_feed.stable).toBe(deployed.version);
  });

  it('is served even over its budget, with a warning: the budget holds back deploys, not a developer’s own machine', async () => {
    const lines: string[] = [];
    const registry = registryFor(TEST_SHELL, (line) => lines.push(line));
    const dist = writeFakeBuild(path.join(dir, 'heavy-local'), 'mf_feed', { budgetBytes: 50 });
    const local = await registry.adoptLocalBuild(await readBuildBundle('mf_feed', dist, '1.0.0'));
    expect((await registry.routing()).mf_feed.stable).toBe(local);
    expect(lines.some((line) => line.startsWith('registry: warning: mf_feed (forced over budget:'))).toBe(true);
  });
});

describe('a build’s published types', () => {
  it('are registered with its files (Module Federation names them @mf-types.zip and @mf-types.d.ts)', async () => {
    const registry = registryFor(TEST_SHELL);
    const dist = writeFakeBuild(path.join(dir, 'typed'), 'mf_feed', { marker: 'typed' });
    writeFileSync(path.join(dist, '@mf-types.zip'), 'PK zip of the exposed modules’ types');
    writeFileSync(path.join(dist, '@mf-types.d.ts'), 'export {};');
    const record = await registry.deploy(await readBuildBundle('mf_feed', dist, '1.0.0'), ops);
    expect(record.files.map((f) => f.path)).toEqual(expect.arrayContaining(['@mf-types.zip', '@mf-types.d.ts']));
  });
});

describe('what a document says of a build’s files', () => {
  it.each([
    [
      'a build-config build: every script and stylesheet, which its chunk loaders check',
      false,
      ['12.abcdef01.js', '__federation_expose_app.abcdef01.css', 'remoteEntry.js'],
    ],
    ['a stock build: only the entry, which the shell loads; its own loaders ask for its chunks plainly', true, ['remoteEntry.js']],
  ])('%s', async (_case, stock, listed) => {
    const registry = registryFor(TEST_SHELL);
    const dist = writeFakeBuild(path.join(dir, `stock-${String(stock)}`), 'mf_feed', { stock });
    const record = await registry.deploy(await readBuildBundle('mf_feed', dist, '1.0.0'), ops);
    await registry.changeRouting('mf_feed', { kind: 'stable', version: record.version }, ops, 'ship');
    const [served] = (await registry.documentSet({ visitorKey: 'anon:x' })).remotes;
    expect(Object.keys(served?.integrity ?? {}).sort()).toEqual(listed);
    expect(served?.initialFiles).toEqual(['12.abcdef01.js', '__federation_expose_app.abcdef01.css']);
  });
});

describe("a build's server file", () => {
  const SOURCE = 'module.exports = { render: () => "<p>hi</p>" };';

  it('is registered with its integrity, checked when read, and never served to browsers', async () => {
    const registry = registryFor(TEST_SHELL);
    const record = await registry.deploy(await bundle('server', '1.0.0', SOURCE), ops);
    // Recorded like every other file of the build (the licence note beside it is not).
    expect(record.files.map((f) => f.path)).toContain(SERVER_ENTRY_FILE);
    expect(record.files.map((f) => f.path)).not.toContain('server/render.js.LICENSE.txt');
    const entry = await registry.readServerEntry('mf_feed', record.version);
    expect(entry?.bytes.toString('utf8')).toBe(SOURCE);
    expect(entry?.integrity).toBe(record.files.find((f) => f.path === SERVER_ENTRY_FILE)?.integrity);
    // Not a file of the page: not served under /remotes/ and not in the document's integrity list.
    expect(await registry.servedFile('mf_feed', record.version, SERVER_ENTRY_FILE)).toBeUndefined();
    expect(await registry.servedFile('mf_feed', record.version, 'remoteEntry.js')).toBeDefined();
    await registry.changeRouting('mf_feed', { kind: 'stable', version: record.version }, ops, 'ship');
    const served = await registry.documentSet({ visitorKey: 'anon:x' });
    expect(Object.keys(served.remotes[0]?.integrity ?? {})).toEqual(expect.arrayContaining(['remoteEntry.js']));
    expect(Object.keys(served.remotes[0]?.integrity ?? {})).not.toContain(SERVER_ENTRY_FILE);
  });

  it('is refused when its bytes changed after registration', async () => {
    const registry = registryFor(TEST_SHELL);
    const record = await registry.deploy(await bundle('tampered', '1.0.0', SOURCE), ops);
    const stored = path.join(dir, 'data', 'registry', 'mf_feed', record.version, SERVER_ENTRY_FILE);
    writeFileSync(stored, 'module.exports = { render: () => "<script>evil()</script>" };');
    await expect(registry.readServerEntry('mf_feed', record.version)).rejects.toThrow('does not match its registered integrity');
    rmSync(stored);
    await expect(registry.readServerEntry('mf_feed', record.version)).rejects.toThrow('its file is missing');
  });

  it('is nothing for a build without one, and an error for an unknown version', async () => {
    const registry = registryFor(TEST_SHELL);
    const record = await registry.deploy(await bundle('plain', '1.0.0'), ops);
    expect(await registry.readServerEntry('mf_feed', record.version)).toBeUndefined();
    await expect(registry.readServerEntry('mf_feed', '9.9.9+0000000000')).rejects.toThrow('is not registered');
  });
});

describe('a page’s report token', () => {
  function clockedRegistry(clock: { at: number }, signingSecret = 's'.repeat(40)) {
    return createRegistry({
      store,
      files: folderVersionFiles(path.join(dir, 'data', 'registry')),
      shell: TEST_SHELL,
      signingSecret,
      canaryPolicy: { maxFailureRate: 0.1, minLoads: 50 },
      now: () => clock.at,
    });
  }

  it('names the visitor it was served to by a short keyed hash, the same on every page view, and the page view itself', async () => {
    const clock = { at: Date.UTC(2025, 0, 1) };
    const registry = clockedRegistry(clock);
    const tokenOf = async (visitorKey: string | null) => (await registry.documentSet({ visitorKey })).reportToken;
    const first = registry.readReportToken(await tokenOf('anon:abc'));
    expect(first).toEqual({ visitor: expect.stringMatching(/^[\w-]{16}$/), page: expect.stringMatching(/^[\w-]{16}\.[\w-]+$/) });
    const again = registry.readReportToken(await tokenOf('anon:abc'));
    expect(again?.visitor).toBe(first?.visitor);
    expect(again?.page).not.toBe(first?.page);
    expect(registry.readReportToken(await tokenOf('user:7'))?.visitor).not.toBe(first?.visitor);
    // Bots are one visitor; the key itself never appears in the token.
    const bot = registry.readReportToken(await tokenOf(null));
    expect(bot?.visitor).toMatch(/^[\w-]{16}$/);
    expect(registry.readReportToken(await tokenOf(null))?.visitor).toBe(bot?.visitor);
    expect(Buffer.from((await tokenOf('anon:abc')).split('.')[0]!, 'base64url').toString()).not.toContain('abc');
    // Another server's secret gives another hash.
    const other = clockedRegistry(clock, 't'.repeat(40));
    expect(other.readReportToken(await other.documentSet({ visitorKey: 'anon:abc' }).then((s) => s.reportToken))?.visitor).not.toBe(
      first?.visitor,
    );
  });

  it('is refused when forged, tampered with, expired, for another purpose or without a visitor', async () => {
    const clock = { at: Date.UTC(2025, 0, 1) };
    const registry = clockedRegistry(clock);
    const token = (await registry.documentSet({ visitorKey: 'anon:abc' })).reportToken;
    const [body, signature] = token.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as { exp: number; data: Record<string, string> };
    const rewritten = Buffer.from(JSON.stringify({ ...payload, data: { ...payload.data, v: 'AAAAAAAAAAAAAAAA' } })).toString('base64url');
    expect(registry.readReportToken(`${rewritten}.${signature}`)).toBeNull();
    expect(registry.readReportToken('x.y')).toBeNull();
    expect(registry.readReportToken('')).toBeNull();
    expect(registry.readReportToken(signToken('t'.repeat(40), 'report', payload.data, clock.at + 60_000))).toBeNull();
    expect(registry.readReportToken(signToken('s'.repeat(40), 'override', payload.data, clock.at + 60_000))).toBeNull();
    expect(registry.readReportToken(signToken('s'.repeat(40), 'report', { n: 'x' }, clock.at + 60_000))).toBeNull();
    expect(registry.readReportToken(token)).not.toBeNull();
    clock.at += 24 * 3600_000;
    expect(registry.readReportToken(token)).toBeNull();
  });
});

describe('load reports', () => {
  const edge = () =>
    createRegistry({
      store,
      files: folderVersionFiles(path.join(dir, 'data', 'registry')),
      shell: TEST_SHELL,
      signingSecret: 's'.repeat(40),
      canaryPolicy: { maxFailureRate: 0.5, minLoads: 4 },
    });

  async function withCanary() {
    const registry = edge();
    const stable = await registry.deploy(await bundle('stable', '1.0.0'), ops);
    const canary = await registry.deploy(await bundle('canary', '1.1.0'), ops);
    await registry.changeRouting('mf_feed', { kind: 'stable', version: stable.version }, ops, 'ship');
    await registry.changeRouting('mf_feed', { kind: 'canary', version: canary.version, share: 100 }, ops, 'try');
    /** A browser whose identity the server issued to `address` (what a document without one gets). */
    const browserOn = (address: string) => registry.mintBrowser(address).browser;
    /** Browsers issued on `n` networks, one each. */
    const browsersOnNetworks = (n: number) => Array.from({ length: n }, (_, i) => browserOn(`198.18.${i >> 8}.${i & 255}`));
    /**
     * A page of `version` (the canary unless said) served to `browser`, which fetched its entry and
     * reported `ok` (a failure unless said) from `address` with the browser's proof.
     */
    const report = async (browser: SignedBrowser | null, address: string, { ok = false, version = canary.version, proven = true } = {}) => {
      const visitorKey = `anon:${browser?.id ?? 'unsigned'}`;
      const token = (await registry.documentSet({ visitorKey, browser, overrides: { mf_feed: version } })).reportToken;
      const proof = proven && browser ? (registry.proveEntry(undefined, browser.id, 'mf_feed', version) ?? undefined) : undefined;
      return registry.acceptLoads([{ token, remote: 'mf_feed', version, ok, durationMs: 5 }], address, proof);
    };
    const health = async () => (await registry.status()).remotes.find((r) => r.remote === 'mf_feed')?.canaryHealth;
    return { registry, canary: canary.version, stable: stable.version, browserOn, browsersOnNetworks, report, health };
  }

  it('from one IPv6 /64 are one address, however many of its addresses send them', async () => {
    const { registry, canary, browsersOnNetworks, report, health } = await withCanary();
    for (const [i, browser] of browsersOnNetworks(30).entries()) {
      expect((await report(browser, `2001:db8:77:1::${(i + 1).toString(16)}`)).accepted).toBe(1);
    }
    expect((await registry.routing()).mf_feed.canary).toBe(canary);
    expect(await health()).toMatchObject({ failingVisitors: 30, failingAddresses: 1 });
  });

  it('count a failure only with the proof that its browser fetched the failing build’s entry', async () => {
    const { registry, canary, browserOn, report } = await withCanary();
    expect(await report(browserOn('203.0.113.1'), '203.0.113.1', { proven: false })).toEqual({ accepted: 0, unproven: 1, rolledBack: [] });
    // Another browser's proof, or one for another build, proves nothing.
    const mine = browserOn('203.0.113.2');
    const token = (await registry.documentSet({ visitorKey: 'anon:mine', browser: mine })).reportToken;
    const load = { token, remote: 'mf_feed', version: canary, ok: false, durationMs: 5 };
    const theirs = registry.proveEntry(undefined, browserOn('203.0.113.2').id, 'mf_feed', canary) ?? undefined;
    const otherBuild = registry.proveEntry(undefined, mine.id, 'mf_feed', '1.0.0+other') ?? undefined;
    for (const proof of [theirs, otherBuild, 'forged.proof'])
      expect(await registry.acceptLoads([load], '203.0.113.2', proof)).toMatchObject({ accepted: 0, unproven: 1 });
    expect(await report(browserOn('203.0.113.3'), '203.0.113.3')).toMatchObject({ accepted: 1, unproven: 0 });
  });

  it('alert once per canary run when one address reported most failures, across edges and restarts', async () => {
    const { registry, canary, browsersOnNetworks, browserOn, report } = await withCanary();
    const addresses = ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.1'];
    addresses.push('198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4');
    const browsers = browsersOnNetworks(addresses.length);
    for (const [i, address] of addresses.entries()) await report(browsers[i]!, address);
    const alerts = async () => (await registry.audit(20, 'mf_feed')).filter((entry) => entry.action === 'alert');
    expect(await alerts()).toHaveLength(1);
    // Another edge (or this one after a restart) sees more failures of the same run.
    const other = edge();
    const later = browserOn('192.0.2.200');
    const token = (await other.documentSet({ visitorKey: 'anon:later', browser: later })).reportToken;
    const proof = other.proveEntry(undefined, later.id, 'mf_feed', canary) ?? undefined;
    await other.acceptLoads([{ token, remote: 'mf_feed', version: canary, ok: false, durationMs: 5 }], '203.0.113.1', proof);
    expect((await other.routing()).mf_feed.canary).toBe(canary);
    expect(await alerts()).toHaveLength(1);
  });

  it('count only from a document’s token: a refreshed set (GET /_platform/remotes) names no page view', async () => {
    const { registry, canary, health } = await withCanary();
    for (let i = 0; i < 5; i += 1) {
      const refreshed = await registry.currentSet({ visitorKey: 'anon:refresher' });
      const load = { token: refreshed.reportToken, remote: 'mf_feed', version: canary, ok: false, durationMs: 5 };
      expect((await registry.acceptLoads([load], `203.0.113.${i + 1}`)).accepted).toBe(0);
      // The same visitor's token still names it, for the event log.
      expect(registry.readReportToken(refreshed.reportToken)).not.toBeNull();
    }
    expect(await health()).toMatchObject({ documents: 0, loads: 0 });
  });

  it('roll back with the default minimums (10 networks, 5 addresses), and the status keeps the figures', async () => {
    const { registry, canary, browsersOnNetworks, report, health } = await withCanary();
    const addresses = ['203.0.113.1', '::ffff:203.0.113.2', '2001:db8:1:1::1', '2001:db8:1:2::1', '198.51.100.9'];
    const browsers = browsersOnNetworks(10);
    for (let i = 0; i < 9; i += 1) await report(browsers[i]!, addresses[i % 5]!);
    expect((await registry.routing()).mf_feed.canary).toBe(canary);
    const result = await report(browsers[9]!, addresses[0]!);
    expect(result.rolledBack).toEqual([
      `automatic rollback: canary ${canary} failed in browsers from 10 of 10 networks (100 %), reported from 5 addresses; stable was reported from too few networks over the same time to compare (0), so against 0 %: more than 50 % above`,
    ]);
    expect((await registry.routing()).mf_feed.canary).toBeNull();
    expect(await health()).toMatchObject({
      version: canary,
      decision: 'rolled back',
      documents: 10,
      browsers: 10,
      failingVisitors: 10,
      failingAddresses: 5,
    });
  });

  // Issue 59: 12 forged failures from each of 5 addresses, each from a fresh browser with its proof, rolled a canary back.
  it('count the browsers issued on one network as one: five addresses’ 60 browsers are five, however many addresses report them', async () => {
    const { registry, canary, browserOn, report, health } = await withCanary();
    const minted = [1, 2, 3, 4, 5].flatMap((n) => Array.from({ length: 12 }, () => browserOn(`192.0.2.${n}`)));
    for (const [i, browser] of minted.entries()) {
      // Half reported from where they were minted, half from 30 more addresses.
      const address = i % 2 === 0 ? `192.0.2.${Math.floor(i / 12) + 1}` : `198.51.100.${i}`;
      expect((await report(browser, address)).accepted).toBe(1);
    }
    expect((await registry.routing()).mf_feed.canary).toBe(canary);
    expect(await health()).toMatchObject({
      decision: 'keeping',
      reason: 'the failing browsers were issued on 5 networks, fewer than the 10 needed',
      loads: 60,
      failures: 60,
      browsers: 5,
      failingVisitors: 5,
      failingAddresses: 35,
    });
  });

  it('count a browser once, however many pages it reported failing', async () => {
    const { registry, canary, browserOn, report, health } = await withCanary();
    const browser = browserOn('203.0.113.99');
    for (let i = 0; i < 12; i += 1) expect((await report(browser, `203.0.113.${i + 1}`)).accepted).toBe(1);
    expect((await registry.routing()).mf_feed.canary).toBe(canary);
    expect(await health()).toMatchObject({
      reason: 'browsers from 1 network reported the canary, fewer than the 4 needed to judge',
      loads: 12,
      browsers: 1,
      failingVisitors: 1,
    });
  });

  it('take no evidence from a page whose browser the server did not sign (a client-chosen id, or none)', async () => {
    const { registry, canary, report, health } = await withCanary();
    for (let i = 0; i < 12; i += 1) {
      expect(await report(null, `203.0.113.${i + 1}`)).toMatchObject({ accepted: 0, unproven: 1 });
      expect(await report(null, `203.0.113.${i + 1}`, { ok: true })).toMatchObject({ accepted: 1 });
    }
    expect((await registry.routing()).mf_feed.canary).toBe(canary);
    expect(await health()).toMatchObject({ documents: 24, loads: 0, browsers: 0, failingVisitors: 0 });
  });

  it('judge the canary against stable’s failures over the same time: failing as often as stable is kept', async () => {
    const { registry, canary, stable, browsersOnNetworks, report, health } = await withCanary();
    const browsers = browsersOnNetworks(30);
    const address = (i: number) => `198.51.100.${(i % 6) + 1}`;
    // Browsers of 12 of 15 networks fail on each side: the canary is no worse than stable.
    for (let i = 0; i < 15; i += 1) {
      await report(browsers[i]!, address(i), { ok: i >= 12 });
      await report(browsers[15 + i]!, address(i), { ok: i >= 12, version: stable });
    }
    expect((await registry.routing()).mf_feed.canary).toBe(canary);
    expect(await health()).toMatchObject({
      decision: 'keeping',
      reason:
        'failed in browsers from 12 of 15 networks (80 %); stable failed in 12 of 15 (80 %) over the same time: within the 50 % it may be above',
      browsers: 15,
      failingVisitors: 12,
      stableBrowsers: 15,
      stableFailingBrowsers: 12,
    });
  });
});
