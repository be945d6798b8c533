// The CLI run in-process as its bin runs it, with what it printed kept for the test to read.

import { main } from '../main';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

export async function runCli(argv: string[], cwd: string, env: Record<string, string | undefined> = {}): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { cwd, env, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
