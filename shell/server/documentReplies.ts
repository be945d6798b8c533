// The two ways a document goes out: whole (sendDocument: a kept one, or one made for this visitor),
// or streamed (openDocumentStream: its start now, the rest once the reads are answered). Neither is
// kept by anyone, and the policy allows the first screen's <style> by its hash or by a nonce.

import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { GONE_STATUS } from 'shared-contracts/rules';
import { createDocumentStream, streamEncodingOf } from './documentStream';
import { allowStyleSource } from './securityHeaders';
import type { SharedDocument } from './sharedDocuments';

export function sendDocument(reply: FastifyReply, document: SharedDocument): FastifyReply {
  const policy = reply.getHeader('content-security-policy');
  if (document.styleHash && typeof policy === 'string')
    reply.header('content-security-policy', allowStyleSource(policy, document.styleHash));
  if (document.encoding) reply.header('Content-Encoding', document.encoding).header('Vary', 'Accept-Encoding');
  // A deleted pin's page, kept for everyone like this visitor, is not indexed either.
  if (document.status === GONE_STATUS) reply.header('X-Robots-Tag', 'noindex');
  return reply.code(document.status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(document.body);
}

export interface OpenDocument {
  /** The nonce the policy allows the first screen's <style> by, its hash not known yet. */
  nonce: string;
  /** Writes the rest of the document and ends it. */
  end: (text: string) => void;
}

/** Sends the status, the headers and the document's start now; the rest follows with `end`. */
export function openDocumentStream(request: FastifyRequest, reply: FastifyReply, status: number, start: string): OpenDocument {
  const nonce = randomBytes(16).toString('base64');
  const stream = createDocumentStream(streamEncodingOf(request.headers));
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', allowStyleSource(policy, `'nonce-${nonce}'`));
  if (stream.encoding) reply.header('Content-Encoding', stream.encoding).header('Vary', 'Accept-Encoding');
  stream.flushed(start);
  void reply.code(status).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(stream.body);
  return { nonce, end: stream.end };
}
