// Bounds on the edge server's connections, so a stranger cannot hold its sockets by sending slowly
// (a request's headers, or its body, a byte at a time) or by opening many at once: the headers
// must arrive in time, the whole request too, a connection that sends nothing is closed, and one
// address may hold only so many open at once.

import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  /** The request line and headers must have arrived within this (ms). */
  headersTimeoutMs: number;
  /** The whole request, its body included (ms): an upload from a slow phone fits, a byte every ten seconds does not. */
  requestTimeoutMs: number;
  /**
   * A connection silent both ways for this long is closed (ms). Node counts the server's own
   * silence too (a picture waiting its turn to be decoded), so it is well above any wait the
   * server's queues allow; between requests keep-alive closes sooner.
   */
  idleTimeoutMs: number;
  /**
   * Open connections one address may hold (PINBOARD_MAX_CONNECTIONS_PER_ADDRESS); one more is closed at
   * once. A browser holds six to a site; behind a proxy every visitor is its address: 0 turns it off.
   */
  perAddress: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 90_000,
  idleTimeoutMs: 60_000,
  perAddress: 100,
};

/**
 * Fastify's settings for these limits. Node checks the header and request bounds every
 * `connectionsCheckingInterval` (30 s by default, longer than the bounds themselves), so as often
 * as the shortest of them needs.
 */
export function serverTimeouts(limits: ConnectionLimits) {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    // Between two requests on one connection: Fastify's own default (72 s) would let an idle one be held that long.
    keepAliveTimeout: Math.min(5_000, limits.idleTimeoutMs),
    http: {
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs),
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, limits.headersTimeoutMs / 2)),
    },
  };
}

/**
 * Closes a connection past `perAddress` open ones from its address, before it is read: a reset,
 * since an answer written on a socket the HTTP parser also reads could be mixed with its own.
 */
export function limitConnectionsPerAddress(server: Server, perAddress: number): void {
  if (perAddress <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > perAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
