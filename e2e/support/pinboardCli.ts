// Runs the real `pinboard` CLI (the pinboard-cli workspace's built bin, cli/dist/bin.js) against a
// site, as a team or a platform engineer would, with the demo tokens a site started by the suites
// accepts (platform/demo-access.json, as a token file).

import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { childRun, type ChildRun } from 'test-support/childRun';
import { REPO_ROOT } from './paths';

export type CliRun = ChildRun;

export const PINBOARD_CLI = path.join(REPO_ROOT, 'cli', 'dist', 'bin.js');
const DEMO_TOKENS = path.join(REPO_ROOT, 'platform', 'demo-access.json');

export function pinboard(siteUrl: string, args: string[], cwd = REPO_ROOT, extraEnv: Record<string, string> = {}): Promise<CliRun> {
  if (!existsSync(PINBOARD_CLI)) {
    return Promise.reject(new Error(`${PINBOARD_CLI} is not built: run npm run build (or npm run build -w cli)`));
  }
  // The site's address and the demo tokens from the environment, which wins over the package.json
  // of the folder it runs in (an area's copy in .e2e-artifacts names its token file relatively).
  const env: NodeJS.ProcessEnv = { ...process.env, PINBOARD_REGISTRY_URL: siteUrl, PINBOARD_TOKEN_FILE: DEMO_TOKENS };
  delete env.PINBOARD_TOKEN;
  Object.assign(env, extraEnv);
  return childRun(spawn(process.execPath, [PINBOARD_CLI, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] }));
}

/** Runs the CLI and fails with its output when it does not exit 0. */
export async function pinboardOk(siteUrl: string, args: string[], cwd?: string): Promise<string> {
  const run = await pinboard(siteUrl, args, cwd);
  if (run.code !== 0) throw new Error(`pinboard ${args.join(' ')} exited ${run.code}:\n${run.out}\n${run.err}`);
  return run.out;
}
