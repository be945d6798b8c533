// A team's own folder outside this repository, as a new team makes one: the stock example's source
// and webpack config, a package.json of its own, its packages installed there by npm (the same
// pinned versions as examples/stock-area), and the pinboard CLI installed from its packed tarball.
// Nothing in it resolves from the repository's node_modules.

import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childRun } from 'test-support/childRun';
import { REPO_ROOT } from './paths';
import type { CliRun } from './pinboardCli';

const EXAMPLE_DIR = path.join(REPO_ROOT, 'examples', 'stock-area');
const CLI_DIR = path.join(REPO_ROOT, 'cli');
/** The wrong builds a team makes, one webpack config over the example's (e2e/fixtures). */
const WRONG_BUILDS_CONFIG = path.join(REPO_ROOT, 'e2e', 'fixtures', 'wrongStockBuilds.config.js');

export interface TeamFolder {
  /** Where the platform engineer's commands run: holds the team's folder, and no package.json. */
  root: string;
  /** The team's area: package.json, src/, webpack.config.js and node_modules/. */
  dir: string;
  /** How long `npm install` took there, in seconds. */
  installSeconds: number;
}

interface PackageJson {
  devDependencies?: Record<string, string>;
  pinboard?: Record<string, string>;
  [key: string]: unknown;
}

/** The environment without what npm set for the run that started the suites (its prefix, workspace, config …) or Pinboard settings of its own. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(([name]) => !/^(npm_|PINBOARD_)/i.test(name) && name !== 'INIT_CWD');
  return { ...Object.fromEntries(kept), ...extra };
}

/** Runs a command in `cwd` with a clean environment plus `env`; never rejects for a non-zero exit. */
export function runIn(cwd: string, command: string, args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return childRun(spawn(command, args, { cwd, env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'] }));
}

async function runOk(cwd: string, command: string, args: string[]): Promise<CliRun> {
  const run = await runIn(cwd, command, args);
  if (run.code !== 0) throw new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${run.code}:\n${run.out}\n${run.err}`);
  return run;
}

/** A bin the team's folder installed (node_modules/.bin/<name>), run in `cwd` (the team's folder unless said). */
export function teamBin(team: TeamFolder, name: string, args: string[], env: Record<string, string> = {}, cwd = team.dir): Promise<CliRun> {
  return runIn(cwd, path.join(team.dir, 'node_modules', '.bin', name), args, env);
}

/** The example's package.json as the team's own: no workspace link to the CLI (npm installs it from the tarball). */
function teamPackageJson(): PackageJson {
  const example = JSON.parse(readFileSync(path.join(EXAMPLE_DIR, 'package.json'), 'utf8')) as PackageJson;
  const devDependencies = Object.fromEntries(Object.entries(example.devDependencies ?? {}).filter(([name]) => name !== 'pinboard-cli'));
  return { ...example, devDependencies, pinboard: { remote: example.pinboard?.remote ?? 'mf_business' } };
}

/**
 * Makes the folder in os.tmpdir(): copies the example's source and config (and the wrong-builds
 * config), packs the CLI into it and runs `npm install --save-dev <tarball>` there, which installs
 * the example's pinned packages from npm's cache where it has them.
 */
export async function createTeamFolder(): Promise<TeamFolder> {
  // The CLI as built by the repository's build (npm run build): packed without its prepare script,
  // which would compile it again into the cli/dist the other suites run (cli/src/packedTarball.test.ts packs it with it).
  if (!existsSync(path.join(CLI_DIR, 'dist', 'bin.js'))) throw new Error(`${CLI_DIR}/dist is not built: run npm run build -w cli`);
  const root = mkdtempSync(path.join(os.tmpdir(), 'pinboard-team-'));
  const dir = path.join(root, 'stock-area');
  try {
    mkdirSync(dir);
    cpSync(path.join(EXAMPLE_DIR, 'src'), path.join(dir, 'src'), { recursive: true });
    cpSync(path.join(EXAMPLE_DIR, 'webpack.config.js'), path.join(dir, 'webpack.config.js'));
    cpSync(WRONG_BUILDS_CONFIG, path.join(dir, path.basename(WRONG_BUILDS_CONFIG)));
    writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(teamPackageJson(), null, 2)}\n`);
    await runOk(CLI_DIR, 'npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', dir]);
    const tarball = readdirSync(dir).find((file) => /^pinboard-cli-.+\.tgz$/.test(file));
    if (!tarball) throw new Error(`npm pack wrote no pinboard-cli tarball into ${dir}`);
    const started = process.hrtime.bigint();
    await runOk(dir, 'npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--save-dev', `./${tarball}`]);
    const installSeconds = Number(process.hrtime.bigint() - started) / 1e9;
    return { root, dir, installSeconds };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

/** Sets the "pinboard" field of the team's package.json (registry, tokenFile, remote, dist). */
export function setPinboardField(team: TeamFolder, pinboard: Record<string, string>): void {
  const file = path.join(team.dir, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
  writeFileSync(file, `${JSON.stringify({ ...pkg, pinboard }, null, 2)}\n`);
}

export function removeTeamFolder(team: TeamFolder | undefined): void {
  if (team) rmSync(team.root, { recursive: true, force: true });
}
