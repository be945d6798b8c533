// The layout the server rendered an area's first screen for (PlatformConfig.firstScreen): the
// page's first render of that area uses it instead of measuring, so React hydrates the server's
// markup instead of replacing it, and the grid measures the real window afterwards. The shell
// forgets it once the page has settled; the server's renderer sets it for each render.

import type { FirstScreenLayout } from 'shared-contracts/platform';

let current: FirstScreenLayout | null = null;

export function provideFirstScreenLayout(layout: FirstScreenLayout | null): void {
  current = layout;
}

/** The server's layout while a server-rendered first screen is rendered or hydrated; null otherwise. */
export function firstScreenLayout(): FirstScreenLayout | null {
  return current;
}
