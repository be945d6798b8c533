// Every command against a real registry (the platform's routes on Fastify, a real SQLite file)
// listening on loopback, run in-process as the bin runs it.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFakeBuild } from 'pinboard-platform/src/testing/fakeBuild';
import { TEST_TOKENS, startTestPlatform, type TestPlatform } from 'pinboard-platform/src/testing/testPlatform';
import { USAGE } from './main';
import { runCli } from './testing/runCli';

const COPY_BUILD = path.join(__dirname, 'fixtures', 'copyBuild.cjs');
const ALL_TOKENS = Object.values(TEST_TOKENS);

let site: TestPlatform;
let dir: string;
/** A platform engineer's folder: its package.json names the registry and a token file. */
let ops: string;

beforeAll(async () => {
  site = await startTestPlatform();
  dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-cli-main-'));
  mkdirSync(path.join(dir, 'secrets'));
  writeFileSync(
    path.join(dir, 'secrets', 'access.json'),
    JSON.stringify({
      tokens: [
        { scope: 'platform', token: TEST_TOKENS.platform },
        { scope: 'deploy:mf_feed', token: TEST_TOKENS.feed },
      ],
    }),
  );
  ops = path.join(dir, 'ops');
  mkdirSync(path.join(ops, 'nested'), { recursive: true });
  writeFileSync(
    path.join(ops, 'package.json'),
    JSON.stringify({ name: 'ops', pinboard: { registry: site.url, tokenFile: '../secrets/access.json' } }),
  );
});
afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A team's area folder with a fake build in dist/ and a package.json that configures the CLI. */
function area(label: string, pkg: Record<string, unknown>, marker = label): string {
  const folder = path.join(dir, label);
  writeFakeBuild(folder, 'mf_feed', { marker });
  const packageDir = path.join(folder, 'mf-feed');
  writeFileSync(
    path.join(packageDir, 'package.json'),
    JSON.stringify({ name: 'mf-feed', version: '1.0.0', pinboard: { registry: site.url, tokenFile: '../../secrets/access.json' }, ...pkg }),
  );
  return packageDir;
}

/** The CLI's output never shows a token. */
function expectNoToken(run: { out: string; err: string }) {
  for (const token of ALL_TOKENS) expect(`${run.out}\n${run.err}`).not.toContain(token);
}

