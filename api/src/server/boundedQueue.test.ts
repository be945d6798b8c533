import { createBoundedQueue, QueueFull } from './boundedQueue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('createBoundedQueue', () => {
  it('runs at most `concurrency` jobs at once, in order, and refuses beyond `maxWaiting`', async () => {
    const queue = createBoundedQueue({ name: 'test', concurrency: 2, maxWaiting: 3 });
    const finishers: Array<() => void> = [];
    const order: number[] = [];
    const job = (n: number) =>
      queue.run(
        () =>
          new Promise<number>((resolve) => {
            order.push(n);
            finishers.push(() => resolve(n));
          }),
      );
    const running = [1, 2, 3, 4, 5].map(job);
    await tick();
    expect(queue.stats()).toEqual({ active: 2, waiting: 3, mostActive: 2 });
    await expect(job(6)).rejects.toBeInstanceOf(QueueFull);
    while (finishers.length > 0) {
      finishers.shift()?.();
      await tick();
    }
    expect(await Promise.all(running)).toEqual([1, 2, 3, 4, 5]);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(queue.stats()).toEqual({ active: 0, waiting: 0, mostActive: 2 });
  });

  it('frees the slot when a job fails', async () => {
    const queue = createBoundedQueue({ name: 'test', concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(() => Promise.resolve('ok'))).toBe('ok');
  });
});
