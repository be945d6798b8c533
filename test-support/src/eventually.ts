// Waiting in a test for what it means to see (a notice, a flushed write, a log line) rather than
// for a fixed time: the suite runs on loaded 2-core machines, where a timer or a notice may come
// late but does come.

/** How long anything awaited may take before the test gives up: sized for the slowest machine that runs the suite. */
export const EVENTUALLY_MS = 20_000;

// Often enough that a wait ends soon after its event, rarely enough that a loaded machine spends
// its processor on the awaited work rather than on asking (a document read every 5 ms was asking).
const POLL_MS = 25;

/**
 * Resolves with `read()`'s value once `accept` takes it, asking again every few milliseconds;
 * fails saying `what` never happened after EVENTUALLY_MS.
 */
export async function eventually<T>(what: string, read: () => T | Promise<T>, accept: (value: T) => boolean): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() - started > EVENTUALLY_MS) throw new Error(`${what} did not happen within ${EVENTUALLY_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
