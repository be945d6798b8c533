import { createPageBus } from 'page-runtime';
import { announcePageSettled, FIRST_CONTENT_FALLBACK_MS, SETTLE_IDLE_TIMEOUT_MS } from './pageSettled';

function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
  const listeners: Array<() => void> = [];
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const idleCallbacks: Array<{ callback: () => void; timeout: number | undefined }> = [];
  const win = {
    document: { readyState },
    location: { pathname: '/pin/1001/' },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') listeners.push(listener);
    },
    setTimeout: ((callback: () => void, ms: number) => timers.push({ callback, ms })) as unknown as Window['setTimeout'],
    ...(idle
      ? {
          requestIdleCallback: (callback: () => void, options?: { timeout: number }) => {
            idleCallbacks.push({ callback, timeout: options?.timeout });
            return idleCallbacks.length;
          },
        }
      : {}),
  };
  return {
    win: win as unknown as Parameters<typeof announcePageSettled>[0],
    load: () => listeners.forEach((l) => l()),
    runTimers: (ms: number) => timers.filter((t) => t.ms === ms).forEach((t) => t.callback()),
    idleCallbacks,
  };
}

function setUp(readyState: DocumentReadyState, idle = true) {
  const bus = createPageBus();
  const heard: string[] = [];
  bus.on('page/settled', ({ path }) => heard.push(path));
  const page = fakeWindow(readyState, idle);
  announcePageSettled(page.win, bus);
  return { bus, heard, ...page };
}

describe('page/settled', () => {
  it('waits for the load event and the first content, then an idle moment, and is said once with the path', () => {
    const { bus, heard, load, idleCallbacks } = setUp('interactive');
    bus.emit('page/first-content', { area: 'feed' });
    expect(idleCallbacks).toHaveLength(0);
    load();
    expect(heard).toEqual([]);
    expect(idleCallbacks.map((c) => c.timeout)).toEqual([SETTLE_IDLE_TIMEOUT_MS]);
    idleCallbacks[0]?.callback();
    idleCallbacks[0]?.callback();
    expect(heard).toEqual(['/pin/1001/']);
  });

  it('after the load event, still waits for the first content', () => {
    const { bus, heard, load, idleCallbacks } = setUp('loading');
    load();
    expect(idleCallbacks).toHaveLength(0);
    bus.emit('page/first-content', { area: 'closeup' });
    idleCallbacks[0]?.callback();
    expect(heard).toEqual(['/pin/1001/']);
  });

  it('takes a page that names no first content as shown a while after its load event', () => {
    const { heard, runTimers, idleCallbacks } = setUp('complete');
    expect(idleCallbacks).toHaveLength(0);
    runTimers(FIRST_CONTENT_FALLBACK_MS);
    idleCallbacks[0]?.callback();
    expect(heard).toEqual(['/pin/1001/']);
  });

  it('falls back to a task where the browser has no idle callback', () => {
    const { bus, heard, load, runTimers } = setUp('loading', false);
    load();
    bus.emit('page/first-content', { area: 'feed' });
    runTimers(0);
    expect(heard).toEqual(['/pin/1001/']);
  });
});
