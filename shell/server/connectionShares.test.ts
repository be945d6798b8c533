import { type Admission, admission, type Candidate, fairShare, type Holding, type SharePolicy, sharePolicy } from './connectionShares';

/** Small enough to read: 20 in all, 10 a group, 3 for anyone, 4 kept free, slow after 1 s. */
const POLICY: SharePolicy = { total: 20, perGroup: 10, floor: 3, headroom: 4, slowAfterMs: 1_000 };

/** A connection that could go; its group holds `held`, `waiting` of them with no request in flight (all, unless said). */
function candidate(name: string, held: number, waiting = held, phase: 'waiting' | 'receiving' = 'waiting', idleMs = 0): Candidate<string> {
  return { connection: name, held, waiting, phase, idleMs };
}

describe('sharePolicy', () => {
  it('sets the floor, the headroom and the slow bound from the total and the per-address bound', () => {
    expect(sharePolicy(768, 100)).toEqual({ total: 768, perGroup: 100, floor: 8, headroom: 96, slowAfterMs: 2_000 });
    expect(sharePolicy(768, 4)).toMatchObject({ floor: 4 });
    expect(sharePolicy(0, 0)).toEqual({ total: Infinity, perGroup: Infinity, floor: 8, headroom: 0, slowAfterMs: 2_000 });
  });
});

describe('fairShare', () => {
  it.each([
    [1, 100, 'one group: the per-address bound'],
    [5, 100, 'a few: still the per-address bound'],
    [10, 76, 'ten: an equal part of 768'],
    [96, 8, 'at the floor'],
    [200, 8, 'two hundred: never under the floor'],
  ])('of 768 among %i groups is %i (%s)', (groups, share) => expect(fairShare(sharePolicy(768, 100), groups)).toBe(share));
});

describe('admission', () => {
  it.each<[string, Holding, Candidate<string>[], Admission<string>]>([
    ['a quiet server lets a group grow to the per-address bound', { open: 5, groups: 2, held: 9, waiting: 9 }, [], { admit: true }],
    [
      'no group passes the per-address bound, however quiet',
      { open: 5, groups: 2, held: 10, waiting: 0 },
      [],
      { admit: false, reason: 'at the per-address bound' },
    ],
    [
      'near the total, a group already at its share is refused',
      { open: 16, groups: 4, held: 5, waiting: 0 },
      [candidate('heavy', 9)],
      { admit: false, reason: 'over its share near the total' },
    ],
    [
      'near the total, a new address gets in, and a group above its share gives up its oldest to keep the headroom',
      { open: 16, groups: 4, held: 0, waiting: 0 },
      [candidate('heavy#1', 9), candidate('heavy#2', 9)],
      { admit: true, drop: 'heavy#1' },
    ],
    [
      'near the total, a new address gets in from the headroom when every group is within its share',
      { open: 16, groups: 4, held: 0, waiting: 0 },
      [candidate('a#1', 4), candidate('b#1', 4)],
      { admit: true },
    ],
    [
      'a connection being uploaded is taken from a group above its share too',
      { open: 17, groups: 4, held: 0, waiting: 0 },
      [candidate('heavy#upload', 9, 0, 'receiving')],
      { admit: true, drop: 'heavy#upload' },
    ],
    [
      'at the total, a new address takes the place of one from a group with two waiting, however fresh',
      { open: 20, groups: 10, held: 0, waiting: 0 },
      [candidate('attacker#1', 2)],
      { admit: true, drop: 'attacker#1' },
    ],
    [
      'at the total, a visitor whose connections are all busy opens one more past an equal part, in place of a waiting one',
      { open: 20, groups: 10, held: 2, waiting: 0 },
      [candidate('attacker#1', 2, 2, 'waiting', 10)],
      { admit: true, drop: 'attacker#1' },
    ],
    [
      'at the total, a group whose connections wait takes no fresh one from a group waiting on no more',
      { open: 20, groups: 10, held: 1, waiting: 1 },
      [candidate('fresh#1', 2, 2, 'waiting', 10), candidate('fresh#2', 2, 2, 'waiting', 999)],
      { admit: false, reason: 'at the total' },
    ],
    [
      'at the total, a group within the floor takes the place of a slow one from a group waiting on no more',
      { open: 20, groups: 10, held: 1, waiting: 1 },
      [candidate('fresh', 2, 2, 'waiting', 10), candidate('slow', 1, 1, 'waiting', 1_500)],
      { admit: true, drop: 'slow' },
    ],
    [
      'at the total, a group at the floor may still replace a slow one',
      { open: 20, groups: 10, held: 2, waiting: 2 },
      [candidate('slow', 3, 3, 'waiting', 5_000)],
      { admit: true, drop: 'slow' },
    ],
    [
      'at the total, a slow upload of a group waiting on no more is kept: only waiting ones count as slow',
      { open: 20, groups: 10, held: 0, waiting: 0 },
      [candidate('upload', 1, 0, 'receiving', 60_000)],
      { admit: false, reason: 'at the total' },
    ],
    [
      'at the total, with every connection being answered, a newcomer is refused',
      { open: 20, groups: 3, held: 0, waiting: 0 },
      [],
      { admit: false, reason: 'at the total' },
    ],
    [
      'at the total, a group past the floor takes no slow one from a group waiting on no more',
      { open: 20, groups: 2, held: 4, waiting: 4 },
      [candidate('slow', 5, 5, 'waiting', 5_000)],
      { admit: false, reason: 'at the total' },
    ],
  ])('%s', (_why, holding, candidates, expected) => expect(admission(POLICY, holding, candidates)).toEqual(expected));

  it('reads the candidates only as far as it needs', () => {
    const read: string[] = [];
    function* candidates(): Generator<Candidate<string>> {
      for (const name of ['heavy#1', 'heavy#2', 'heavy#3']) {
        read.push(name);
        yield candidate(name, 9);
      }
    }
    expect(admission(POLICY, { open: 20, groups: 2, held: 0, waiting: 0 }, candidates())).toEqual({ admit: true, drop: 'heavy#1' });
    expect(read).toEqual(['heavy#1']);
    read.length = 0;
    expect(admission(POLICY, { open: 3, groups: 2, held: 0, waiting: 0 }, candidates())).toEqual({ admit: true });
    expect(read).toEqual([]);
  });

  it('lets no bound at all admit anyone', () => {
    expect(admission(sharePolicy(0, 0), { open: 1_000_000, groups: 1, held: 999_999, waiting: 0 }, [])).toEqual({ admit: true });
  });
});

