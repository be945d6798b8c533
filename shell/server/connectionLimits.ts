// Bounds on the edge server's connections, so a stranger cannot hold its sockets by sending slowly
// (a request's headers, or its body, a byte at a time) or by opening many at once: the headers
// must arrive in time, the whole request too, a connection that sends nothing is closed, and one
// address may hold only so many open at once.

import type { Server } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';

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
   * once. A browser holds six to a site. A trusted proxy's own connections are not counted.
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
 * The trusted proxies (PINBOARD_TRUSTED_PROXIES): addresses and CIDR ranges, IPv4 or IPv6.
 * Throws, naming the entry, for one that is neither.
 */
export function trustedProxyList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const family = isIP(address);
    const bits = Number(prefix);
    const whole = family === 4 ? 32 : 128;
    if (family === 0 || rest.length > 0 || (prefix !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= whole)))
      throw new Error(`PINBOARD_TRUSTED_PROXIES takes addresses and ranges such as 10.0.0.5 or 10.0.0.0/8, not "${entry}"`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, bits, type);
  }
  return list;
}

/** Whether a socket's remote address (IPv4 perhaps written as IPv6) is in the list. */
export function isListed(list: BlockList, address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  const family = isIP(v4);
  return family !== 0 && list.check(v4, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Closes a connection past `perAddress` open ones from its address, before it is read: a reset,
 * since an answer written on a socket the HTTP parser also reads could be mixed with its own. A
 * trusted proxy's connections carry everyone's requests, so they are not counted.
 */
export function limitConnectionsPerAddress(server: Server, perAddress: number, trusted: BlockList = new BlockList()): void {
  if (perAddress <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    if (isListed(trusted, address)) return;
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
