// Starts the built edge server on a free loopback port for a benchmark (DATA_DIR as for npm start);
// resolves with its URL once it listens.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './packages.mjs';

/** Whether util-linux's prlimit is here to start a process with a file limit of its own. */
export const hasPrlimit = () => spawnSync('prlimit', ['--version'], { stdio: 'ignore' }).status === 0;

/**
 * `env` adds to (or overrides) the server's environment, e.g. a throwaway DATA_DIR. With
 * `countLog`, what the server prints on stderr is counted (`logged()`: bytes and lines so far), not shown.
 * With `fileLimit`, the server runs under that limit of open files (soft and hard) through prlimit,
 * which replaces itself with the server, so `child.pid` is the server's; the caller checks `hasPrlimit()`.
 */
export function startBuiltServer(env = {}, { countLog = false, fileLimit } = {}) {
  const server = [process.execPath, path.join(ROOT, 'shell/dist/server/main.js')];
  const [command, ...args] = fileLimit === undefined ? server : ['prlimit', `--nofile=${fileLimit}:${fileLimit}`, '--', ...server];
  const child = spawn(command, args, {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', countLog ? 'pipe' : 'inherit'],
  });
  const log = { bytes: 0, lines: 0 };
  child.stderr?.on('data', (chunk) => {
    log.bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) log.lines += 1;
  });
  const logged = () => ({ ...log });
  // However the benchmark ends (a browser that cannot start, an uncaught error), the server goes too.
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  child.once('exit', () => process.off('exit', stop));
  /** SIGTERM, resolved once it has exited (so what it uses, a database, can go after it). */
  const stopped = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (match) resolve({ url: `http://127.0.0.1:${match[1]}`, child, stopped, logged });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
}
