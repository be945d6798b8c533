// The real edge server (the built shell/dist/server/main.js) as a child process on a free loopback
// port: the one way the suites start it.

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { SERVER_MAIN } from './paths';

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code once the server process has ended. */
  exited: Promise<number | null>;
}

// The suites check what the areas' server builds render, not how fast: on a loaded 2-core CI
// machine a bot's pin page took longer than the production bound (150 ms) and went out unrendered;
// 10 s is the setting's ceiling.
// That bound's fallback is tested where it is timed on purpose (edgeServer.pinPages.test.ts).
export const PATIENT_SERVER_RENDER_MS = '10000';

/** Starts the built server on a free loopback port and resolves once it says where it listens. */
export function spawnServer(env: Record<string, string>, readyWithinMs: number): Promise<SpawnedServer> {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run "npm run build" first`);
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PINBOARD_SERVER_RENDER_TIMEOUT_MS: PATIENT_SERVER_RENDER_MS, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let output = '';
  return new Promise<SpawnedServer>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Never leave a server running behind a failed start.
      child.kill('SIGTERM');
      reject(new Error(`edge server did not start within ${readyWithinMs / 1000} s:\n${output}`));
    }, readyWithinMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${match[1]}`, child, exited });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`edge server exited with ${code}:\n${output}`));
    });
  });
}