/** A server's connections as the policy sees them, one millisecond of clock per arrival. */
function simulate(policy: SharePolicy) {
  interface Held {
    group: string;
    since: number;
    /** A visitor's connection being answered; an attacker's all wait. */
    busy: boolean;
  }
  const open: Held[] = [];
  let now = 0;
  const heldBy = (group: string) => open.filter((held) => held.group === group).length;
  const arrive = (group: string, busy = false): boolean => {
    now += 1;
    const held = new Map<string, number>();
    const waiting = new Map<string, number>();
    for (const connection of open) {
      held.set(connection.group, (held.get(connection.group) ?? 0) + 1);
      if (!connection.busy) waiting.set(connection.group, (waiting.get(connection.group) ?? 0) + 1);
    }
    // Most waiting first, oldest first within a group, as the server orders them.
    const candidates = open
      .filter((connection) => !connection.busy)
      .map((connection) => ({
        connection,
        held: held.get(connection.group) ?? 0,
        waiting: waiting.get(connection.group) ?? 0,
        phase: 'waiting' as const,
        idleMs: now - connection.since,
      }))
      .sort((a, b) => b.waiting - a.waiting || b.idleMs - a.idleMs);
    const holding = { open: open.length, groups: held.size, held: held.get(group) ?? 0, waiting: waiting.get(group) ?? 0 };
    const decision = admission(policy, holding, candidates);
    if (!decision.admit) return false;
    if (decision.drop) open.splice(open.indexOf(decision.drop), 1);
    open.push({ group, since: now, busy });
    return true;
  };
  return { open, arrive, heldBy };
}

describe('a held-connection attack under the policy of a 1,024-file server', () => {
  it('never takes all the connections from 300 addresses: a visitor still opens six, and a newcomer gets in', () => {
    const server = simulate(sharePolicy(768, 100));
    const attackers = Array.from({ length: 300 }, (_, at) => `198.51.${at >> 8}.${at & 0xff}`);
    // Each attacker tries again and again to hold more slow connections.
    for (let round = 0; round < 30; round += 1) for (const attacker of attackers) server.arrive(attacker);
    expect(server.open.length).toBe(768);
    const visitor = Array.from({ length: 6 }, () => server.arrive('203.0.113.7', true));
    expect(visitor).toEqual([true, true, true, true, true, true]);
    for (const attacker of attackers) server.arrive(attacker);
    expect(server.heldBy('203.0.113.7')).toBe(6);
    expect(server.arrive('203.0.113.8')).toBe(true);
    expect(server.open.length).toBe(768);
    // No attacking address holds much more than an equal part.
    expect(Math.max(...attackers.map(server.heldBy))).toBeLessThanOrEqual(8);
  });

  it('shares the server among 200 addresses rather than letting the first few hold it', () => {
    const server = simulate(sharePolicy(768, 100));
    const attackers = Array.from({ length: 200 }, (_, at) => `198.51.100.${at}`);
    // Each address in turn opens a hundred at once, as the probe did.
    for (const attacker of attackers) for (let n = 0; n < 100; n += 1) server.arrive(attacker);
    const held = attackers.map(server.heldBy);
    expect(server.open.length).toBe(768);
    expect(Math.max(...held)).toBeLessThanOrEqual(8);
    expect(held.filter((count) => count > 0).length).toBeGreaterThanOrEqual(96);
  });
});
