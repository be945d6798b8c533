// Cards come into the DOM a slice at a time, one slice a frame, nearest the viewport first: a first
// screen of cards in one go was one long task (about 35 ms on this machine, four times that on a
// phone), and a first render has nothing older to show meanwhile, so a transition would not split it.
// A card once let in stays let in, so only cards new to the grid wait (a new page, a first scroll
// down), never one scrolled back to.

export interface CardSlicer {
  /**
   * The ids this render may mount, in the order given: those let in, and at once the slice nearest
   * the viewport when none of the nearest is let in yet (the first render, a new feed, a jump).
   * `distance` is a card's distance from the viewport, 0 for a card in view.
   */
  shown: (ids: readonly string[], perSlice: number, distance: (id: string) => number) => readonly string[];
  /** After a render is painted: lets that first slice in, and the next slice in a later task while cards wait. */
  settle: (ids: readonly string[], perSlice: number, distance: (id: string) => number) => void;
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
  let latestSlice = 1;
  let latestDistance: (id: string) => number = () => 0;
  let version = 0;
  let cancel: (() => void) | null = null;

  const nearest = (ids: readonly string[], count: number, distance: (id: string) => number) =>
    ids
      .filter((id) => !letIn.has(id))
      .map((id, order) => ({ id, order, away: distance(id) }))
      .sort((a, b) => a.away - b.away || a.order - b.order)
      .slice(0, count)
      .map(({ id }) => id);
  /** The slice to show at once: the nearest cards, unless the nearest already let in are in view. */
  const firstSlice = (ids: readonly string[], perSlice: number, distance: (id: string) => number): readonly string[] => {
    if (ids.length === 0) return [];
    const closest = Math.min(...ids.map(distance));
    const nearestShown = ids.some((id) => letIn.has(id) && distance(id) === closest);
    return nearestShown ? [] : nearest(ids, perSlice, distance);
  };
  const nextSlice = () => {
    cancel = null;
    nearest(latest, latestSlice, latestDistance).forEach((id) => letIn.add(id));
    version += 1;
    listeners.forEach((listener) => listener());
  };

  return {
    shown(ids, perSlice, distance) {
      const atOnce = new Set(firstSlice(ids, perSlice, distance));
      return ids.filter((id) => letIn.has(id) || atOnce.has(id));
    },
    settle(ids, perSlice, distance) {
      firstSlice(ids, perSlice, distance).forEach((id) => letIn.add(id));
      latest = ids;
      latestSlice = perSlice;
      latestDistance = distance;
      if (cancel === null && ids.some((id) => !letIn.has(id))) cancel = later(nextSlice);
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
