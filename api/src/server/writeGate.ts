// The checks every write (a call that changes something) passes. Before its body is read, what its
// headers already settle is settled: a write from another site's page is refused (403, whatever
// its token), a call that needs a signed-in person is refused for a visitor
// (401), a CSRF token sent in the header is checked (403), and a visitor's body may be only a few
// KB, refused from its Content-Length or cut off as its bytes arrive (413). So a stranger cannot
// make the server read and parse megabytes: only a signed-in person, with their page's token,
// reaches a call's own larger limit. A token sent in the body instead (the event log's beacons,
// which cannot set headers) is checked once the small body is parsed.

import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiHttpError } from './apiHttpError';
import { CSRF_HEADER } from './cookies';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only a signed-in person may make this call: a visitor is refused before the body is read. */
    signedIn?: boolean;
    /** Bytes a visitor's body may have here, when more than VISITOR_BODY_LIMIT (the event log's batches). */
    visitorBodyLimit?: number;
  }
}

/** A visitor's body: a login, a sign-up, a password reset, cookie choices fit many times over. */
export const VISITOR_BODY_LIMIT = 16 * 1024;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const tooLarge = (limit: number) =>
  new ApiHttpError(
    413,
    'too_large',
    `This call takes at most ${Math.round(limit / 1024)} KB from someone who is not logged in. Log in and try again.`,
  );

/** The bytes this request's body may have, when it is smaller than the route's own limit. */
function visitorLimitOf(request: FastifyRequest): number | null {
  if (request.viewer.userId !== null) return null;
  return Math.max(VISITOR_BODY_LIMIT, request.routeOptions.config.visitorBodyLimit ?? 0);
}

/**
 * An answer sent before the body was read closes the connection after it: otherwise Node reads
 * (and throws away) the rest of the body to keep the connection, megabytes a stranger chose.
 */
function closeAfterAnswer(reply: FastifyReply): void {
  void reply.header('Connection', 'close');
}

/** Passes the body through, failing once more than `limit` bytes have come. */
function capped(payload: Readable, limit: number, onCut: () => void): Readable {
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received <= limit) return callback(null, chunk);
      onCut();
      callback(tooLarge(limit));
    },
  });
  payload.on('error', (error) => counter.destroy(error));
  return payload.pipe(counter);
}

const tokenInHeader = (request: FastifyRequest) => typeof request.headers[CSRF_HEADER] === 'string';

/**
 * A write another site's page made: the browser says so (Sec-Fetch-Site), or its Origin is not
 * this site's. Refused even with a valid token, which a page elsewhere may have come by. A write
 * with neither header (not from a browser, or an old one) is left to the token.
 */
export function isCrossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const { origin } = request.headers;
  if (origin === undefined || origin === '') return false;
  try {
    return new URL(origin).host !== request.host;
  } catch {
    // 'null' (a sandboxed frame, a file) is no origin of this site.
    return true;
  }
}

const crossSite = () =>
  new ApiHttpError(403, 'csrf_failed', 'This request came from another site, so it was refused. Reload this page and try again.');

/** Registers the checks; after the hook that works out who is asking (requestContext) and the CSRF plugin. */
export function gateWrites(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    if (isCrossSite(request)) {
      closeAfterAnswer(reply);
      return done(crossSite());
    }
    if (request.routeOptions.config.signedIn && request.viewer.userId === null) {
      closeAfterAnswer(reply);
      return done(ApiHttpError.notAuthenticated());
    }
    if (!tokenInHeader(request)) return done();
    // A refusal leaves the body unread: the connection then closes (see closeAfterAnswer).
    closeAfterAnswer(reply);
    // Called on success only; a refusal is sent by the plugin itself.
    app.csrfProtection(request, reply, () => {
      reply.removeHeader('Connection');
      done();
    });
  });
  // A write sent with no body at all carries no options: check it as {}, so optional payloads
  // may be left out and a missing required field is named.
  app.addHook('preValidation', async (request) => {
    if (!SAFE_METHODS.has(request.method) && request.body === undefined) request.body = {};
  });
  app.addHook('preValidation', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || tokenInHeader(request)) return done();
    app.csrfProtection(request, reply, done);
  });
  app.addHook('preParsing', async (request, reply, payload) => {
    // Fastify runs this for reads too; they have no body to bound.
    if (SAFE_METHODS.has(request.method)) return payload;
    const limit = visitorLimitOf(request);
    if (limit === null) return payload;
    if (Number(request.headers['content-length']) > limit) {
      closeAfterAnswer(reply);
      throw tooLarge(limit);
    }
    return capped(payload, limit, () => closeAfterAnswer(reply));
  });
}
