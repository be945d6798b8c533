// Bounds on the edge server's connections, so a stranger cannot hold its sockets by sending slowly
// (a request's headers, or its body, a byte at a time) or by opening many at once: the headers
// must arrive in time, the whole request too, a connection that sends nothing is closed, one
// address may hold only so many open at once, and all of them together no more than the file
// limit allows, shared out by address (connectionShares.ts).

import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';
import { addressGroupOf } from './addressGroups';
import { admission, type Candidate, type SharePolicy } from './connectionShares';

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
   * once. A browser holds six to a site. A trusted proxy's own connections are not counted. An
   * IPv6 /64 counts as one address.
   */
  perAddress: number;
  /**
   * Open connections in all (PINBOARD_MAX_CONNECTIONS; by default from the process's file limit,
   * connectionTotal.ts); 0: no total bound. Near it, each address gets a fair share.
   */
  total: number;
}

export const DEFAULT_CONNECTION_LIMITS: Omit<ConnectionLimits, 'total'> = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 90_000,
  idleTimeoutMs: 60_000,
  perAddress: 100,
};

/**
 * Fastify's settings for these limits. Node checks the header and request bounds every
 * `connectionsCheckingInterval` (30 s by default, longer than the bounds themselves), so as often
 * as the shortest of them needs. The headers bound runs from the moment a connection is accepted,
 * so a connection that sends its headers slowly, or nothing, is gone within it; an idle
 * keep-alive within `keepAliveTimeout`.
 */
export function serverTimeouts(limits: Omit<ConnectionLimits, 'total' | 'perAddress'>) {
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

/** A connection the server holds, as the share policy sees it. */
interface Held {
  socket: Socket;
  /** Undefined for a trusted proxy's: counted in the total, never refused nor dropped. */
  group: Group | undefined;
  /** Since it opened, its last request started or its last answer ended (ms). */
  since: number;
  /** The latest request on it while any is in flight. */
  request: IncomingMessage | undefined;
  inFlight: number;
  gone: boolean;
}

interface Group {
  key: string;
  /** In the order they opened. */
  held: Set<Held>;
  /** Of those, how many have no request in flight. */
  waiting: number;
}

/** A newcomer looks at this many connections at most for one to replace: a full server is not scanned whole for each. */
const MOST_EXAMINED = 2_048;

export interface ConnectionCounts {
  open: number;
  groups: number;
  /** Connections closed as they arrived. */
  refused: number;
  /** Connections closed to make room for a newcomer. */
  dropped: number;
}

/**
 * Shares the server's connections out by `policy` (connectionShares.ts), by address group (an IPv4
 * address, an IPv6 /64). A connection refused is closed before it is read: a reset, since an answer
 * written on a socket the HTTP parser also reads could be mixed with its own; one dropped to make
 * room is closed the same way, never while it is being answered. A trusted proxy's connections
 * carry everyone's requests: they count in the total but are never refused nor dropped.
 */
export function limitConnections(server: Server, policy: SharePolicy, trusted: BlockList = new BlockList()): () => ConnectionCounts {
  const groups = new Map<string, Group>();
  // Groups by how many of their connections wait, for the candidates most-waiting first.
  const byWaiting = new Map<number, Set<Group>>();
  const heldBySocket = new WeakMap<Socket, Held>();
  let mostWaiting = 0;
  const counts = { open: 0, refused: 0, dropped: 0 };

  const unfile = (group: Group) => {
    byWaiting.get(group.waiting)?.delete(group);
    while (mostWaiting > 0 && (byWaiting.get(mostWaiting)?.size ?? 0) === 0) mostWaiting -= 1;
  };
  const file = (group: Group, waiting: number) => {
    unfile(group);
    group.waiting = waiting;
    const bucket = byWaiting.get(waiting) ?? new Set<Group>();
    byWaiting.set(waiting, bucket.add(group));
    mostWaiting = Math.max(mostWaiting, waiting);
  };

  function* candidates(now: number): Generator<Candidate<Held>> {
    let examined = 0;
    for (let waiting = mostWaiting; waiting >= 0; waiting -= 1) {
      for (const group of byWaiting.get(waiting) ?? []) {
        for (const held of group.held) {
          examined += 1;
          if (examined > MOST_EXAMINED) return;
          const phase = held.request === undefined ? 'waiting' : held.request.complete ? undefined : 'receiving';
          if (phase) yield { connection: held, held: group.held.size, waiting: group.waiting, phase, idleMs: now - held.since };
        }
      }
    }
  }

  const release = (held: Held) => {
    if (held.gone) return;
    held.gone = true;
    counts.open -= 1;
    const { group } = held;
    if (!group) return;
    group.held.delete(held);
    if (group.held.size === 0) {
      unfile(group);
      groups.delete(group.key);
    } else if (held.inFlight === 0) file(group, group.waiting - 1);
  };

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    // Gone before it was seen.
    if (address === undefined) {
      socket.destroy();
      return;
    }
    const proxy = isListed(trusted, address);
    const key = addressGroupOf(address);
    if (!proxy) {
      const group = groups.get(key);
      const holding = { open: counts.open, groups: groups.size, held: group?.held.size ?? 0, waiting: group?.waiting ?? 0 };
      const decision = admission(policy, holding, candidates(Date.now()));
      if (!decision.admit) {
        counts.refused += 1;
        socket.destroy();
        return;
      }
      if (decision.drop) {
        counts.dropped += 1;
        release(decision.drop);
        decision.drop.socket.destroy();
      }
    }
    let group: Group | undefined;
    if (!proxy) {
      group = groups.get(key) ?? { key, held: new Set<Held>(), waiting: 0 };
      groups.set(key, group);
    }
    const held: Held = { socket, group, since: Date.now(), request: undefined, inFlight: 0, gone: false };
    counts.open += 1;
    group?.held.add(held);
    if (group) file(group, group.waiting + 1);
    heldBySocket.set(socket, held);
    socket.once('close', () => release(held));
  });

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const held = heldBySocket.get(request.socket);
    if (!held || held.gone) return;
    if (held.inFlight === 0 && held.group) file(held.group, held.group.waiting - 1);
    held.inFlight += 1;
    held.request = request;
    held.since = Date.now();
    response.once('close', () => {
      held.inFlight -= 1;
      if (held.inFlight > 0 || held.gone) return;
      held.request = undefined;
      held.since = Date.now();
      if (held.group) file(held.group, held.group.waiting + 1);
    });
  });

  return () => ({ ...counts, groups: groups.size });
}
