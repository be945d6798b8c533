// The public demo tokens work only for a request made on this machine straight to the server.
// The start refuses the demo access file wherever others can reach the server (openSitePlatform.ts);
// this is the per-request half, for a proxy on this machine nobody declared: its requests come
// from a loopback socket too, but carry the headers a proxy adds. It looks at the connection's own
// address (request.socket.remoteAddress), never at Host or X-Forwarded-For's claims.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, identify, isLoopbackAddress, type AccessConfig } from 'pinboard-platform';

/** Headers a proxy or load balancer adds to what it forwards. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'via'];

export const DEMO_TOKEN_REFUSED =
  'the demo tokens are public, so they work only from this machine straight to the server, not through a proxy: ' +
  'use a token from an access file of your own (README, "Tokens and the access file"; npm run platform:token makes one)';

/** Whether a request came from this machine over its own connection, not through a proxy. */
export function isDirectFromThisMachine(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.socket.remoteAddress) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

export function guardDemoTokens(app: FastifyInstance, options: { access: AccessConfig; trustedProxies: readonly string[] }): void {
  if (!options.access.demo) return;
  // A trusted proxy's requests are others' requests: openSitePlatform refuses this; so does any other start.
  if (options.trustedProxies.length > 0) {
    throw new Error(
      'the demo access file cannot be used with PINBOARD_TRUSTED_PROXIES: make an access file of your own (npm run platform:token)',
    );
  }
  app.addHook('onRequest', async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (token === undefined || isDirectFromThisMachine(request) || !identify(options.access, token)) return;
    // Refused before its body is read: the connection goes with the answer.
    return reply.code(403).header('Cache-Control', 'no-store').header('Connection', 'close').send({ error: DEMO_TOKEN_REFUSED });
  });
}
