// What a command a test runs printed and how it ended: the CLI's own tests and the browser suites'
// support each ran a child process and gathered its output the same way.

import type { ChildProcessByStdio } from 'node:child_process';
import type { Readable } from 'node:stream';

export interface ChildRun {
  code: number | null;
  out: string;
  err: string;
}

/** Gathers the child's stdout and stderr until it closes; rejects only when it could not start. */
export function childRun(child: ChildProcessByStdio<null, Readable, Readable>): Promise<ChildRun> {
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, out, err }));
  });
}
