// Long press (spec sections 4 and 9): 500 ms, cancelled by more than 10 px of movement, and
// blocked (with the context menu) for signed-out mobile visitors.

export const LONG_PRESS_MS = 500;
export const LONG_PRESS_MOVE_CANCEL_PX = 10;

export function longPressAllowed(viewer: { isAuth: boolean; isMobile: boolean }): boolean {
  return viewer.isAuth || !viewer.isMobile;
}

export function longPressCancelled(start: { x: number; y: number }, now: { x: number; y: number }): boolean {
  return Math.hypot(now.x - start.x, now.y - start.y) > LONG_PRESS_MOVE_CANCEL_PX;
}
