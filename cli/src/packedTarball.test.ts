// The CLI as a team gets it: `npm pack` of the package, installed from the tarball alone in an
// empty folder outside the repository with npm --offline (so it installs only if it needs no
// other package), then its bin run on Node 24 and, where the machine has it, Node 20, against a
// real registry on loopback. The package is packed from a copy of cli/ (its dev tools linked from
// the repository), so its prepare script never rewrites the cli/dist a running browser suite uses.

import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeFakeBuild } from 'pinboard-platform/src/testing/fakeBuild';
import { TEST_TOKENS, startTestPlatform, type TestPlatform } from 'pinboard-platform/src/testing/testPlatform';
import { childRun, type ChildRun } from 'test-support/childRun';

const CLI_DIR = path.resolve(__dirname, '..');
const REPO_NODE_MODULES = path.resolve(CLI_DIR, '..', 'node_modules');
const SYSTEM_NODE = '/usr/bin/node';
// Node 24 (the project's, which Jest runs on) and the machine's own where it has one (Debian's 20).
const NODES = [process.execPath, ...(existsSync(SYSTEM_NODE) ? [SYSTEM_NODE] : [])];
// Packing compiles the CLI and npm installs: minutes on a loaded 2-core machine, not Jest's 30 s.
const SLOW_MS = 300_000;

type Run = ChildRun;

/** The environment without what npm set for the run that started Jest (its prefix, its workspace …). */
function cleanEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== 'INIT_CWD'));
}

function run(command: string, args: string[], cwd: string): Promise<Run> {
  return childRun(spawn(command, args, { cwd, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] }));
}

async function runOk(command: string, args: string[], cwd: string): Promise<Run> {
  const result = await run(command, args, cwd);
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.code}:\n${result.out}\n${result.err}`);
  return result;
}

let scratch: string;
let site: TestPlatform;
/** The team's folder: an area with its build in dist/, and the CLI installed from the tarball. */
let team: string;
let tarball: string;
let installSeconds: number;

beforeAll(async () => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'pinboard-cli-packed-'));
  const source = path.join(scratch, 'source');
  cpSync(CLI_DIR, source, { recursive: true, filter: (file) => !/[/\\](node_modules|dist)$/.test(file) });
  symlinkSync(REPO_NODE_MODULES, path.join(source, 'node_modules'));
  const packed = path.join(scratch, 'packed');
  mkdirSync(packed);
  await runOk('npm', ['pack', '--silent', '--pack-destination', packed], source);
  const [name] = readdirSync(packed).filter((file) => file.endsWith('.tgz'));
  tarball = path.join(packed, name ?? 'missing.tgz');

  team = path.dirname(writeFakeBuild(path.join(scratch, 'team'), 'mf_feed', { marker: 'packed' }));
  site = await startTestPlatform();
  writeFileSync(path.join(team, 'access.json'), JSON.stringify({ tokens: [{ scope: 'deploy:mf_feed', token: TEST_TOKENS.feed }] }));
  writeFileSync(
    path.join(team, 'package.json'),
    JSON.stringify({ name: 'team-area', version: '3.0.0', private: true, pinboard: { remote: 'mf_feed', tokenFile: 'access.json' } }),
  );
  const started = Date.now();
  await runOk('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], team);
  installSeconds = (Date.now() - started) / 1000;
}, SLOW_MS);

afterAll(async () => {
  await site?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the packed CLI, installed in an empty folder', () => {
  it('is a small tarball that installs offline, alone: no dependency comes with it', () => {
    const kb = statSync(tarball).size / 1024;
    process.stdout.write(
      `pinboard-cli tarball: ${kb.toFixed(1)} KB; npm install --offline in an empty folder: ${installSeconds.toFixed(1)} s\n`,
    );
    expect(path.basename(tarball)).toBe('pinboard-cli-1.0.0.tgz');
    expect(kb).toBeLessThan(50);
    expect(readdirSync(path.join(team, 'node_modules')).filter((entry) => !entry.startsWith('.'))).toEqual(['pinboard-cli']);
    const installed = readdirSync(path.join(team, 'node_modules', 'pinboard-cli'));
    expect(installed).toEqual(expect.arrayContaining(['package.json', 'dist']));
    expect(installed).not.toContain('src');
    expect(readdirSync(path.join(team, 'node_modules', 'pinboard-cli', 'dist')).filter((file) => file.includes('test'))).toEqual([]);
  });

  it('runs as node_modules/.bin/pinboard and answers --help with the commands and the ways to configure', async () => {
    const help = await run(path.join(team, 'node_modules', '.bin', 'pinboard'), ['--help'], team);
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^pinboard: deploy areas and decide which version serves whom/);
    expect(help.out).toContain('--registry <url>      PINBOARD_REGISTRY_URL   "pinboard": { "registry": "https://…" }');
  });

  it.each(NODES)('on %s, names no registry of its own: it asks for one', async (node) => {
    const status = await run(node, [path.join(team, 'node_modules', '.bin', 'pinboard'), 'status'], team);
    expect(status.code).toBe(1);
    expect(status.err).toContain('pinboard: no registry to talk to: pass --registry <url>, set PINBOARD_REGISTRY_URL');
  });

  it(
    'deploys the team’s build to a real registry and reads its status there, on each Node',
    async () => {
      const bin = path.join(team, 'node_modules', '.bin', 'pinboard');
      const deployed = await runOk(process.execPath, [bin, 'deploy', '--skip-build', '--registry', site.url], team);
      expect(deployed.out).toContain(`Deploying team-area 3.0.0 as mf_feed to ${site.url}/`);
      expect(deployed.out).toMatch(/registered mf_feed@3\.0\.0\+[0-9a-f]{10} \(4 files\)/);
      expect(deployed.out).toContain('(compressed, as measured by the registry)');
      for (const node of NODES) {
        const status = await runOk(node, [bin, 'status', '--registry', site.url], team);
        expect(status.out).toMatch(/^mf_feed: not deployed\n {2}3\.0\.0\+[0-9a-f]{10} +idle/m);
        expect(`${status.out}${status.err}`).not.toContain(TEST_TOKENS.feed);
      }
    },
    SLOW_MS,
  );
});
