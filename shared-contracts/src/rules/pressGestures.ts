// Spec section 4 ('Hover and card behaviour') and section 9: a long-press takes 500 ms, touch
// movement over 10 px cancels it, and long-press or the context menu is blocked on mobile for
// signed-out visitors. A touch press as steps (pressStep): a press held 500 ms opens the card's
// menu, and the finger lifted after it is the long press's own end, not a tap: it must not open
// the pin (its click is swallowed), and the browser's own long-press menu does not show over ours.

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

/**
 * idle: no finger down. pressing: down, under 500 ms, not moved. held: the long press happened.
 * moved: the finger moved over 10 px or a long press is not allowed (a scroll, a swipe or a tap).
 */
export type PressPhase = 'idle' | 'pressing' | 'held' | 'moved';

export type PressInput =
  | { kind: 'start'; allowed: boolean }
  | { kind: 'move'; from: Point; to: Point }
  /** LONG_PRESS_MS passed since the start. */
  | { kind: 'timer' }
  | { kind: 'end' };

export interface PressStep {
  phase: PressPhase;
  /** Open the card's menu now. */
  openMenu: boolean;
  /** This release ends a long press: its click (and the browser's menu) must not follow. */
  swallowRelease: boolean;
}

export function pressStep(phase: PressPhase, input: PressInput): PressStep {
  const step = (next: PressPhase, openMenu = false, swallowRelease = false): PressStep => ({ phase: next, openMenu, swallowRelease });
  switch (input.kind) {
    case 'start':
      return step(input.allowed ? 'pressing' : 'moved');
    case 'move':
      return step(phase === 'pressing' && longPressCancelled(input.from, input.to) ? 'moved' : phase);
    case 'timer':
      return phase === 'pressing' ? step('held', true) : step(phase);
    case 'end':
      return step('idle', false, phase === 'held');
  }
}
