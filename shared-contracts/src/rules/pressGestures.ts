// Spec section 4 ('Hover and card behaviour') and section 9: a long-press takes 500 ms, touch
// movement over 10 px cancels it, and long-press or the context menu is blocked on mobile for
// signed-out visitors.

export const LONG_PRESS_MS = 500;
export const LONG_PRESS_MOVE_CANCEL_PX = 10;

export interface Point {
  x: number;
  y: number;
}

export function longPressAllowed(viewer: { isAuth: boolean; isMobile: boolean }): boolean {
  return viewer.isAuth || !viewer.isMobile;
}

/** Euclidean distance, so a diagonal drift counts as much as a straight one. */
export function longPressCancelled(start: Point, now: Point): boolean {
  return Math.hypot(now.x - start.x, now.y - start.y) > LONG_PRESS_MOVE_CANCEL_PX;
}
