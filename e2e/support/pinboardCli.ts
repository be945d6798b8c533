// Runs the real `pinboard` CLI (platform/bin/pinboard.mjs) against a site, as a team or a
// platform engineer would, with the demo tokens a loopback registry accepts.

import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './paths';

export interface CliRun {
  code: number | null;
  out: string;
  err: string;
}

export const PINBOARD_CLI = path.join(REPO_ROOT, 'platform', 'bin', 'pinboard.mjs');

export function pinboard(siteUrl: string, args: string[], cwd = REPO_ROOT, extraEnv: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, PINBOARD_REGISTRY_URL: siteUrl };
    delete env.PINBOARD_TOKEN;
    Object.assign(env, extraEnv);
    const child = spawn(process.execPath, [PINBOARD_CLI, ...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, out, err }));
  });
}

/** Runs the CLI and fails with its output when it does not exit 0. */
export async function pinboardOk(siteUrl: string, args: string[], cwd?: string): Promise<string> {
  const run = await pinboard(siteUrl, args, cwd);
  if (run.code !== 0) throw new Error(`pinboard ${args.join(' ')} exited ${run.code}:\n${run.out}\n${run.err}`);
  return run.out;
}
