// `pinboard deploy`, run in an area's folder (`npm run deploy -w mf-feed`): builds it, reads
// dist/ with each file's SHA-384, and uploads it to the registry as an immutable version. It does
// not route traffic to it: that is a platform engineer's `stable` or `canary`.

import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isRemoteName, type RemoteName } from 'shared-contracts';
import { NO_CONTRACTS, readBuildBundle } from '../registry/buildBundle';
import { deployedSizeReport } from '../rules/budgets';
import { CliError, type CliContext } from './cliContext';
import { registryClient, uploadBundle } from './registryClient';
import { registryUrl, tokenFor } from './tokens';

function seconds(since: bigint): string {
  return `${(Number(process.hrtime.bigint() - since) / 1e9).toFixed(1)} s`;
}

interface AreaPackage {
  remote: RemoteName;
  version: string;
  name: string;
  /** The package's own build script, when it is not build-config's (a stock federation config). */
  ownBuild: boolean;
}

/**
 * The area a package deploys as: its name (mf-feed is mf_feed), or for a team's package named
 * otherwise, its package.json's "pinboard": { "remote": "mf_business" } (examples/stock-area).
 */
function readPackage(dir: string): AreaPackage {
  let pkg: { name?: unknown; version?: unknown; pinboard?: { remote?: unknown }; scripts?: { build?: unknown } };
  try {
    pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as typeof pkg;
  } catch {
    throw new CliError(`no package.json in ${dir}: run deploy in an area's folder, e.g. npm run deploy -w mf-feed`);
  }
  const name = typeof pkg.name === 'string' ? pkg.name : '';
  const declared = pkg.pinboard?.remote;
  const remote = typeof declared === 'string' ? declared : name.replace(/-/g, '_');
  if (!isRemoteName(remote)) {
    throw new CliError(
      typeof declared === 'string'
        ? `${name}/package.json names "${declared}" as its area: it must be mf_feed, mf_closeup, mf_boards, mf_experiences or mf_business`
        : `${name || dir} is not an area: deploy runs in mf-feed, mf-closeup, mf-boards, mf-experiences or mf-business, or in a package whose package.json says "pinboard": { "remote": "mf_…" }`,
    );
  }
  if (typeof pkg.version !== 'string') throw new CliError(`${name}/package.json has no "version"`);
  const build = typeof pkg.scripts?.build === 'string' ? pkg.scripts.build : '';
  return { remote, version: pkg.version, name, ownBuild: build !== '' && !build.startsWith('pinboard-build') };
}

/** build-config's build, or for a package with a build script of its own, `npm run build`. */
function buildCommand(dir: string, ownBuild: boolean): [string, string[]] {
  if (ownBuild) return [process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '--silent', 'build']];
  try {
    return [process.execPath, [require.resolve('build-config/bin/build.js', { paths: [dir] })]];
  } catch {
    throw new CliError('build-config is not installed here: run npm install');
  }
}

function build(ctx: CliContext, dir: string, ownBuild: boolean): Promise<void> {
  const [command, args] = buildCommand(dir, ownBuild);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    const relay = (write: (line: string) => void) => (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) write(`  │ ${line}`);
    };
    child.stdout.on('data', relay(ctx.out));
    child.stderr.on('data', relay(ctx.err));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new CliError('the build failed (see above); nothing was uploaded'))));
  });
}

export async function deployCommand(ctx: CliContext, options: { skipBuild: boolean }): Promise<void> {
  const started = process.hrtime.bigint();
  const pkg = readPackage(ctx.cwd);
  const url = registryUrl(ctx);
  const token = tokenFor(ctx, `deploy:${pkg.remote}`);
  ctx.out(`Deploying ${pkg.name} ${pkg.version} to ${url}`);

  if (options.skipBuild) {
    ctx.out('[1/3] Build: skipped (--skip-build), using dist/ as it is');
  } else {
    ctx.out('[1/3] Building…');
    const buildStart = process.hrtime.bigint();
    await build(ctx, ctx.cwd, pkg.ownBuild);
    ctx.out(`      built in ${seconds(buildStart)}`);
  }

  ctx.out('[2/3] Hashing the build (SHA-384 per file)…');
  let bundle;
  try {
    bundle = await readBuildBundle(pkg.remote, path.join(ctx.cwd, 'dist'), pkg.version);
  } catch (error) {
    throw new CliError((error as Error).message);
  }
  const bytes = bundle.files.reduce((sum, f) => sum + f.bytes.length, 0);
  const contracts =
    bundle.contractsVersion === NO_CONTRACTS ? 'using no shared-contracts' : `built against shared-contracts ${bundle.contractsVersion}`;
  ctx.out(`      ${bundle.files.length} files, ${(bytes / 1024).toFixed(0)} KB, ${contracts}`);

  ctx.out(`[3/3] Uploading to the registry…`);
  const result = await uploadBundle(registryClient(url, token), bundle);
  ctx.out(`      registered ${result.remote}@${result.version} (${result.files} files) in ${seconds(started)} in all`);
  // A registry from before size budgets answers without a size.
  const report =
    result.initialBytes === undefined
      ? undefined
      : deployedSizeReport({ initialBytes: result.initialBytes, budgetBytes: result.budgetBytes });
  for (const line of report?.lines ?? []) ctx.out(`      ${line}`);
  ctx.out('');
  ctx.out(`Nobody is served this version yet. A platform engineer can now:`);
  ctx.out(`  npm run platform -- canary ${result.remote}@${result.version} --share ${report?.canaryShare ?? 10} --reason "…"`);
  ctx.out(`  npm run platform -- stable ${result.remote}@${result.version} --reason "…"`);
  ctx.out(`  npm run platform -- override ${result.remote}@${result.version} --reason "…"   (a link that shows it to you only)`);
}
