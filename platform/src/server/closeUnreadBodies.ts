// An answer sent before its request's body has all arrived (a 401 or 403 decided from the
// headers, a 413 from Content-Length, a refusal of a route that reads no body) closes the
// connection. Otherwise Node reads and throws away the rest of the body after the answer, to keep
// the connection for a next request: a stranger's 64 MB, chosen by them, for nothing.
//
// With `Connection: close`, Node ends the socket's writing side once the answer is out (then FIN),
// reads the body meanwhile, and destroys the socket as soon as that is flushed; a socket destroyed
// with unread bytes resets the connection, and a client still sending can lose the answer before
// it reads it (RFC 9112, 9.6). So after the answer the server stops reading at all, and destroys
// the socket a moment later: the client has its answer, TCP's window holds its sending, and no
// more of its body is read.

import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** How long a refused connection stays open, unread, after its answer: a client far away has read it well within. */
export const LINGER_MS = 2_000;

/** Whether the request says a body follows its headers. */
function declaresBody(headers: IncomingHttpHeaders): boolean {
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = headers['content-length'];
  return length !== undefined && length !== '0';
}

/**
 * Whether part of the request's body is still to come: Node sets `complete` once the whole message
 * is in. An injected request (light-my-request) has its body whole and no such field.
 */
export function bodyUnread(request: Pick<IncomingMessage, 'headers'> & { complete?: boolean }): boolean {
  return request.complete === false && declaresBody(request.headers);
}

/**
 * Node's http server, once a `Connection: close` answer is out, asks the socket to end and be
 * destroyed when its writing has finished (net's destroySoon), while it reads the unread body. This
 * socket ends, reads nothing more, and is destroyed `lingerMs` later.
 */
function lingerWhenEnded(socket: Socket, lingerMs: number): void {
  socket.destroySoon = () => {
    socket.end();
    // After Node's own resume of the request (it dumps an unread body from the next tick).
    setImmediate(() => socket.pause());
    const timer = setTimeout(() => socket.destroy(), lingerMs).unref();
    socket.once('close', () => clearTimeout(timer));
  };
}

/**
 * Closes the connection after any answer of `app` (and of the plugins it registers afterwards)
 * that goes out before its request's body was read, reading no more of it.
 */
export function closeUnreadBodies(app: FastifyInstance, lingerMs = LINGER_MS): void {
  // A callback hook: it runs on every answer, and almost none need anything.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (bodyUnread(request.raw)) {
      void reply.header('Connection', 'close');
      lingerWhenEnded(request.raw.socket, lingerMs);
    }
    done(null, payload);
  });
}
