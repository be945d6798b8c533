// What a card keeps from one render to the next, whatever it shows (its picture, a deleted story's
// notice or a hidden pin's feedback overlay): its impressions, its carousel slot, the menu and
// dialogs it has open, and the presses on its picture. The card calls this before it picks what to
// show, so the state outlasts a hide and its undo.

import { type RefObject, useRef, useState } from 'react';
import type { ApiGridPin } from 'shared-contracts/api';
import type { CellPosition } from 'shared-contracts/rules';
import { useGrid } from '../grid/GridContext';
import { type CardPress, useCardPress } from './useCardPress';
import { useCarouselSlot } from './useCarouselSlot';
import { useImpression } from './useImpression';

export type CarouselSlot = ReturnType<typeof useCarouselSlot>;

/** What the card has open over it: its options menu (More options, or a long press) and its dialogs. */
export interface CardPopups {
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
  sharing: boolean;
  setSharing: (sharing: boolean) => void;
  reporting: boolean;
  setReporting: (reporting: boolean) => void;
}

export interface LiveCard {
  carousel: CarouselSlot;
  popups: CardPopups;
  press: CardPress;
  /** The picture has loaded: the impression's render time ends. */
  onImageLoad: () => void;
}

/** The element is the card's list item, which the grid's observer watches for impressions. */
export function useLiveCard(element: RefObject<HTMLDivElement | null>, pin: ApiGridPin, cell: CellPosition, slotIndex: number): LiveCard {
  const grid = useGrid();
  // When the card first rendered, for the impression's render time (read once, on first render).
  const [mountedAt] = useState(() => performance.now());
  const renderDuration = useRef(0);
  const carousel = useCarouselSlot(pin.carouselData?.index ?? 0);
  const [menuOpen, setMenuOpen] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [reporting, setReporting] = useState(false);

  useImpression(
    element,
    { pinId: pin.id, surface: grid.impressionSurface, slotIndex, width: cell.width, height: cell.height },
    grid.impressions,
    renderDuration,
  );
  const press = useCardPress({ pin, slotIndex, slot: carousel.slot, changeSlot: carousel.changeSlot, openMenu: () => setMenuOpen(true) });

  return {
    carousel,
    popups: { menuOpen, setMenuOpen, sharing, setSharing, reporting, setReporting },
    press,
    onImageLoad: () => {
      renderDuration.current = performance.now() - mountedAt;
    },
  };
}
