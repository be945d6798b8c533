// The window's size, for code that decides or reports by it. On a phone, reading `innerWidth` or
// `innerHeight` makes the browser lay the page out first, so a read after the page has changed (in
// a render, or in an observer's callback after one) costs a whole layout there and then. The size
// is read once, when this module starts, and then on each resize. Not page state: every bundle that
// uses it keeps its own copy of the same two numbers.

export interface ViewportSize {
  /** CSS pixels, as `innerWidth`. */
  width: number;
  /** CSS pixels, as `innerHeight`. */
  height: number;
}

const readWindow = (): Readonly<ViewportSize> =>
  Object.freeze(typeof window === 'undefined' ? { width: 0, height: 0 } : { width: window.innerWidth, height: window.innerHeight });

const listeners = new Set<() => void>();
let size = readWindow();

if (typeof window !== 'undefined') {
  window.addEventListener('resize', () => {
    size = readWindow();
    for (const listener of listeners) listener();
  });
}

/** The window's size as of its last resize (0 x 0 where there is no window). */
export function viewportSize(): Readonly<ViewportSize> {
  return size;
}

/** Calls `onChange` after each resize; returns the way to stop. */
export function subscribeToViewport(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}
