// Who may open one more connection to the edge server, and whose connection makes room for it: the
// server holds at most `total` at once (its file limit, connectionTotal.ts), and shares them out by
// address group (an IPv4 address, an IPv6 /64: addressGroups.ts), so no number of attacking
// addresses can hold them all while newcomers are shut out. Pure: the server (connectionLimits.ts)
// gives it the counts and the connections that could go, and does what it says.

export interface SharePolicy {
  /** Open connections the server holds at most, all groups together; Infinity: no total bound. */
  total: number;
  /** Open connections one group may hold at most, however quiet the server (PINBOARD_MAX_CONNECTIONS_PER_ADDRESS); Infinity: no bound. */
  perGroup: number;
  /**
   * Connections every group is entitled to however many others there are: a browser opens at
   * most six to a site, so a visitor with a handful is never refused while anyone holds a slow one.
   */
  floor: number;
  /**
   * Connections kept free for newcomers: once fewer than this are free, a group may add only up
   * to its fair share, and a group above its share gives up a waiting connection for each newcomer.
   */
  headroom: number;
  /**
   * A connection waiting this long for a request (ms) is a slow one: a real client sends its
   * request at once, and an idle keep-alive this old costs its browser one new connection at most.
   */
  slowAfterMs: number;
}

/** Entitled to at least this many each: six for a browser, two to spare. */
export const FLOOR_PER_GROUP = 8;

/** The policy for a total and a per-group bound (0 for either: no bound). */
export function sharePolicy(total: number, perGroup: number): SharePolicy {
  const boundedTotal = total > 0 ? total : Infinity;
  const boundedGroup = perGroup > 0 ? perGroup : Infinity;
  return {
    total: boundedTotal,
    perGroup: boundedGroup,
    floor: Math.min(FLOOR_PER_GROUP, boundedGroup),
    // An eighth: at 768 connections, 96 free before anyone has to wait for a share.
    headroom: Number.isFinite(boundedTotal) ? Math.max(1, Math.ceil(boundedTotal / 8)) : 0,
    slowAfterMs: 2_000,
  };
}

/** A group's fair share among `groups` holding connections: an equal part of the total, never under the floor nor over the per-group bound. */
export function fairShare(policy: SharePolicy, groups: number): number {
  const equalPart = Number.isFinite(policy.total) ? Math.floor(policy.total / Math.max(1, groups)) : Infinity;
  return Math.min(policy.perGroup, Math.max(policy.floor, equalPart));
}

/** What the server holds when a connection arrives. */
export interface Holding {
  /** Open connections, all groups (a trusted proxy's too). */
  open: number;
  /** Groups holding at least one. */
  groups: number;
  /** Connections the newcomer's group holds already. */
  held: number;
  /** Of those, how many have no request in flight. */
  waiting: number;
}

/**
 * A connection that could be closed to make room: one not in the middle of an answer. `waiting`:
 * no request in flight (its headers not all here yet, or an idle keep-alive); `receiving`: its
 * headers are here and its body is still coming (an upload, or a body sent a byte at a time).
 */
export interface Candidate<Connection> {
  connection: Connection;
  /** Connections its group holds. */
  held: number;
  /** Of those, how many have no request in flight. */
  waiting: number;
  phase: 'waiting' | 'receiving';
  /** Since its request started, or since its last answer, or since it opened (ms). */
  idleMs: number;
}

export type Admission<Connection> =
  | { admit: true; drop?: Connection }
  | { admit: false; reason: 'at the per-address bound' | 'over its share near the total' | 'at the total' };

/**
 * Whether a newcomer from a group holding `holding.held` may open a connection, and which
 * connection goes to make room. `candidates` come from the group with the most connections
 * waiting first, and within a group oldest first; they are read only as far as needed.
 *
 * - No group goes past `perGroup`.
 * - Below `total - headroom`, everyone is let in.
 * - Nearer the total, a group may only grow to its fair share; for each newcomer, a group above
 *   its share gives up its oldest connection not being answered, so the headroom is kept.
 * - At the total, a newcomer within its share takes the place of a connection of a group that
 *   would still hold more waiting ones than the newcomer's (a browser opens another connection
 *   only when those it has are busy, a held-connection attack's all wait); and a newcomer within
 *   the floor, of any slow waiting one. Otherwise it is refused.
 */
export function admission<Connection>(
  policy: SharePolicy,
  holding: Holding,
  candidates: Iterable<Candidate<Connection>>,
): Admission<Connection> {
  const after = holding.held + 1;
  if (after > policy.perGroup) return { admit: false, reason: 'at the per-address bound' };
  if (holding.open < policy.total - policy.headroom) return { admit: true };
  const share = fairShare(policy, holding.held === 0 ? holding.groups + 1 : holding.groups);
  if (after > share) return { admit: false, reason: 'over its share near the total' };
  const full = holding.open >= policy.total;
  const waitingAfter = holding.waiting + 1;
  for (const candidate of candidates) {
    if (candidate.held > share) return { admit: true, drop: candidate.connection };
    if (!full) break;
    if (candidate.waiting > waitingAfter) return { admit: true, drop: candidate.connection };
    const slow = candidate.phase === 'waiting' && candidate.idleMs >= policy.slowAfterMs;
    if (after <= policy.floor && slow) return { admit: true, drop: candidate.connection };
    // Most waiting first: past here no group waits on more, and a newcomer past the floor takes no slow one.
    if (after > policy.floor) break;
  }
  return full ? { admit: false, reason: 'at the total' } : { admit: true };
}
