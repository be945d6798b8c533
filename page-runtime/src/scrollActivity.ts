// Spec section 1's shopping indicator as a stream: the page's scrolls, handled at most every 50 ms,
// turn it on, and 1.5 s after the last handled scroll it turns off.

import { concat, distinctUntilChanged, fromEvent, map, of, switchMap, throttleTime, timer, type Observable } from 'rxjs';
import { SHOPPING_INDICATOR_HIDE_MS, SHOPPING_SCROLL_THROTTLE_MS } from 'shared-contracts/rules';

/** Whether the page is scrolling, from its scroll events; `false` only after it was `true`. */
export function scrollActivity$(scrolls: Observable<unknown>): Observable<boolean> {
  return scrolls.pipe(
    throttleTime(SHOPPING_SCROLL_THROTTLE_MS),
    switchMap(() => concat(of(true), timer(SHOPPING_INDICATOR_HIDE_MS).pipe(map(() => false)))),
    distinctUntilChanged(),
  );
}

/** Whether this page's window is scrolling (the feed's shopping indicator). */
export function windowScrollActivity$(): Observable<boolean> {
  return scrollActivity$(fromEvent(window, 'scroll', { passive: true }));
}
