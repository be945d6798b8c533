// Anchors are elements other areas mark with data-experience-anchor="name" (the closeup's Save,
// the profile's Create board, the search scopes): the one contract between a page and the
// experiences pointed at it.

import { useEffect, useState } from 'react';

/** An anchor's element; a name that is not a plain word (it comes from display data) finds none. */
export const anchorElement = (anchor: string): HTMLElement | null =>
  /^[\w-]+$/.test(anchor) ? document.querySelector<HTMLElement>(`[data-experience-anchor="${anchor}"]`) : null;

/** Changes when the page's elements change (at most every 200 ms), while `watching`: anchors arrive after their pages render. */
export function useDomVersion(watching: boolean): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!watching) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => {
      timer ??= setTimeout(() => {
        timer = undefined;
        setVersion((v) => v + 1);
      }, 200);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [watching]);
  return version;
}

export interface AnchorBox {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** Where the anchor is on screen, followed through scrolling and resizing. */
export function useAnchorBox(anchor: string): AnchorBox | null {
  const [box, setBox] = useState<AnchorBox | null>(null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const rect = anchorElement(anchor)?.getBoundingClientRect();
        setBox(rect ? { top: rect.top, left: rect.left, bottom: rect.bottom, right: rect.right } : null);
      });
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [anchor]);
  return box;
}
