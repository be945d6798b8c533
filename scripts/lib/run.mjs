import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './packages.mjs';

/** Runs a command in the repository root with inherited output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Marks a line of progress that a quiet command shows as it comes (jestProgressReporter.cjs). */
const PROGRESS_MARK = createRequire(import.meta.url)('./jestProgressReporter.cjs').PROGRESS_MARK;

/**
 * Runs a command with its output held back: for steps whose complaints are expected and recovered
 * from, or whose output matters only if they fail. Lines of progress it marks are shown as they
 * come. A failure rejects with the output attached (`error.output`) for the caller to show. With
 * `logFile`, the held output is also written there, pass or fail; with `niceness` (1 to 19) the
 * command, and what it starts after, yield the processor to everything else on the machine.
 */
export function runQuiet(command, args, { logFile, niceness, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    if (niceness !== undefined && child.pid !== undefined) os.setPriority(child.pid, niceness);
    // What it printed, but the progress it showed already.
    const output = [];
    let partial = '';
    child.stdout.on('data', (chunk) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        if (line.startsWith(PROGRESS_MARK)) console.log(line.slice(PROGRESS_MARK.length));
        else output.push(`${line}\n`);
      }
    });
    child.stderr.on('data', (chunk) => output.push(chunk.toString()));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      const held = output.join('') + partial;
      if (logFile) {
        mkdirSync(path.dirname(logFile), { recursive: true });
        writeFileSync(logFile, held);
      }
      if (code === 0) return resolve();
      const error = new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`);
      error.output = held;
      reject(error);
    });
  });
}
