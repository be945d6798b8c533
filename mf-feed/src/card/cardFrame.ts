// Where the grid puts a card and how the card tells assistive technology its place in the list:
// the same for the full card, a deleted story's notice and a hidden pin's feedback overlay.

import type { CSSProperties } from 'react';
import type { CellPosition } from 'shared-contracts/rules';

export interface CardFrame {
  /** The grid's placement of the card: its cell's offset and size. */
  style: CSSProperties;
  /** The card's place in the list, and which pin it is. */
  position: { 'aria-posinset': number; 'aria-setsize'?: number; 'data-pin-id': string };
}

export function cardFrameOf(pinId: string, cell: CellPosition, slotIndex: number, setSize: number | null): CardFrame {
  return {
    style: { transform: `translate(${cell.x}px, ${cell.y}px)`, width: cell.width, height: cell.height },
    // aria-setsize only when the total is known (the feed has no more pages): never -1.
    position: {
      'aria-posinset': slotIndex + 1,
      ...(setSize === null ? {} : { 'aria-setsize': setSize }),
      'data-pin-id': pinId,
    },
  };
}
