import zlib from 'node:zlib';
import { compressedStart, withStoredEnd } from './brotliTail';

const START = `<!doctype html><html><body>${'<div class="pin">Linocut print, the tiny way</div>'.repeat(400)}`;

describe('a brotli stream with a stored end', () => {
  it.each([
    ['nothing', ''],
    ['one byte', '}'],
    ['a visitor’s token and session (not only ASCII)', '"reportToken":"abc.def","sessionRead":{"name":"Sofía"}}</script></body></html>'],
    ['exactly one stored meta-block', 'x'.repeat(65_536)],
    ['more than one stored meta-block', 'y'.repeat(65_537 + 100)],
  ])('decompresses to the start and the end: %s', async (_label, end) => {
    const stream = withStoredEnd(await compressedStart(START), end);
    expect(zlib.brotliDecompressSync(stream).toString('utf8')).toBe(START + end);
  });

  it('is the same start for every end, compressed once', async () => {
    const start = await compressedStart(START);
    const forAnn = withStoredEnd(start, 'ann');
    const forBob = withStoredEnd(start, 'bob');
    expect(forAnn.subarray(0, start.length)).toEqual(forBob.subarray(0, start.length));
    expect(zlib.brotliDecompressSync(forBob).toString('utf8')).toBe(`${START}bob`);
    // The start is compressed: a few per cent of its text.
    expect(start.length).toBeLessThan(START.length / 10);
  });

  it('an empty start makes a stream too', async () => {
    expect(zlib.brotliDecompressSync(withStoredEnd(await compressedStart(''), 'end')).toString('utf8')).toBe('end');
  });
});
