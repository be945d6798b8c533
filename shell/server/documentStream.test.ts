import { type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { createDocumentStream, streamEncodingOf } from './documentStream';

/** Reads a stream's text part by part (a decompressor gives what a flush made whole). */
function textReader(stream: Readable) {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  return {
    next: async () => String((await chunks.next()).value),
    rest: async () => {
      let text = '';
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) text += String(next.value);
      return text;
    },
  };
}

describe('streamEncodingOf', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    [undefined, undefined],
  ])('takes %p as %p', (accepted, encoding) => {
    expect(streamEncodingOf(accepted === undefined ? {} : { 'accept-encoding': accepted })).toBe(encoding);
  });

  it('sends none to a client that asks for none (x-no-compression)', () => {
    expect(streamEncodingOf({ 'accept-encoding': 'br', 'x-no-compression': '1' })).toBeUndefined();
  });
});

describe('createDocumentStream', () => {
  it.each([
    ['br', createBrotliDecompress],
    ['gzip', createGunzip],
  ] as const)('sends the start compressed in %s before the end is written', async (encoding, decompressor) => {
    const stream = createDocumentStream(encoding);
    const reader = textReader(stream.body.pipe(decompressor()));
    stream.flushed('<!doctype html><html><head>');
    expect(await reader.next()).toBe('<!doctype html><html><head>');
    stream.end('<title>Pinboard</title></head><body></body></html>');
    expect(await reader.rest()).toBe('<title>Pinboard</title></head><body></body></html>');
  });

  it('sends the text as it is without an encoding', async () => {
    const stream = createDocumentStream(undefined);
    const reader = textReader(stream.body);
    stream.flushed('<head>');
    expect(await reader.next()).toBe('<head>');
    stream.end('</html>');
    expect(await reader.rest()).toBe('</html>');
  });
});
