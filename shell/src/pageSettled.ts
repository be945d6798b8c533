// 'page/settled': said once, after the document's load event and the page's first content (an
// area says 'page/first-content'; a page that never does, such as a form, counts as shown a while
// after its load event), then the browser's first idle moment. Layers that act on every page
// without being asked (experiences and the cookie banner) are activated by it, so they never
// compete with the first screen for the network or the CPU.

import type { PageBus } from 'page-runtime';

/** The longest the idle callback may wait on a page that never goes idle. */
export const SETTLE_IDLE_TIMEOUT_MS = 2000;
/** How long after its load event a page that names no first content is taken to show it. */
export const FIRST_CONTENT_FALLBACK_MS = 1500;

type SettleWindow = Pick<Window, 'addEventListener' | 'setTimeout'> & {
  document: Pick<Document, 'readyState'>;
  location: Pick<Location, 'pathname'>;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
};

export function announcePageSettled(win: SettleWindow, events: PageBus): void {
  let loaded = false;
  let contentShown = false;
  let said = false;
  const settle = () => {
    if (said) return;
    said = true;
    events.emit('page/settled', { path: win.location.pathname });
  };
  const whenIdle = () => {
    if (!loaded || !contentShown || said) return;
    if (win.requestIdleCallback) win.requestIdleCallback(settle, { timeout: SETTLE_IDLE_TIMEOUT_MS });
    else win.setTimeout(settle, 0);
  };
  const offContent = events.on('page/first-content', () => {
    contentShown = true;
    offContent();
    whenIdle();
  });
  const onLoad = () => {
    loaded = true;
    win.setTimeout(() => {
      contentShown = true;
      whenIdle();
    }, FIRST_CONTENT_FALLBACK_MS);
    whenIdle();
  };
  if (win.document.readyState === 'complete') onLoad();
  else win.addEventListener('load', onLoad, { once: true });
}
