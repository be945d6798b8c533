// Touch gestures on a card: a 500 ms long press opens the options menu unless the finger moves
// more than 10 px, and is blocked for signed-out mobile visitors; a short horizontal swipe changes
// a carousel's slot (spec sections 4 and 9).

import { useRef, type TouchEvent } from 'react';
import { LONG_PRESS_MS, longPressAllowed, longPressCancelled, swipeDirection } from 'shared-contracts';

export interface PressGestureOptions {
  isAuth: boolean;
  isMobile: boolean;
  onLongPress: () => void;
  onSwipe?: (direction: 'next' | 'previous') => void;
}

export function usePressGestures({ isAuth, isMobile, onLongPress, onSwipe }: PressGestureOptions) {
  const start = useRef<{ x: number; y: number; at: number } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancel = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  const allowed = longPressAllowed({ isAuth, isMobile });
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch) return;
      start.current = { x: touch.clientX, y: touch.clientY, at: Date.now() };
      cancel();
      if (allowed) timer.current = setTimeout(onLongPress, LONG_PRESS_MS);
    },
    onTouchMove: (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch && start.current && longPressCancelled(start.current, { x: touch.clientX, y: touch.clientY })) cancel();
    },
    onTouchEnd: (event: TouchEvent) => {
      cancel();
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!touch || !from || !onSwipe) return;
      const direction = swipeDirection({ dx: touch.clientX - from.x, dy: touch.clientY - from.y, durationMs: Date.now() - from.at });
      if (direction) onSwipe(direction);
    },
    /** The context menu on a touch screen is the long press's; blocked where long press is. */
    blocksContextMenu: isMobile && !allowed,
  };
}
