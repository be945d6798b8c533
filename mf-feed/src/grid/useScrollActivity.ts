// Whether the page is scrolling, for the shopping indicator (spec section 1): the page runtime's
// stream of it, with the spec's 50 ms throttle and 1.5 s hide.

import { useEffect, useState } from 'react';
import { windowScrollActivity$ } from 'page-runtime';

export function useScrollActivity(enabled: boolean): boolean {
  const [scrolling, setScrolling] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const subscription = windowScrollActivity$().subscribe(setScrolling);
    return () => subscription.unsubscribe();
  }, [enabled]);
  return scrolling;
}
