import { useLayoutEffect, useState, type RefObject } from 'react';

/** The element's content width, followed as the window resizes. */
export function useContainerWidth(ref: RefObject<HTMLElement | null>, fixed?: number): number {
  const [width, setWidth] = useState(fixed ?? 0);
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
