// Whether the page is scrolling, for the shopping indicator: shown while scrolling and hidden
// 1.5 s after it stops; the scroll handler runs at most every 50 ms (spec section 1).

import { useEffect, useState } from 'react';
import { SHOPPING_INDICATOR_HIDE_MS, SHOPPING_SCROLL_THROTTLE_MS } from 'shared-contracts';

export function useScrollActivity(enabled: boolean): boolean {
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let lastHandled = -Infinity;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      const now = performance.now();
      if (now - lastHandled < SHOPPING_SCROLL_THROTTLE_MS) return;
      lastHandled = now;
      setScrolling(true);
      clearTimeout(hideTimer);
      hideTimer = setTimeout(() => setScrolling(false), SHOPPING_INDICATOR_HIDE_MS);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      clearTimeout(hideTimer);
      window.removeEventListener('scroll', onScroll);
    };
  }, [enabled]);
  return scrolling;
}
