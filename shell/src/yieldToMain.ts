// Lets the browser paint and answer input between the steps of starting the page, so no step
// blocks it for long (a phone's long tasks are what its Total Blocking Time counts).

interface Scheduler {
  yield: () => Promise<void>;
}

/** Resolves in a later task; with `scheduler.yield` the rest runs ahead of other waiting tasks. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
