// A press on a card's picture: the touch gestures (a long press opens the options menu, a swipe
// changes a carousel's slot) and the context menu, which a long press blocks and whose right click
// on a link a desktop card records.

import type { MouseEvent, TouchEvent } from 'react';
import { type ApiGridPin } from 'shared-contracts/api';
import { carouselSlotsOf } from 'shared-contracts/rules';
import { useFeedDeps } from '../data/deps';
import { useGrid } from '../grid/GridContext';
import { trackRightClick } from './rightClickTracking';
import { usePressGestures } from './usePressGestures';

export interface CardPressOptions {
  pin: ApiGridPin;
  slotIndex: number;
  /** The carousel slot shown, and how a swipe changes it. */
  slot: number;
  changeSlot: (index: number) => void;
  /** A long press opens the card's options menu. */
  openMenu: () => void;
}

/** The handlers the picture's frame takes. */
export interface CardPress {
  onContextMenu: (event: MouseEvent<HTMLDivElement>) => void;
  onTouchStart: (event: TouchEvent) => void;
  onTouchMove: (event: TouchEvent) => void;
  onTouchEnd: (event: TouchEvent) => void;
  onTouchCancel: () => void;
  onClickCapture: (event: MouseEvent) => void;
}

export function useCardPress({ pin, slotIndex, slot, changeSlot, openMenu }: CardPressOptions): CardPress {
  const { viewer, isDesktop } = useGrid();
  const deps = useFeedDeps();
  const slots = carouselSlotsOf(pin);
  const gestures = usePressGestures({
    isAuth: viewer !== null,
    isMobile: !isDesktop,
    onLongPress: openMenu,
    ...(slots.length > 1
      ? { onSwipe: (d: 'next' | 'previous') => changeSlot(d === 'next' ? Math.min(slot + 1, slots.length - 1) : Math.max(slot - 1, 0)) }
      : {}),
  });

  const onContextMenu = (event: MouseEvent<HTMLDivElement>) => {
    if (gestures.blocksContextMenu()) {
      event.preventDefault();
      return;
    }
    const anchor = (event.target as Element).closest('a');
    if (isDesktop && anchor?.href) trackRightClick(pin, slotIndex, anchor.href, deps);
  };

  return {
    onContextMenu,
    onTouchStart: gestures.onTouchStart,
    onTouchMove: gestures.onTouchMove,
    onTouchEnd: gestures.onTouchEnd,
    onTouchCancel: gestures.onTouchCancel,
    onClickCapture: gestures.onClickCapture,
  };
}
