// `npm start` (the README's first command) prints the site's URL when ready, serves the site
// there, and stops when told to.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../support/paths';

describe('npm start', () => {
  it('serves the site at the URL it prints, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.mjs')], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    try {
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no URL printed within 30 s:\n${output}`)), 30_000);
        const onData = (chunk: Buffer) => {
          output += chunk.toString();
          const match = /Pinboard is running at http:\/\/localhost:(\d+)/.exec(output);
          if (match) {
            clearTimeout(timer);
            resolve(`http://127.0.0.1:${match[1]}`);
          }
        };
        child.stdout.on('data', onData);
        child.stderr.on('data', onData);
      });
      const response = await fetch(`${url}/pin/1001`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Pin 1001 · Pinboard</title>');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });
});
