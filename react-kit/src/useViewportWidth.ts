import { useSyncExternalStore } from 'react';
import { firstScreenLayout, subscribeToViewport, viewportSize } from 'page-runtime';
import { PAGE_GUTTER } from 'shared-contracts/rules';

const snapshot = (): number => viewportSize().width;

/**
 * The window's width in CSS pixels, followed as it resizes. Rendered on the server (and hydrated)
 * as the window the first screen was laid out for (its grid between the page's gutters), so both
 * renders agree; `serverWidth` where there is no such layout.
 */
export function useViewportWidth(serverWidth: number): number {
  return useSyncExternalStore(subscribeToViewport, snapshot, () => {
    const layout = firstScreenLayout();
    return layout ? layout.gridWidth + 2 * PAGE_GUTTER : serverWidth;
  });
}
