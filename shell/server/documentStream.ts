// A document sent in two parts: its start as soon as the server knows who asks (documentStart),
// the rest once the reads are answered and the first screen rendered (documentEnd). The server
// compresses it itself, flushing after the start, since a compressor left to fill its buffer
// would hold the start back until the end; @fastify/compress leaves a body that says its
// encoding alone.

import type { IncomingHttpHeaders } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { acceptsEncoding } from './bestCompression';

export type StreamEncoding = 'br' | 'gzip';

/** The encoding the browser takes, brotli first; none when it takes neither or asks for none (x-no-compression). */
export function streamEncodingOf(headers: IncomingHttpHeaders): StreamEncoding | undefined {
  if (headers['x-no-compression'] !== undefined) return undefined;
  const accepted = headers['accept-encoding'];
  if (acceptsEncoding(accepted, 'br')) return 'br';
  return acceptsEncoding(accepted, 'gzip') ? 'gzip' : undefined;
}

export interface DocumentStream {
  /** What the reply sends: the document's bytes, compressed in `encoding` if it has one. */
  body: Readable;
  encoding: StreamEncoding | undefined;
  /** Writes a part and sends it now. */
  flushed: (text: string) => void;
  /** Writes the last part and ends the document. */
  end: (text: string) => void;
}

export function createDocumentStream(encoding: StreamEncoding | undefined): DocumentStream {
  // Brotli's quality 4, as @fastify/compress answers documents: most of the size at little CPU.
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : encoding === 'gzip'
        ? createGzip()
        : undefined;
  const body = compressor ?? new PassThrough();
  return {
    body,
    encoding,
    flushed: (text) => {
      body.write(text);
      compressor?.flush();
    },
    end: (text) => {
      body.end(text);
    },
  };
}
