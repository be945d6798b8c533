import { createPageBus } from 'shared-contracts';
import { announcePageSettled, SETTLE_IDLE_TIMEOUT_MS } from './pageSettled';

function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
  const listeners: Array<() => void> = [];
  const idleCallbacks: Array<{ callback: () => void; timeout: number | undefined }> = [];
  const win = {
    document: { readyState },
    location: { pathname: '/pin/1001/' },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') listeners.push(listener);
    },
    setTimeout: ((callback: () => void) => {
      callback();
      return 0;
    }) as unknown as Window['setTimeout'],
    ...(idle
      ? {
          requestIdleCallback: (callback: () => void, options?: { timeout: number }) => {
            idleCallbacks.push({ callback, timeout: options?.timeout });
            return idleCallbacks.length;
          },
        }
      : {}),
  };
  return { win: win as unknown as Parameters<typeof announcePageSettled>[0], load: () => listeners.forEach((l) => l()), idleCallbacks };
}

describe('page/settled', () => {
  it('waits for the load event and then an idle moment, and is said once with the path', () => {
    const bus = createPageBus();
    const heard: string[] = [];
    bus.on('page/settled', ({ path }) => heard.push(path));
    const { win, load, idleCallbacks } = fakeWindow('interactive', true);
    announcePageSettled(win, bus);
    expect(idleCallbacks).toHaveLength(0);
    load();
    expect(heard).toEqual([]);
    expect(idleCallbacks.map((c) => c.timeout)).toEqual([SETTLE_IDLE_TIMEOUT_MS]);
    idleCallbacks[0]?.callback();
    expect(heard).toEqual(['/pin/1001/']);
  });

  it('does not wait for a load event that already happened', () => {
    const bus = createPageBus();
    const { win, idleCallbacks } = fakeWindow('complete', true);
    announcePageSettled(win, bus);
    expect(idleCallbacks).toHaveLength(1);
  });

  it('falls back to a task where the browser has no idle callback', () => {
    const bus = createPageBus();
    const heard: string[] = [];
    bus.on('page/settled', ({ path }) => heard.push(path));
    const { win, load } = fakeWindow('loading', false);
    announcePageSettled(win, bus);
    load();
    expect(heard).toEqual(['/pin/1001/']);
  });
});
