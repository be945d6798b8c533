import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { acceptsBrotli, createBestCompression } from './bestCompression';

let root: string;
let outside: string;

/** Script text that compresses like a real bundle (repetitive, but not one line repeated). */
const script = (seed: number, lines = 400) =>
  Array.from({ length: lines }, (_, i) => `export const value${seed}_${i} = compute(${(i * 7919 + seed) % 1000}, "item-${i % 37}");`).join(
    '\n',
  );

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'best-compression-'));
  outside = mkdtempSync(path.join(os.tmpdir(), 'best-compression-outside-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('createBestCompression', () => {
  it('answers nothing the first time, then the file at brotli 11: smaller than the fast level, the same bytes once decoded', async () => {
    const text = script(1);
    writeFileSync(path.join(root, 'shell.abc.js'), text);
    const best = createBestCompression();
    expect(await best.lookup(root, 'shell.abc.js')).toBeUndefined();
    await best.idle();
    const found = await best.lookup(root, 'shell.abc.js');
    expect(found?.type).toBe('application/javascript; charset=utf-8');
    expect(zlib.brotliDecompressSync(found?.body ?? Buffer.alloc(0)).toString()).toBe(text);
    const fast = zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(found?.body.length).toBeLessThan(fast.length);
  });

  it('compresses the files it is told to warm before anyone asks, styles as well as scripts', async () => {
    writeFileSync(path.join(root, 'styles.abc.css'), `.a{color:var(--x)}\n${script(2).replace(/export const/g, '.b')}`);
    const best = createBestCompression();
    best.warm(root, ['styles.abc.css', 'document.html']);
    await best.idle();
    expect((await best.lookup(root, 'styles.abc.css'))?.type).toBe('text/css; charset=utf-8');
  });

  it.each([
    ['a file outside its folder', '../outside.js'],
    ['a type it does not serve', 'shell.abc.js.map'],
    ['an HTML page', 'index.html'],
  ])('never reads %s', async (_what, file) => {
    writeFileSync(path.join(outside, 'outside.js'), script(3));
    writeFileSync(path.join(root, 'shell.abc.js.map'), script(3));
    writeFileSync(path.join(root, 'index.html'), script(3));
    const best = createBestCompression();
    const relative = file.startsWith('..') ? path.relative(root, path.join(outside, 'outside.js')) : file;
    expect(await best.lookup(root, relative)).toBeUndefined();
    await best.idle();
    expect(await best.lookup(root, relative)).toBeUndefined();
  });

  it('leaves files under 1 KB to the fast level', async () => {
    writeFileSync(path.join(root, 'tiny.js'), 'console.log(1)');
    const best = createBestCompression();
    await best.lookup(root, 'tiny.js');
    await best.idle();
    expect(await best.lookup(root, 'tiny.js')).toBeUndefined();
  });

  it('tries a file again that could not be read, once it is there', async () => {
    const best = createBestCompression();
    expect(await best.lookup(root, 'late.js')).toBeUndefined();
    await best.idle();
    writeFileSync(path.join(root, 'late.js'), script(4));
    expect(await best.lookup(root, 'late.js')).toBeUndefined();
    await best.idle();
    expect(await best.lookup(root, 'late.js')).toBeDefined();
  });

  it('answers nothing for a file changed since it was compressed (the page must see the new bytes), then compresses them', async () => {
    const file = path.join(root, 'changed.js');
    writeFileSync(file, script(8));
    const best = createBestCompression();
    best.warm(root, ['changed.js']);
    await best.idle();
    expect(await best.lookup(root, 'changed.js')).toBeDefined();
    writeFileSync(file, `${script(8)}\n// tampered`);
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(await best.lookup(root, 'changed.js')).toBeUndefined();
    await best.idle();
    const found = await best.lookup(root, 'changed.js');
    expect(zlib.brotliDecompressSync(found?.body ?? Buffer.alloc(0)).toString()).toContain('// tampered');
  });

  it('answers nothing for a file removed since it was compressed (a deploy removed its build)', async () => {
    writeFileSync(path.join(root, 'removed.js'), script(9));
    const best = createBestCompression();
    best.warm(root, ['removed.js']);
    await best.idle();
    rmSync(path.join(root, 'removed.js'));
    expect(await best.lookup(root, 'removed.js')).toBeUndefined();
  });

  it('keeps within its memory bound by dropping the least recently served file, which it compresses again when asked', async () => {
    for (const seed of [5, 6, 7]) writeFileSync(path.join(root, `f${seed}.js`), script(seed));
    const one = zlib.brotliCompressSync(script(5), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const best = createBestCompression({ maxBytes: Math.floor(one * 2.5) });
    best.warm(root, ['f5.js', 'f6.js']);
    await best.idle();
    expect(await best.lookup(root, 'f5.js')).toBeDefined(); // f5 is now the most recent
    best.warm(root, ['f7.js']);
    await best.idle();
    expect(await best.lookup(root, 'f6.js')).toBeUndefined();
    expect(await best.lookup(root, 'f5.js')).toBeDefined();
    expect(await best.lookup(root, 'f7.js')).toBeDefined();
    await best.idle();
    expect(await best.lookup(root, 'f6.js')).toBeDefined();
  });
});

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br', true],
    ['BR;q=0.5', true],
    ['gzip, br;q=0', false],
    ['gzip', false],
    ['', false],
    [undefined, false],
    [['gzip', 'br'], true],
  ])('%p: %p', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});
