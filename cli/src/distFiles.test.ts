import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readBuildBundle } from 'pinboard-platform/src/registry/buildBundle';
import { writeFakeBuild } from 'pinboard-platform/src/testing/fakeBuild';
import { isServedFile, readDistFiles, sha384Integrity } from './distFiles';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-cli-dist-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the files of a build that are uploaded', () => {
  it.each([
    ['remoteEntry.js', true],
    ['mf-manifest.json', true],
    ['__federation_expose_app.abcdef01.css', true],
    ['server/render.js', true],
    ['remoteEntry.js.map', false],
    ['server/render.js.LICENSE.txt', false],
    ['@mf-types.zip', true],
    ['@mf-types.d.ts', true],
    ['nested/@mf-types.zip', false],
    ['other.zip', false],
    ['index.html', false],
  ])('%s: %s', (file, served) => {
    expect(isServedFile(file)).toBe(served);
  });

  it('are the served files under the folder, nested ones by their / path, each with its SHA-384 and bytes', async () => {
    const dist = writeFakeBuild(dir, 'mf_feed', { serverSource: 'module.exports = {};' });
    writeFileSync(path.join(dist, '@mf-types.zip'), 'PK types');
    const files = await readDistFiles(dist, 'dist/');
    expect(files.map((f) => f.path)).toEqual([
      '12.abcdef01.js',
      '@mf-types.zip',
      '__federation_expose_app.abcdef01.css',
      'mf-manifest.json',
      'remoteEntry.js',
      'server/render.js',
    ]);
    const render = files.find((f) => f.path === 'server/render.js');
    expect(Buffer.from(render?.contentBase64 ?? '', 'base64').toString()).toBe('module.exports = {};');
    expect(render?.integrity).toBe(sha384Integrity(Buffer.from('module.exports = {};')));
    // The registry checks each file against the integrity sent: the CLI's must be the registry's own.
    const registry = await readBuildBundle('mf_feed', dist, '1.0.0');
    expect(files.map(({ path: p, integrity }) => ({ path: p, integrity }))).toEqual(
      registry.files.map(({ path: p, integrity }) => ({ path: p, integrity })),
    );
  });

  it('gives the integrity as the browser checks it: sha384- and the digest in base64', () => {
    // printf 'abc' | openssl dgst -sha384 -binary | base64
    expect(sha384Integrity(Buffer.from('abc'))).toBe('sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn');
  });

  it('says there is no build when the folder is missing, and when it holds nothing served', async () => {
    await expect(readDistFiles(path.join(dir, 'nowhere'), 'dist/')).rejects.toThrow(
      'there is no build in dist/: build the area first (or drop --skip-build)',
    );
    const maps = path.join(dir, 'maps-only');
    mkdirSync(maps);
    writeFileSync(path.join(maps, 'remoteEntry.js.map'), '{}');
    await expect(readDistFiles(maps, 'out/')).rejects.toThrow("out/ holds no .js, .json or .css file: is it the build's output folder?");
  });
});
