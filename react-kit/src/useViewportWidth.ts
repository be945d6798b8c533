import { useSyncExternalStore } from 'react';
import { subscribeToViewport, viewportSize } from 'page-runtime';

const snapshot = (): number => viewportSize().width;

/** The window's width in CSS pixels, followed as it resizes; `serverWidth` where there is no window (a server render). */
export function useViewportWidth(serverWidth: number): number {
  return useSyncExternalStore(subscribeToViewport, snapshot, () => serverWidth);
}
