// 'page/settled': said once, after the document's load event and then the browser's first idle
// moment. Layers that act on every page without being asked (experiences and the cookie banner)
// are activated by it, so they never compete with the first screen for the network or the CPU.

import type { PageBus } from 'shared-contracts';

/** The longest the idle callback may wait on a page that never goes idle. */
export const SETTLE_IDLE_TIMEOUT_MS = 2000;

type SettleWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  location: Pick<Location, 'pathname'>;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

export function announcePageSettled(win: SettleWindow, events: PageBus): void {
  const settle = () => events.emit('page/settled', { path: win.location.pathname });
  const whenIdle = () => {
    if (win.requestIdleCallback) win.requestIdleCallback(settle, { timeout: SETTLE_IDLE_TIMEOUT_MS });
    else win.setTimeout(settle, 0);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
