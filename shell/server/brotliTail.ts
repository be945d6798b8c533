// A brotli stream made of a part compressed once and a short part written per answer. A shared
// document (sharedDocuments.ts) is the same for every visitor but for its last few hundred bytes
// (their report token and session): its long start is compressed once, flushed to a byte boundary
// (brotli's FLUSH operation), and each answer appends its own end as stored bytes (an uncompressed
// meta-block, RFC 7932 section 9.2) and the empty last meta-block that closes the stream. Brotli
// cannot join two streams, but a flushed stream may go on with any meta-block.

import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);

/** Quality 6: within a few per cent of 11's size on a document, in a fiftieth of the time (2 ms for home's). */
const QUALITY = 6;
/** The most an uncompressed meta-block holds with four length nibbles. */
const MAX_STORED = 65_536;
/** ISLAST = 1, ISLASTEMPTY = 1: the stream ends. */
const LAST_EMPTY = Buffer.from([0b11]);

/** `text` compressed and flushed, without an end: to be followed by `withStoredEnd`. */
export function compressedStart(text: string): Promise<Buffer> {
  const bytes = Buffer.from(text, 'utf8');
  return brotli(bytes, {
    finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH,
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
}

/** A meta-block's header for `length` stored bytes: ISLAST 0, four nibbles of MLEN - 1, ISUNCOMPRESSED 1, then padding. */
function storedHeader(length: number): Buffer {
  const bits = ((length - 1) << 3) | (1 << 19);
  return Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]);
}

/** The whole brotli stream: `start` (from compressedStart) and `end` as it is, then the stream's end. */
export function withStoredEnd(start: Buffer, end: string): Buffer {
  const bytes = Buffer.from(end, 'utf8');
  const parts = [start];
  for (let at = 0; at < bytes.length; at += MAX_STORED) {
    const chunk = bytes.subarray(at, at + MAX_STORED);
    parts.push(storedHeader(chunk.length), chunk);
  }
  parts.push(LAST_EMPTY);
  return Buffer.concat(parts);
}
