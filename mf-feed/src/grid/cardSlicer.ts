// Cards come into the DOM a slice at a time, one slice per task, in reading order: a first screen
// of cards in one go was one long task (about 35 ms on this machine, four times that on a phone),
// and Preact has no concurrent rendering to split it. A card once let in stays let in, so only
// cards new to the grid wait (a new page, a first scroll down), never one scrolled back to.

export interface CardSlicer {
  /** The ids this render may mount: those let in, or a first slice while none of them is. */
  shown: (ids: readonly string[], perSlice: number) => readonly string[];
  /** After a render: lets the first slice in, and the next slice in a later task if cards wait. */
  settle: (ids: readonly string[], perSlice: number) => void;
  subscribe: (onChange: () => void) => () => void;
  /** Changes each time a slice is let in (for useSyncExternalStore). */
  version: () => number;
  stop: () => void;
}

/** `later` runs its callback in a later task and answers how to cancel it (tests pass their own). */
export function createCardSlicer(later: (run: () => void) => () => void = afterTask): CardSlicer {
  const letIn = new Set<string>();
  const listeners = new Set<() => void>();
  let latest: readonly string[] = [];
  let slice = 1;
  let version = 0;
  let cancel: (() => void) | null = null;

  const waiting = () => latest.filter((id) => !letIn.has(id));
  const admit = (ids: readonly string[]) => ids.slice(0, slice).forEach((id) => letIn.add(id));
  const nextSlice = () => {
    cancel = null;
    admit(waiting());
    version += 1;
    listeners.forEach((listener) => listener());
  };

  return {
    shown(ids, perSlice) {
      const inside = ids.filter((id) => letIn.has(id));
      // Nothing here let in yet (the first render, a new feed, a jump far down): a slice at once.
      return inside.length > 0 ? inside : ids.slice(0, perSlice);
    },
    settle(ids, perSlice) {
      latest = ids;
      slice = perSlice;
      if (!ids.some((id) => letIn.has(id))) admit(ids);
      if (cancel === null && waiting().length > 0) cancel = later(nextSlice);
    },
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    version: () => version,
    stop() {
      cancel?.();
      cancel = null;
    },
  };
}

function afterTask(run: () => void): () => void {
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
}
