import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalRemoteCatalog, defaultRemoteDirs, parseRemoteDirOverrides } from './remoteCatalog';

describe('parseRemoteDirOverrides', () => {
  it('maps remote names to absolute folders', () => {
    expect(parseRemoteDirOverrides('{"mf_feed":"/srv/feed/dist"}')).toEqual({ mf_feed: '/srv/feed/dist' });
    expect(parseRemoteDirOverrides(undefined)).toEqual({});
  });
  it.each([
    ['not JSON', '{mf_feed', 'must be a JSON object'],
    ['an array', '["x"]', 'must be a JSON object'],
    ['an unknown remote', '{"mf_cart":"/x"}', 'unknown remote "mf_cart"'],
    ['an empty folder', '{"mf_feed":""}', 'the folder for mf_feed must be a path'],
  ])('rejects %s with a clear message', (_label, json, message) => {
    expect(() => parseRemoteDirOverrides(json)).toThrow(message);
  });
});

describe('local remote catalog', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'catalog-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function build(manifest: string, mtime: Date) {
    mkdirSync(path.join(root, 'mf-feed', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'mf-feed', 'package.json'), '{"version":"1.4.0"}');
    const file = path.join(root, 'mf-feed', 'dist', 'mf-manifest.json');
    writeFileSync(file, manifest);
    require('node:fs').utimesSync(file, mtime, mtime);
  }

  it('gives each build its own version and keeps the last one when the files disappear', async () => {
    const catalog = createLocalRemoteCatalog(defaultRemoteDirs(root));
    expect(await catalog.list()).toEqual([]);

    build('{"build":1}', new Date(1_000_000));
    const [first] = await catalog.list();
    expect(first?.version).toMatch(/^1\.4\.0\+[0-9a-f]{8}$/);

    build('{"build":2}', new Date(2_000_000));
    const [second] = await catalog.list();
    expect(second?.version).not.toBe(first?.version);
    expect(catalog.find('mf_feed', second?.version ?? '')).toEqual(second);
    expect(catalog.find('mf_feed', first?.version ?? '')).toBeUndefined();

    rmSync(path.join(root, 'mf-feed', 'dist'), { recursive: true });
    expect(await catalog.list()).toEqual([second]);
  });
});