describe('pinboard deploy', () => {
  let deployed = '';

  it('uploads the build as a new version and prints what the registry says of it', async () => {
    const run = await runCli(['deploy', '--skip-build'], area('first', {}));
    expect(run.err).toBe('');
    expect(run.code).toBe(0);
    expect(run.out).toContain(`Deploying mf-feed 1.0.0 to ${site.url}/`);
    expect(run.out).toContain('[1/3] Build: skipped (--skip-build), using dist/ as it is');
    expect(run.out).toMatch(/\[2\/3\] Hashing the build \(SHA-384 per file\)…\n {6}4 files, \d+ KB/);
    deployed = /registered (mf_feed@1\.0\.0\+[0-9a-f]{10}) \(4 files\)/.exec(run.out)?.[1] ?? '';
    expect(deployed).not.toBe('');
    // The size lines are the registry's own report.
    expect(run.out).toMatch(/ {6}size: \d+\.\d KB before it can mount, .*\(compressed, as measured by the registry\)/);
    expect(run.out).toContain(`npx pinboard canary ${deployed} --share 10 --reason "…"`);
    expectNoToken(run);
  });

  it('says the registry’s refusal and its reasons, and exits 1', async () => {
    const again = await runCli(['deploy', '--skip-build'], area('first', {}));
    expect(again.code).toBe(1);
    expect(again.err).toContain(`${deployed} is already registered: versions are immutable.`);

    const wrongTeam = await runCli(['deploy', '--skip-build'], area('wrong-team', {}), { PINBOARD_TOKEN: TEST_TOKENS.boards });
    expect(wrongTeam.code).toBe(1);
    expect(wrongTeam.err).toMatch(/may deploy only mf_boards/);
    expectNoToken(wrongTeam);

    // A container named after the team, not the area: the gate's reason comes with its fix.
    const misnamed = area('misnamed', {});
    const manifestFile = path.join(misnamed, 'dist', 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(
      manifestFile,
      JSON.stringify({ ...manifest, id: 'team_remote', name: 'team_remote', metaData: { name: 'team_remote', globalName: 'team_remote' } }),
    );
    const gate = await runCli(['deploy', '--skip-build'], misnamed);
    expect(gate.code).toBe(1);
    expect(gate.err).toMatch(/^pinboard: .+\n {2}- .*team_remote/);
  });

  it('deploys a build over its budget only when a platform engineer forces it, saying why, and suggests a small canary', async () => {
    const heavy = path.join(dir, 'heavy');
    writeFakeBuild(heavy, 'mf_feed', { marker: 'heavy', budgetBytes: 50 });
    const folder = path.join(heavy, 'mf-feed');
    writeFileSync(
      path.join(folder, 'package.json'),
      JSON.stringify({ name: 'mf-feed', version: '1.5.0', pinboard: { registry: site.url, tokenFile: '../../secrets/access.json' } }),
    );
    const refused = await runCli(['deploy', '--skip-build'], folder);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/\n {2}- it is \d+\.\d KB before it can mount, over its 0\.0 KB budget by [\d.]+ (bytes|KB): /);
    const unsaid = await runCli(['deploy', '--skip-build', '--force-over-budget'], folder);
    expect(unsaid.err).toBe(
      'pinboard: --force-over-budget needs a platform token and says why with --reason "…" (it goes into the audit log)',
    );
    const forced = await runCli(['deploy', '--skip-build', '--force-over-budget', '--reason', 'hotfix; trim next'], folder);
    expect(forced.err).toBe('');
    expect(forced.out).toMatch(/ {6}OVER BUDGET: the registry will serve it to at most a 5 % canary/);
    expect(forced.out).toMatch(/npx pinboard canary mf_feed@1\.5\.0\+[0-9a-f]{10} --share 5 --reason/);
  });

  it('runs the package’s own build script first and relays what it prints; a failed build uploads nothing', async () => {
    const prepared = writeFakeBuild(path.join(dir, 'prepared'), 'mf_feed', { marker: 'own build' });
    const own = area('own-build', { version: '1.1.0', scripts: { build: `node ${COPY_BUILD} ${prepared}` } });
    rmSync(path.join(own, 'dist'), { recursive: true });
    const built = await runCli(['deploy'], own);
    expect(built.err).toBe('');
    expect(built.out).toMatch(/\[1\/3\] Building…\n {2}│ building…\n {6}built in \d+\.\d s/);
    expect(built.out).toMatch(/registered mf_feed@1\.1\.0\+[0-9a-f]{10}/);

    const failing = area('failing-build', { version: '1.2.0', scripts: { build: `node ${COPY_BUILD} fail` } });
    const failed = await runCli(['deploy'], failing);
    expect(failed.code).toBe(1);
    expect(failed.err).toContain('  │ the build broke here');
    expect(failed.err).toContain('pinboard: the build failed (see above); nothing was uploaded');
  });

  it('deploys another build folder as another area when package.json or the flags say so', async () => {
    const folder = area('renamed', {
      name: 'team-area',
      version: '1.3.0',
      pinboard: { registry: site.url, remote: 'mf_feed', dist: 'out' },
    });
    rmSync(path.join(folder, 'dist', 'remoteEntry.js.map'));
    const { renameSync } = await import('node:fs');
    renameSync(path.join(folder, 'dist'), path.join(folder, 'out'));
    const run = await runCli(['deploy', '--skip-build', '--token', TEST_TOKENS.feed], folder);
    expect(run.err).toBe('');
    expect(run.out).toContain(`Deploying team-area 1.3.0 as mf_feed to ${site.url}/`);
    expect(run.out).toContain('using out/ as it is');
    expect(run.out).toMatch(/registered mf_feed@1\.3\.0\+/);

    const unnamed = area('unnamed', { name: 'team-area' });
    const refused = await runCli(['deploy', '--skip-build'], unnamed);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('team-area does not say which area it deploys as: add "pinboard": { "remote": "mf_business" }');
  });

  it('fails before building when it has no registry, and names the three ways to give one', async () => {
    const folder = area('no-registry', { pinboard: { tokenFile: '../../secrets/access.json' } });
    const run = await runCli(['deploy'], folder);
    expect(run.code).toBe(1);
    expect(run.out).toBe('');
    expect(run.err).toBe(
      'pinboard: no registry to talk to: pass --registry <url>, set PINBOARD_REGISTRY_URL, or add "pinboard": { "registry": "https://…" } to package.json',
    );
  });

  it('says when the registry cannot be reached, and where to name another', async () => {
    const run = await runCli(['status', '--registry', 'http://127.0.0.1:9'], ops);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(
      /^pinboard: cannot reach the registry at http:\/\/127\.0\.0\.1:9\/.*: is it running, and is that its address\? Name another with --registry, PINBOARD_REGISTRY_URL/,
    );
  });
});

