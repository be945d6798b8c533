// Keeps the page clear of the debug panel: publishes the panel's footprint as two custom
// properties on the document's root for as long as the panel is mounted.

import { type RefObject, useEffect } from 'react';
import { viewportSize } from 'page-runtime';

// The page makes room for the panel (beside it on a wide screen, under it on a narrow one: the
// shell's .site-main), so it covers none of the page's controls, open or folded.
export function usePageRoom(panel: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = panel.current;
    const root = document.documentElement;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      // Its own size and the gap it keeps from the window's edge (its CSS: right and bottom).
      const box = element.getBoundingClientRect();
      const view = viewportSize();
      root.style.setProperty('--pb-debug-panel-inline', `${Math.ceil(view.width - box.left)}px`);
      root.style.setProperty('--pb-debug-panel-block', `${Math.ceil(view.height - box.top)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--pb-debug-panel-inline');
      root.style.removeProperty('--pb-debug-panel-block');
    };
  }, [panel]);
}
