// An answer sent before its request's body has all arrived (a 401 or 403 decided from the
// headers, a 413 from Content-Length, a 404 for a route that reads no body) closes the
// connection. Otherwise Node reads and throws away the rest of the body after the answer, to keep
// the connection for a next request: a stranger's 64 MB, chosen by them, for nothing. With
// `Connection: close` Node ends the socket once the answer is written and reads no further
// (http's resOnFinish: destroySoon). The client has the answer before it sees the socket end.

import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

/** Whether the request says a body follows its headers. */
function declaresBody(headers: IncomingHttpHeaders): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && length !== '0';
}

/** Whether part of the request's body is still to come (Node sets `complete` once the whole message is in). */
export function bodyUnread(request: IncomingMessage): boolean {
  return !request.complete && declaresBody(request.headers);
}

/**
 * Closes the connection after any answer of `app` (and of the plugins it registers afterwards)
 * that goes out before its request's body was read.
 */
export function closeUnreadBodies(app: FastifyInstance): void {
  // A callback hook: it runs on every answer, and almost none need anything.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (bodyUnread(request.raw)) void reply.header('Connection', 'close');
    done(null, payload);
  });
}
