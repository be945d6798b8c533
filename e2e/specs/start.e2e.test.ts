// `npm start` (the README's first command) seeds an empty data folder, prints the site's URL
// when ready, serves the site and its API there, and stops when told to. The videos it would encode
// once up (about a minute) are given to it already made, as a copy of the e2e template's media for
// this build today: encoding skips files that are there, and encoding them is the template's job
// and the media writer's tests'. A picture not there yet is drawn when asked for, as on any start.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../support/paths';
import { TEMPLATE_DATA_DIR } from '../support/seededData';
import { PATIENT_SERVER_RENDER_MS } from '../support/server';

const SCRATCH = mkdtempSync(path.join(os.tmpdir(), 'pinboard-start-'));
const EMPTY_DATA_DIR = path.join(SCRATCH, 'data');
const MEDIA_DIR = path.join(SCRATCH, 'media');
beforeAll(() => cpSync(path.join(TEMPLATE_DATA_DIR, 'media'), MEDIA_DIR, { recursive: true }));
afterAll(() => rmSync(SCRATCH, { recursive: true, force: true }));

describe('npm start', () => {
  it('seeds an empty DATA_DIR, serves the site and API at the URL it prints, and stops on SIGTERM', async () => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts', 'start.mjs')], {
      cwd: REPO_ROOT,
      // The first render of a pin may take longer than production's bound on a busy machine.
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: EMPTY_DATA_DIR,
        MEDIA_DIR,
        PINBOARD_SERVER_RENDER_TIMEOUT_MS: PATIENT_SERVER_RENDER_MS,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let output = '';
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no URL printed within 270 s:\n${output}`)), 270_000);
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
      // The pin comes already rendered by the closeup's server build (for people and bots alike).
      const html = await response.text();
      expect(html).toMatch(/<title>[^<]+ · Pinboard<\/title>/);
      expect(html).toContain('<h1 id="closeup-title"');
      expect(output).toMatch(/Seeded 25 users and \d+ pins/);
      expect(existsSync(path.join(EMPTY_DATA_DIR, 'pinboard.sqlite'))).toBe(true);

      const feed = (await (await fetch(`${url}/resource/HomefeedResource/get/`)).json()) as {
        resource_response: { data: Array<{ images: Record<string, { url: string }> }> };
      };
      expect(feed.resource_response.data).toHaveLength(25);
      const picture = await fetch(`${url}${feed.resource_response.data[0]?.images['736x']?.url ?? '/missing'}`);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/jpeg');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    // No video was encoded again, before or after the URL: every one was already there.
    expect(output).not.toMatch(/Encoding \d+ demo videos/);
  }, 330_000);
});
