// Back and Forward return to the place left: the scroll memory against a window whose history,
// scrolling and page height the test controls.
import { showingTraversedEntry } from 'page-runtime';
import { RESTORE_BOUND_MS, rememberScrollPositions, SETTLED_MS } from './scrollMemory';

class FakeWindow extends EventTarget {
  entries: Array<{ state: unknown }> = [{ state: null }];
  index = 0;
  scrollY = 0;
  innerHeight = 800;
  pageHeight = 5_000;
  stored = new Map<string, string>();
  resize: (() => void) | null = null;
  history = {
    scrollRestoration: 'auto' as ScrollRestoration,
    get state(): unknown {
      return win.entries[win.index]?.state ?? null;
    },
    replaceState: (state: unknown) => {
      win.entries[win.index] = { state };
    },
  };
  document = {
    documentElement: {
      get scrollHeight() {
        return win.pageHeight;
      },
    },
    body: {},
  };
  sessionStorage = { getItem: (k: string) => this.stored.get(k) ?? null, setItem: (k: string, v: string) => void this.stored.set(k, v) };
  ResizeObserver = class {
    constructor(callback: () => void) {
      win.resize = callback;
    }
    observe() {}
    disconnect() {
      win.resize = null;
    }
  } as unknown as typeof ResizeObserver;
  setTimeout = (f: () => void, ms: number) => setTimeout(f, ms) as unknown as number;
  clearTimeout = (id: number) => clearTimeout(id);
  scrollTo(_x: number, y: number) {
    this.scrollY = Math.max(0, Math.min(y, this.pageHeight - this.innerHeight));
    this.dispatchEvent(new Event('scroll'));
  }
  /** A person scrolling. */
  scrollBy(dy: number) {
    this.scrollTo(0, this.scrollY + dy);
  }
  /** A link: a new entry, said as single-spa says it. */
  push() {
    this.entries = this.entries.slice(0, this.index + 1).concat({ state: null });
    this.index += 1;
    this.dispatchEvent(Object.assign(new Event('popstate'), { singleSpa: true }));
    this.scrollTo(0, 0);
  }
  /** Back or Forward: the browser's own popstate, then single-spa's routing once areas are up. */
  go(delta: number) {
    this.index += delta;
    this.dispatchEvent(new Event('popstate'));
  }
  routed() {
    this.dispatchEvent(new Event('single-spa:routing-event'));
  }
}
let win: FakeWindow;
let stop: () => void;

beforeEach(() => {
  jest.useFakeTimers();
  win = new FakeWindow();
  let n = 0;
  stop = rememberScrollPositions(win as unknown as Parameters<typeof rememberScrollPositions>[0], () => `entry-${++n}`);
});
afterEach(() => {
  stop();
  jest.useRealTimers();
});

describe('rememberScrollPositions', () => {
  it("takes over from the browser's restoration and keys each entry", () => {
    expect(win.history.scrollRestoration).toBe('manual');
    expect(win.history.state).toEqual({ pbEntry: 'entry-1' });
    win.push();
    expect(win.history.state).toEqual({ pbEntry: 'entry-2' });
    expect(showingTraversedEntry()).toBe(false);
  });

  it('Back returns to the place left once the page has grown to it and the route is done, and holds it while the page settles', () => {
    win.scrollBy(3_000);
    win.push();
    // The pin page is short.
    win.pageHeight = 1_200;
    win.go(-1);
    expect(showingTraversedEntry()).toBe(true);
    // Still the pin page: as far as it goes, and trying on.
    expect(win.scrollY).toBe(400);
    win.pageHeight = 600;
    win.resize?.();
    expect(win.scrollY).toBe(0);
    win.routed();
    // The feed lays out its cached pages.
    win.pageHeight = 9_000;
    win.resize?.();
    expect(win.scrollY).toBe(3_000);
    // A moment short (an image row), then back: the place holds.
    win.pageHeight = 2_000;
    win.resize?.();
    win.pageHeight = 9_000;
    win.resize?.();
    expect(win.scrollY).toBe(3_000);
    jest.advanceTimersByTime(SETTLED_MS);
    expect(win.resize).toBeNull();
  });

  it('Forward returns to the top of a page left there, and a link opens the next page at its top', () => {
    win.scrollBy(2_000);
    win.push();
    win.go(-1);
    win.routed();
    expect(win.scrollY).toBe(2_000);
    win.go(1);
    expect(win.scrollY).toBe(0);
    win.go(-1);
    win.routed();
    win.push();
    expect(win.scrollY).toBe(0);
    expect(showingTraversedEntry()).toBe(false);
  });

  it.each(['wheel', 'keydown', 'touchstart', 'pointerdown'])('stops when the person scrolls themselves (%s)', (type) => {
    win.scrollBy(3_000);
    win.push();
    win.pageHeight = 1_000;
    win.go(-1);
    win.dispatchEvent(new Event(type));
    win.pageHeight = 9_000;
    win.resize?.();
    expect(win.scrollY).toBe(200);
  });

  it('gives up after its bound on a page that never grows that far', () => {
    win.scrollBy(4_000);
    win.push();
    win.pageHeight = 1_000;
    win.go(-1);
    win.routed();
    jest.advanceTimersByTime(RESTORE_BOUND_MS);
    expect(win.resize).toBeNull();
  });

  it('keeps the places in session storage when the page is left, for Back after a reload', () => {
    win.scrollBy(1_500);
    win.dispatchEvent(new Event('pagehide'));
    stop();
    // The reloaded document: the entry keeps its key in its state.
    win.scrollY = 0;
    stop = rememberScrollPositions(win as unknown as Parameters<typeof rememberScrollPositions>[0], () => 'new');
    win.push();
    win.go(-1);
    win.routed();
    expect(win.scrollY).toBe(1_500);
  });

  it('tolerates storage that fails or holds something else', () => {
    stop();
    win.sessionStorage.getItem = () => '{"not": "a list"}';
    win.sessionStorage.setItem = () => {
      throw new Error('quota');
    };
    stop = rememberScrollPositions(win as unknown as Parameters<typeof rememberScrollPositions>[0]);
    expect(() => win.dispatchEvent(new Event('pagehide'))).not.toThrow();
  });
});
