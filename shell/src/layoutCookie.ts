// The page tells the edge server the layout of this window (LAYOUT_COOKIE), so the next document's
// first screen is rendered for it and hydrates without a card moving; until then the server
// estimates one from the browser's name. Written once the page has settled and after a resize.

import { readCookie } from 'page-runtime';
import { LAYOUT_COOKIE, layoutCookieValue, layoutForWindow } from 'shared-contracts/platform';
import { isDesktopDevice } from 'react-kit';

const ONE_YEAR_S = 31_536_000;
const RESIZE_SETTLE_MS = 500;

export function rememberLayout(win: Window): void {
  const write = () => {
    const value = layoutCookieValue(layoutForWindow(win.document.documentElement.clientWidth, isDesktopDevice()));
    if (readCookie(win.document.cookie, LAYOUT_COOKIE) === value) return;
    win.document.cookie = `${LAYOUT_COOKIE}=${value}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
  };
  write();
  let timer: ReturnType<typeof setTimeout> | undefined;
  win.addEventListener('resize', () => {
    clearTimeout(timer);
    timer = setTimeout(write, RESIZE_SETTLE_MS);
  });
}
