// Touch gestures on a card: a 500 ms long press opens the options menu unless the finger moves
// more than 10 px, and is blocked for signed-out mobile visitors; a short horizontal swipe changes
// a carousel's slot (spec sections 4 and 9). The finger lifted after a long press ends the long
// press: it does not open the pin (the release's click is swallowed), and the browser's own
// long-press menu does not open over the card's (shared-contracts' pressStep).

import { useRef, type MouseEvent, type TouchEvent } from 'react';
import { LONG_PRESS_MS, longPressAllowed, type PressInput, type PressPhase, pressStep, swipeDirection } from 'shared-contracts/rules';

export interface PressGestureOptions {
  isAuth: boolean;
  isMobile: boolean;
  onLongPress: () => void;
  onSwipe?: (direction: 'next' | 'previous') => void;
}

/** How long after a long press's release a click still belongs to it (browsers send it at once). */
export const RELEASE_CLICK_WINDOW_MS = 800;

export function usePressGestures({ isAuth, isMobile, onLongPress, onSwipe }: PressGestureOptions) {
  const start = useRef<{ x: number; y: number; at: number } | null>(null);
  const phase = useRef<PressPhase>('idle');
  const releasedAt = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const allowed = longPressAllowed({ isAuth, isMobile });

  const step = (input: PressInput) => {
    const next = pressStep(phase.current, input);
    phase.current = next.phase;
    if (next.phase !== 'pressing') {
      clearTimeout(timer.current);
      timer.current = undefined;
    }
    if (next.openMenu) onLongPress();
    return next;
  };

  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch) return;
      start.current = { x: touch.clientX, y: touch.clientY, at: Date.now() };
      releasedAt.current = null;
      clearTimeout(timer.current);
      if (step({ kind: 'start', allowed }).phase === 'pressing') timer.current = setTimeout(() => step({ kind: 'timer' }), LONG_PRESS_MS);
    },
    onTouchMove: (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch && start.current) step({ kind: 'move', from: start.current, to: { x: touch.clientX, y: touch.clientY } });
    },
    onTouchEnd: (event: TouchEvent) => {
      const { swallowRelease } = step({ kind: 'end' });
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (swallowRelease) {
        // No click (and no mouse events) from this touch: the long press already did what it does.
        if (event.cancelable) event.preventDefault();
        releasedAt.current = Date.now();
        return;
      }
      if (!touch || !from || !onSwipe) return;
      const direction = swipeDirection({ dx: touch.clientX - from.x, dy: touch.clientY - from.y, durationMs: Date.now() - from.at });
      if (direction) onSwipe(direction);
    },
    onTouchCancel: () => {
      step({ kind: 'end' });
      start.current = null;
    },
    /** A click that a long press's release still sends is swallowed before any link sees it. */
    onClickCapture: (event: MouseEvent) => {
      if (releasedAt.current === null) return;
      const late = Date.now() - releasedAt.current > RELEASE_CLICK_WINDOW_MS;
      releasedAt.current = null;
      if (late) return;
      event.preventDefault();
      event.stopPropagation();
    },
    /** The context menu on a touch screen is the long press's: blocked where long press is, and during one. */
    blocksContextMenu: () => (isMobile && !allowed) || phase.current !== 'idle',
  };
}