describe('the platform engineer’s commands', () => {
  let version = '';

  beforeAll(async () => {
    const run = await runCli(['deploy', '--skip-build'], area('for-routing', { version: '2.0.0' }));
    version = /registered mf_feed@(2\.0\.0\+[0-9a-f]{10})/.exec(run.out)?.[1] ?? '';
  });

  const ok = async (argv: string[], cwd = ops) => {
    const run = await runCli(argv, cwd);
    if (run.code !== 0) throw new Error(`pinboard ${argv.join(' ')} exited ${run.code}: ${run.err}`);
    expectNoToken(run);
    return run.out;
  };

  it('route a version from the nearest package.json up, and the status and audit log say so', async () => {
    expect(await ok(['stable', `mf_feed@${version}`, '--reason', 'first stable'], path.join(ops, 'nested'))).toBe(
      `mf_feed: stable none → ${version}. Applies from the next page load.`,
    );
    const second = /registered mf_feed@(2\.1\.0\+[0-9a-f]{10})/.exec(
      (await runCli(['deploy', '--skip-build'], area('second', { version: '2.1.0' }))).out,
    )?.[1];
    expect(await ok(['canary', `mf_feed@${second}`, '--share', '25', '--reason', 'try it'])).toBe(
      `mf_feed: canary none → ${second} at 25 %. Applies from the next page load.`,
    );
    expect(await ok(['status'])).toContain(`mf_feed: stable ${version}, canary ${second} at 25 %`);
    expect(await ok(['stop-canary', 'mf_feed', '--reason', 'not yet'])).toMatch(/^mf_feed: canary .* stopped/);
    expect(await ok(['canary', `mf_feed@${second}`, '--share', '50', '--reason', 'again'])).toContain('at 50 %');
    expect(await ok(['promote', 'mf_feed', '--reason', 'good'])).toMatch(new RegExp(`^mf_feed: .*${second?.replace('+', '\\+')}`));
    expect(await ok(['rollback', 'mf_feed', '--reason', 'bad after all'])).toContain(`rolled back stable ${second} → ${version}`);
    expect(await ok(['kill', 'mf_feed', '--reason', 'switch off'])).toMatch(/^mf_feed: .*\. Applies from the next page load\.$/);
    expect(await ok(['status'])).toContain('mf_feed: SWITCHED OFF');
    await ok(['revive', 'mf_feed', '--reason', 'back on']);
    expect(await ok(['versions', 'mf_feed'])).toMatch(
      new RegExp(`mf_feed@${version.replace('+', '\\+')} {2}\\S+ {2}by feed-team \\(deploy, 4 files; \\d+\\.\\d KB before it can mount`),
    );
    const audit = await ok(['audit', 'mf_feed', '--limit', '2']);
    expect(audit.split('\n')).toHaveLength(2);
    expect(audit).toMatch(/ {2}ops {2}mf_feed {2}kill: kill switch off: .* — back on/);
  });

  it('issue an override link on the registry’s own address', async () => {
    const out = await ok(['override', `mf_feed@${version}`, '--ttl', '30', '--reason', 'QA']);
    expect(out).toMatch(new RegExp(`^Override for mf_feed@${version.replace('+', '\\+')}, valid until \\S+\\.`));
    expect(out).toMatch(new RegExp(`\n {2}${site.url}/\\?pb-override=\\S+\n`));
    expect(out).toContain(`To go back: ${site.url}/?pb-override=clear`);
  });

  it.each([
    [['stable', 'mf_feed@1.0.0'], 'say why with --reason "…": it goes into the audit log'],
    [['canary', `mf_feed@1.0.0`, '--reason', 'x'], 'canary needs --share <percent>, e.g. --share 10'],
    [['stable', 'mf_feed', '--reason', 'x'], '"mf_feed" is not a version: write it as area@version, e.g. mf_feed@1.3.0'],
    [['stable', 'mf_feed@latest', '--reason', 'x'], '"latest" is not a version of mf_feed: use 1.3.0 or 1.3.0+<build id>'],
    [['rollback', 'MF Feed', '--reason', 'x'], 'rollback: "MF Feed" is not an area\'s name'],
    [['override', '--reason', 'x'], 'override needs at least one version'],
    [['audit', '--limit', 'all'], '--limit is a whole number of entries'],
  ])('refuse %j before asking the registry', async (argv, message) => {
    const run = await runCli(argv, ops);
    expect(run.code).toBe(1);
    expect(run.err).toContain(`pinboard: ${message}`);
  });

  it('pass on the registry’s word for an area it does not have', async () => {
    const run = await runCli(['rollback', 'mf_nowhere', '--reason', 'x'], ops);
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/^pinboard: .*mf_nowhere/);
  });
});

describe('help and usage', () => {
  it('lists the commands and the three ways to configure on --help', async () => {
    const run = await runCli(['--help'], dir);
    expect(run.code).toBe(0);
    expect(run.out).toBe(USAGE);
    for (const word of [
      'deploy',
      'status',
      'versions',
      'canary',
      'stable',
      'stop-canary',
      'promote',
      'rollback',
      'kill',
      'revive',
      'override',
      'audit',
    ]) {
      expect(USAGE).toMatch(new RegExp(`^ {2}${word} `, 'm'));
    }
    for (const way of [
      '--registry <url>',
      'PINBOARD_REGISTRY_URL',
      '"pinboard": { "registry"',
      '--token-file',
      'PINBOARD_TOKEN_FILE',
      '"tokenFile"',
    ]) {
      expect(USAGE).toContain(way);
    }
  });

  it.each([
    [[], 2, /^pinboard: deploy areas/],
    [['launch'], 2, /^pinboard: unknown command "launch"/],
    [['status', '--registy', 'x'], 2, /^pinboard: Unknown option '--registy'/],
  ])('%j exits %i with the usage', async (argv, code, message) => {
    const run = await runCli(argv, dir);
    expect(run.code).toBe(code);
    expect(run.err).toMatch(message);
  });
});
