// What bounds the edge server, all set before any of its parts: open connections (in all and per
// address) and their times (connectionLimits.ts), whose X-Forwarded-For names the visitor, refusals
// sent ahead of a body that close their connection, and the documents one address may be sent
// (documentRate.ts, which the documents' route spends).

import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import { closeUnreadBodies } from 'pinboard-platform';
import { type ConnectionLimits, DEFAULT_CONNECTION_LIMITS, limitConnections, serverTimeouts, trustedProxyList } from './connectionLimits';
import { sharePolicy } from './connectionShares';
import { connectionTotal, readFileLimit } from './connectionTotal';
import { createDocumentRate, type DocumentRate, type DocumentRateLimiter } from './documentRate';

export interface EdgeLimitOptions {
  /** Bounds on connections: defaults for those not given, the total from the process's file limit. */
  connectionLimits?: Partial<ConnectionLimits>;
  /** Load balancers whose X-Forwarded-For names the visitor (PINBOARD_TRUSTED_PROXIES). */
  trustedProxies?: string[];
  /** Documents one address may be sent (documentRate.ts; its defaults are sized there). */
  documentRate?: DocumentRate;
}

export interface EdgeLimits {
  connections: ConnectionLimits;
  trustedProxies: string[];
  documentRate: DocumentRateLimiter;
}

export function edgeLimitsOf(options: EdgeLimitOptions): EdgeLimits {
  const total = options.connectionLimits?.total ?? connectionTotal(undefined, readFileLimit().files);
  return {
    connections: { ...DEFAULT_CONNECTION_LIMITS, ...options.connectionLimits, total },
    trustedProxies: options.trustedProxies ?? [],
    documentRate: createDocumentRate(options.documentRate),
  };
}

/** Fastify's options for them: a connection's times, and who names the visitor. */
export function limitedServerOptions(limits: EdgeLimits): FastifyHttpOptions<Server> {
  const trusted = limits.trustedProxies;
  // With trusted proxies, request.ip is the visitor's address from X-Forwarded-For: every throttle counts it.
  return { ...serverTimeouts(limits.connections), ...(trusted.length > 0 ? { trustProxy: trusted } : {}) };
}

/**
 * Sets them on the server itself, not as a registered plugin: a registered plugin's hooks hold for
 * its own routes only, and these must hold for every part's. Called before any part registers its
 * routes, so every refusal sent ahead of a body closes the connection.
 */
export function limitServer(app: FastifyInstance, limits: EdgeLimits): void {
  const { total, perAddress } = limits.connections;
  limitConnections(app.server, sharePolicy(total, perAddress), trustedProxyList(limits.trustedProxies));
  closeUnreadBodies(app);
}
