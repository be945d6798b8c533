import { useLayoutEffect, useState, type RefObject } from 'react';
import { firstScreenLayout } from 'page-runtime';

/**
 * The element's content width, followed as the window resizes. A first screen rendered on the
 * server (and its hydration) starts from the width the server laid it out for.
 */
export function useContainerWidth(ref: RefObject<HTMLElement | null>, fixed?: number): number {
  const [width, setWidth] = useState(() => fixed ?? firstScreenLayout()?.gridWidth ?? 0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (fixed !== undefined || !element) return;
    setWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fixed]);
  return width;
}
