// `pinboard deploy`, run in an area's folder: builds it, reads its build folder with each file's
// SHA-384, and uploads it to the registry as an immutable version. The registry is the gate: it
// checks the build and says how large it is; the CLI reports what it says. Deploying routes no
// traffic to the version: that is a platform engineer's `stable` or `canary`.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { runBuild } from './areaBuild';
import { CliError, type CliContext } from './cliContext';
import type { CliFlags } from './cliFlags';
import { readDistFiles } from './distFiles';
import { fromPackage, readPackageFile, type PackageFile } from './packageFile';
import { registryClient } from './registryClient';
import { registryUrl } from './registrySetting';
import { checkRemoteName, isKnownArea, KNOWN_AREAS } from './remoteNames';
import { tokenFor } from './tokenSetting';

/** The registry's answer to an upload. */
export interface DeployAnswer {
  remote: string;
  version: string;
  files: number;
  initialBytes?: number;
  budgetBytes?: number;
  /** What the registry says of the build's size, a line each. */
  report?: string[];
  /** The canary share to suggest first (the registry holds a build forced over budget to a small one). */
  canaryShare?: number;
}

function seconds(since: bigint): string {
  return `${(Number(process.hrtime.bigint() - since) / 1e9).toFixed(1)} s`;
}

/** The area a package deploys as: --remote, its "pinboard": { "remote" }, or its name (mf-feed is mf_feed). */
export function remoteOfPackage(pkg: PackageFile, flag: string | undefined): string {
  if (flag !== undefined) return checkRemoteName(flag, '--remote');
  if (pkg.pinboard.remote !== undefined) return checkRemoteName(pkg.pinboard.remote, `"pinboard.remote" in ${pkg.file}:`);
  const fromName = (pkg.name ?? '').replace(/-/g, '_');
  if (isKnownArea(fromName)) return fromName;
  throw new CliError(
    `${pkg.name ?? pkg.file} does not say which area it deploys as: add "pinboard": { "remote": "mf_business" } to its package.json, ` +
      `or pass --remote (areas: ${KNOWN_AREAS.join(', ')})`,
  );
}

export async function deployCommand(ctx: CliContext, flags: CliFlags): Promise<void> {
  const started = process.hrtime.bigint();
  const packageJson = path.join(ctx.cwd, 'package.json');
  if (!existsSync(packageJson)) {
    throw new CliError(`no package.json in ${ctx.cwd}: run deploy in your area's folder (in this repository: npm run deploy -w mf-feed)`);
  }
  const pkg = readPackageFile(packageJson);
  const remote = remoteOfPackage(pkg, flags.remote);
  if (!pkg.version) throw new CliError(`${pkg.file} has no "version": the registry names each build after it`);
  if (flags.forceOverBudget && !flags.reason?.trim()) {
    throw new CliError('--force-over-budget needs a platform token and says why with --reason "…" (it goes into the audit log)');
  }
  const url = registryUrl(flags, ctx.env, pkg);
  // Forcing a build past its budget is a platform engineer's decision, made with their token.
  const token = tokenFor(flags.forceOverBudget ? 'platform' : `deploy:${remote}`, flags, ctx.env, ctx.cwd, pkg);
  const distSetting = flags.dist ?? pkg.pinboard.dist ?? 'dist';
  const dist = flags.dist !== undefined ? path.resolve(ctx.cwd, flags.dist) : fromPackage(pkg, distSetting);
  const distLabel = `${distSetting.replace(/\/$/, '')}/`;

  const named = pkg.name ?? remote;
  ctx.out(`Deploying ${named} ${pkg.version}${named.replace(/-/g, '_') === remote ? '' : ` as ${remote}`} to ${url}`);
  if (flags.skipBuild) {
    ctx.out(`[1/3] Build: skipped (--skip-build), using ${distLabel} as it is`);
  } else {
    ctx.out('[1/3] Building…');
    const buildStart = process.hrtime.bigint();
    await runBuild(ctx, path.dirname(pkg.file), pkg.buildScript);
    ctx.out(`      built in ${seconds(buildStart)}`);
  }

  ctx.out('[2/3] Hashing the build (SHA-384 per file)…');
  const files = await readDistFiles(dist, distLabel);
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
  ctx.out(`      ${files.length} files, ${(bytes / 1024).toFixed(0)} KB`);

  ctx.out('[3/3] Uploading to the registry…');
  const result = await registryClient(url, token).request<DeployAnswer>('POST', '/_platform/versions', {
    remote,
    packageVersion: pkg.version,
    files: files.map(({ path: file, integrity, contentBase64 }) => ({ path: file, integrity, contentBase64 })),
    ...(flags.forceOverBudget ? { forceOverBudget: true, reason: flags.reason } : {}),
  });
  ctx.out(`      registered ${result.remote}@${result.version} (${result.files} files) in ${seconds(started)} in all`);
  for (const line of result.report ?? []) ctx.out(`      ${line}`);
  const ref = `${result.remote}@${result.version}`;
  ctx.out('');
  ctx.out('Nobody is served this version yet. A platform engineer can now:');
  ctx.out(`  npx pinboard canary ${ref} --share ${result.canaryShare ?? 10} --reason "…"`);
  ctx.out(`  npx pinboard stable ${ref} --reason "…"`);
  ctx.out(`  npx pinboard override ${ref} --reason "…"   (a link that shows it to you only)`);
}
