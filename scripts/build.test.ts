// A package whose sources were touched but not changed (a checkout, an edit undone) is built once,
// then counts as built, although its build left its output file, and that file's time, as it was;
// and packages are built as many at a time as asked, no new one after a failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.join(__dirname, 'fixtures', 'buildLeavingOutputAlone.mjs');
const SEVERAL = path.join(__dirname, 'fixtures', 'buildSeveral.mjs');
const HOUR_S = 3600;

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'pinboard-build-'));
  const now = Date.now() / 1000;
  mkdirSync(path.join(root, 'area', 'src'), { recursive: true });
  mkdirSync(path.join(root, 'area', 'dist'));
  writeFileSync(path.join(root, 'area', 'src', 'index.ts'), 'export {};\n');
  writeFileSync(path.join(root, 'area', 'dist', 'mf-manifest.json'), '{}\n');
  utimesSync(path.join(root, 'area', 'dist', 'mf-manifest.json'), now - 2 * HOUR_S, now - 2 * HOUR_S);
  utimesSync(path.join(root, 'area', 'src', 'index.ts'), now - HOUR_S, now - HOUR_S);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const buildInRoot = () => {
  const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`the build failed (${run.status}): ${run.stderr}`);
  return run.stdout;
};

describe('build', () => {
  it('builds a package whose sources are newer than its output, once', () => {
    expect(buildInRoot()).toMatch(/^Built area in \d+\.\d s\.\n$/);
    expect(buildInRoot()).toBe('Every package is built and up to date.\n');
  });

  it('is not made stale by a folder a tool makes inside the package after its build', () => {
    buildInRoot();
    // What a fixture's build leaves beside it: a cache under a new node_modules/ (the folder's time changes).
    mkdirSync(path.join(root, 'area', 'fixtures', 'node_modules', '.cache'), { recursive: true });
    expect(buildInRoot()).toBe('Every package is built and up to date.\n');
  });
});

describe('build of several packages', () => {
  const buildSeveral = (concurrency: number, names: string[]) => {
    for (const name of names) {
      mkdirSync(path.join(root, name, 'dist'), { recursive: true });
      writeFileSync(path.join(root, name, 'dist', 'mf-manifest.json'), '{}\n');
    }
    return spawnSync(process.execPath, [SEVERAL, root, String(concurrency), ...names], { encoding: 'utf8' }).stdout;
  };

  it('builds two at a time when asked, every one of them', () => {
    expect(buildSeveral(2, ['a', 'b', 'c', 'd', 'e'])).toMatch(/at most 2 at once; built a, b, c, d, e\n$/);
  });

  it('builds one at a time when asked', () => {
    expect(buildSeveral(1, ['a', 'b', 'c'])).toMatch(/at most 1 at once; built a, b, c\n$/);
  });

  it('starts no build after one failed, lets the one under way finish, and fails with the first failure', () => {
    expect(buildSeveral(2, ['bad', 'b', 'c', 'd'])).toBe('failed: bad did not build\nat most 2 at once; built b\n');
  });
});
