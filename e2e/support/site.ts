// Starts the real edge server (the built shell/dist/server/main.js) on a free loopback port and
// stops it when the suite ends.

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { SERVER_MAIN } from './paths';
import { copyOfSeededData } from './seededData';

export interface RunningSite {
  url: string;
  /** The site's private DATA_DIR (database, pictures, registered builds). */
  dataDir: string;
  stop(): Promise<void>;
}

export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  if (!existsSync(SERVER_MAIN)) throw new Error(`${SERVER_MAIN} is missing: run "npm run build" first`);
  const data = copyOfSeededData();
  const child: ChildProcess = spawn(process.execPath, [SERVER_MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: data.dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`edge server did not start within 15 s:\n${output}`)), 15_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/localhost:(\d+))/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[2]}`);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      data.remove();
      reject(new Error(`edge server exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    dataDir: data.dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => {
          data.remove();
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
