// At most `concurrency` jobs of one costly kind (password hashing, image decoding) run at once, and
// the rest wait their turn fairly: turns go round the groups (what the work is for: logins,
// password changes, sign-ups), and within a group round its lanes (whose work it is: an account,
// an address). Each group and each lane may have only so many jobs waiting; beyond that a job is
// refused at once (`QueueFull`). When a group is full, a newcomer whose lane has fewer waiting
// takes the place of the newest job of the longest lane (which is refused instead), so one
// account's burst costs only that account, and no purpose can keep another's work from its turn. A job whose caller has gone (its signal aborted) leaves the
// queue without running.

export class QueueFull extends Error {
  constructor(readonly queue: string) {
    super(`the ${queue} queue is full`);
    this.name = 'QueueFull';
  }
}

/** The caller stopped waiting (the client went away) before the job's turn came. */
export class JobAbandoned extends Error {
  constructor(readonly queue: string) {
    super(`a job left the ${queue} queue before its turn`);
    this.name = 'JobAbandoned';
  }
}

export interface GroupBounds {
  /** Jobs that may wait in the group, across its lanes. */
  maxWaiting: number;
  /** Jobs one lane may have waiting. */
  maxWaitingPerLane: number;
}

export interface FairQueueOptions<Group extends string> {
  name: string;
  concurrency: number;
  groups: Record<Group, GroupBounds>;
  /**
   * What a lane has had lately (e.g. its pixels decoded this window): within a group the lane that
   * has had least goes first, ties in turn. Without it, lanes simply take turns.
   */
  usage?: (lane: string) => number;
}

export interface Turn<Group extends string> {
  group: Group;
  /** Whose work it is; jobs of one lane run in order, lanes take turns. */
  lane: string;
  /** Aborted when the caller no longer wants the answer: a waiting job then leaves the queue. */
  signal?: AbortSignal;
}

interface Waiter {
  start: () => void;
  refuse: () => void;
}

export function createFairQueue<Group extends string>({ name, concurrency, groups, usage }: FairQueueOptions<Group>) {
  let active = 0;
  let mostActive = 0;
  let waitingCount = 0;
  let ran = 0;
  /** Groups with waiters, then their lanes with waiters; Map order is the turn order. */
  const waiting = new Map<Group, Map<string, Waiter[]>>();

  /** Moves a key to the back of its map's order: it has had its turn. */
  const toBack = <K, V>(map: Map<K, V>, key: K, value: V) => {
    map.delete(key);
    map.set(key, value);
  };

  /** The lane whose turn it is: the first in turn order, or with `usage` the first of those that had least. */
  const laneOf = (lanes: Map<string, Waiter[]>): [string, Waiter[]] | undefined => {
    let chosen: [string, Waiter[]] | undefined;
    let least = Infinity;
    for (const entry of lanes) {
      if (!usage) return entry;
      const used = usage(entry[0]);
      if (used < least) [chosen, least] = [entry, used];
    }
    return chosen;
  };

  const next = (): Waiter | undefined => {
    const [group, lanes] = waiting.entries().next().value ?? [];
    const [lane, queue] = (lanes && laneOf(lanes)) ?? [];
    if (group === undefined || !lanes || lane === undefined || !queue) return undefined;
    const waiter = queue.shift();
    if (queue.length === 0) lanes.delete(lane);
    else toBack(lanes, lane, queue);
    if (lanes.size === 0) waiting.delete(group);
    else toBack(waiting, group, lanes);
    return waiter;
  };

  const remove = (group: Group, lane: string, waiter: Waiter): boolean => {
    const queue = waiting.get(group)?.get(lane);
    const at = queue?.indexOf(waiter) ?? -1;
    if (!queue || at < 0) return false;
    queue.splice(at, 1);
    waitingCount -= 1;
    if (queue.length === 0) waiting.get(group)?.delete(lane);
    if (waiting.get(group)?.size === 0) waiting.delete(group);
    return true;
  };

  /** A finished job hands its slot straight to the next waiter, so no newcomer can slip in between. */
  const release = () => {
    const waiter = next();
    if (!waiter) {
      active -= 1;
      return;
    }
    waitingCount -= 1;
    waiter.start();
  };

  /** Makes room in a full group for a lane that has `own` waiting, if a longer lane can give a place up. */
  const makeRoom = (group: Group, own: number): boolean => {
    let longest: [string, Waiter[]] | null = null;
    for (const entry of waiting.get(group) ?? []) if (!longest || entry[1].length > longest[1].length) longest = entry;
    const newest = longest?.[1].at(-1);
    if (!longest || !newest || longest[1].length <= own + 1) return false;
    remove(group, longest[0], newest);
    newest.refuse();
    return true;
  };

  const waitForTurn = ({ group, lane, signal }: Turn<Group>): Promise<void> => {
    const bounds = groups[group];
    const own = waiting.get(group)?.get(lane)?.length ?? 0;
    if (own >= bounds.maxWaitingPerLane) throw new QueueFull(name);
    const inGroup = [...(waiting.get(group)?.values() ?? [])].reduce((sum, q) => sum + q.length, 0);
    if (inGroup >= bounds.maxWaiting && !makeRoom(group, own)) throw new QueueFull(name);
    // Looked up after making room: the group or lane may just have emptied.
    const lanes = waiting.get(group) ?? new Map<string, Waiter[]>();
    const queue = lanes.get(lane) ?? [];
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        if (remove(group, lane, waiter)) reject(new JobAbandoned(name));
      };
      const waiter: Waiter = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
        refuse: () => {
          signal?.removeEventListener('abort', onAbort);
          reject(new QueueFull(name));
        },
      };
      queue.push(waiter);
      lanes.set(lane, queue);
      waiting.set(group, lanes);
      waitingCount += 1;
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  };

  return {
    /** Runs `job` when its turn comes; rejects with QueueFull when its group or lane is full, JobAbandoned when its signal aborts first. */
    async run<T>(job: () => Promise<T>, turn: Turn<Group>): Promise<T> {
      if (turn.signal?.aborted) throw new JobAbandoned(name);
      if (active >= concurrency) await waitForTurn(turn);
      else active += 1;
      mostActive = Math.max(mostActive, active);
      ran += 1;
      try {
        return await job();
      } finally {
        release();
      }
    },
    /** For tests and figures: what runs and waits now, the most that ever ran at once, and how many jobs ran. */
    stats: () => ({ active, waiting: waitingCount, mostActive, ran }),
  };
}

export type FairQueue<Group extends string> = ReturnType<typeof createFairQueue<Group>>;
