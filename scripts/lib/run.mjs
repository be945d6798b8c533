import { spawn } from 'node:child_process';
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

/**
 * Runs a command with its output held back: for steps whose complaints are expected and recovered
 * from. A failure rejects with the output attached (`error.output`) for the caller to show.
 */
export function runQuiet(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) return resolve();
      const error = new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`);
      error.output = Buffer.concat(output).toString();
      reject(error);
    });
  });
}
