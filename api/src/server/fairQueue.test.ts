import { createFairQueue, JobAbandoned, QueueFull } from './fairQueue';

/** A job that runs until the test finishes it; `started` resolves once its turn came. */
function controlledJob(name: string, log: string[]) {
  let finish: () => void = () => undefined;
  let started: () => void = () => undefined;
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  const job = () =>
    new Promise<string>((resolve) => {
      log.push(name);
      started();
      finish = () => resolve(name);
    });
  return { job, started: startedPromise, finish: () => finish() };
}

const bounds = { maxWaiting: 4, maxWaitingPerLane: 2 };

describe('createFairQueue', () => {
  it('runs at most `concurrency` jobs at once and a lane in order', async () => {
    const queue = createFairQueue({ name: 'test', concurrency: 2, groups: { a: bounds } });
    const log: string[] = [];
    const jobs = ['1', '2', '3', '4'].map((n) => controlledJob(n, log));
    const answers = jobs.map((j) => queue.run(j.job, { group: 'a', lane: 'x' }).catch((error: Error) => error.name));
    await Promise.all([jobs[0]?.started, jobs[1]?.started]);
    expect(queue.stats()).toEqual({ active: 2, waiting: 2, mostActive: 2, ran: 2 });
    for (const j of jobs) {
      j.finish();
      await j.started;
    }
    jobs[2]?.finish();
    jobs[3]?.finish();
    expect(await Promise.all(answers)).toEqual(['1', '2', '3', '4']);
    expect(log).toEqual(['1', '2', '3', '4']);
    expect(queue.stats()).toEqual({ active: 0, waiting: 0, mostActive: 2, ran: 4 });
  });

  it("refuses a lane's job beyond its bound, and a group's beyond the group's when no lane is longer", async () => {
    const queue = createFairQueue({ name: 'test', concurrency: 1, groups: { a: bounds, b: bounds } });
    const log: string[] = [];
    const first = controlledJob('running', log);
    // Jobs left waiting here never finish: the test only counts who got in.
    void queue.run(first.job, { group: 'a', lane: 'x' });
    await first.started;
    const [, x2] = ['x1', 'x2'].map((n) => queue.run(controlledJob(n, log).job, { group: 'a', lane: 'x' }));
    await expect(queue.run(controlledJob('x3', log).job, { group: 'a', lane: 'x' })).rejects.toBeInstanceOf(QueueFull);
    for (const lane of ['y', 'z', 'v']) void queue.run(controlledJob(lane, log).job, { group: 'a', lane });
    // The group was full when v came: x, the longest lane, gave its newest place up.
    await expect(x2).rejects.toBeInstanceOf(QueueFull);
    // Full again, and no lane holds more than the newcomer's would.
    await expect(queue.run(controlledJob('w', log).job, { group: 'a', lane: 'w' })).rejects.toBeInstanceOf(QueueFull);
    // Another purpose has its own room.
    void queue.run(controlledJob('b', log).job, { group: 'b', lane: 'x' });
    expect(queue.stats()).toEqual({ active: 1, waiting: 5, mostActive: 1, ran: 1 });
  });

  it("gives a full group's place to a shorter lane by refusing the newest job of the longest", async () => {
    const queue = createFairQueue({ name: 'test', concurrency: 1, groups: { a: { maxWaiting: 4, maxWaitingPerLane: 4 } } });
    const log: string[] = [];
    const first = controlledJob('running', log);
    void queue.run(first.job, { group: 'a', lane: 'x' });
    await first.started;
    const burst = ['x1', 'x2', 'x3', 'x4'].map((n) => queue.run(controlledJob(n, log).job, { group: 'a', lane: 'x' }));
    void queue.run(controlledJob('y1', log).job, { group: 'a', lane: 'y' });
    await expect(burst[3]).rejects.toBeInstanceOf(QueueFull);
    void queue.run(controlledJob('y2', log).job, { group: 'a', lane: 'y' });
    await expect(burst[2]).rejects.toBeInstanceOf(QueueFull);
    // Now both lanes hold two: a third of y's has no longer lane to take from.
    await expect(queue.run(controlledJob('y3', log).job, { group: 'a', lane: 'y' })).rejects.toBeInstanceOf(QueueFull);
    expect(queue.stats()).toEqual({ active: 1, waiting: 4, mostActive: 1, ran: 1 });
  });

  it('takes turns round the groups, then round the lanes of each', async () => {
    const queue = createFairQueue({
      name: 'test',
      concurrency: 1,
      groups: { login: bounds, change: { maxWaiting: 10, maxWaitingPerLane: 10 } },
    });
    const log: string[] = [];
    const jobs = new Map<string, ReturnType<typeof controlledJob>>();
    const enqueue = (name: string, group: 'login' | 'change', lane: string) => {
      const j = controlledJob(name, log);
      jobs.set(name, j);
      return queue.run(j.job, { group, lane });
    };
    const all = [
      enqueue('first', 'change', 'mallory'),
      ...['m1', 'm2', 'm3', 'm4'].map((n) => enqueue(n, 'change', 'mallory')),
      enqueue('e1', 'change', 'eve'),
      enqueue('demo', 'login', 'demo'),
      enqueue('m5', 'change', 'mallory'),
    ];
    for (const name of ['first', 'm1', 'demo', 'e1', 'm2', 'm3', 'm4', 'm5']) {
      const j = jobs.get(name);
      await j?.started;
      j?.finish();
    }
    await Promise.all(all);
    expect(log).toEqual(['first', 'm1', 'demo', 'e1', 'm2', 'm3', 'm4', 'm5']);
  });

  it('with usage, serves the lane that has had least first', async () => {
    const used = new Map([
      ['heavy', 100],
      ['light', 2],
    ]);
    const queue = createFairQueue({ name: 'test', concurrency: 1, groups: { a: bounds }, usage: (lane) => used.get(lane) ?? 0 });
    const log: string[] = [];
    const jobs = new Map<string, ReturnType<typeof controlledJob>>();
    const enqueue = (name: string, lane: string) => {
      const j = controlledJob(name, log);
      jobs.set(name, j);
      return queue.run(j.job, { group: 'a', lane });
    };
    const all = [enqueue('first', 'heavy'), enqueue('h1', 'heavy'), enqueue('l1', 'light'), enqueue('n1', 'new'), enqueue('l2', 'light')];
    for (const name of ['first', 'n1', 'l1', 'l2', 'h1']) {
      const j = jobs.get(name);
      await j?.started;
      j?.finish();
    }
    await Promise.all(all);
    expect(log).toEqual(['first', 'n1', 'l1', 'l2', 'h1']);
  });

  it('lets a waiting job go when its caller has gone, and never runs it', async () => {
    const queue = createFairQueue({ name: 'test', concurrency: 1, groups: { a: bounds } });
    const log: string[] = [];
    const first = controlledJob('first', log);
    const running = queue.run(first.job, { group: 'a', lane: 'x' });
    await first.started;
    const gone = new AbortController();
    const abandoned = queue.run(controlledJob('gone', log).job, { group: 'a', lane: 'x', signal: gone.signal });
    const after = controlledJob('after', log);
    const kept = queue.run(after.job, { group: 'a', lane: 'y' });
    gone.abort();
    await expect(abandoned).rejects.toBeInstanceOf(JobAbandoned);
    expect(queue.stats().waiting).toBe(1);
    first.finish();
    await after.started;
    after.finish();
    expect(await Promise.all([running, kept])).toEqual(['first', 'after']);
    expect(log).toEqual(['first', 'after']);
    await expect(queue.run(controlledJob('late', log).job, { group: 'a', lane: 'x', signal: gone.signal })).rejects.toBeInstanceOf(
      JobAbandoned,
    );
  });

  it('frees the slot when a job fails', async () => {
    const queue = createFairQueue({ name: 'test', concurrency: 1, groups: { a: { maxWaiting: 0, maxWaitingPerLane: 0 } } });
    await expect(queue.run(() => Promise.reject(new Error('boom')), { group: 'a', lane: 'x' })).rejects.toThrow('boom');
    expect(await queue.run(() => Promise.resolve('ok'), { group: 'a', lane: 'x' })).toBe('ok');
  });
});
