// At most `concurrency` jobs of one costly kind (password hashing, image decoding) run at once; up
// to `maxWaiting` more wait their turn; beyond that a job is refused at once (`QueueFull`), so a
// burst of them can neither starve the rest of the server nor pile up without end.

export class QueueFull extends Error {
  constructor(readonly queue: string) {
    super(`the ${queue} queue is full`);
    this.name = 'QueueFull';
  }
}

export interface BoundedQueueOptions {
  name: string;
  concurrency: number;
  maxWaiting: number;
}

export function createBoundedQueue({ name, concurrency, maxWaiting }: BoundedQueueOptions) {
  let active = 0;
  let mostActive = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    active -= 1;
    const next = waiting.shift();
    if (next) next();
  };

  return {
    /** Runs `job` when a slot is free; rejects with QueueFull when too many already wait. */
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (active >= concurrency) {
        if (waiting.length >= maxWaiting) throw new QueueFull(name);
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
      active += 1;
      mostActive = Math.max(mostActive, active);
      try {
        return await job();
      } finally {
        release();
      }
    },
    /** For tests and figures: what runs and waits now, and the most that ever ran at once. */
    stats: () => ({ active, waiting: waiting.length, mostActive }),
  };
}

export type BoundedQueue = ReturnType<typeof createBoundedQueue>;
