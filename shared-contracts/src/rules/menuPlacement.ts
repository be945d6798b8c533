// Where a button's pop-up menu opens (the card's 'More options'): where it fits in the window, never
// under what covers the window's top (the sticky site header) and never past an edge. It prefers
// to open above the button, its right edge on the button's (as the card's menu always has), flips
// below when there is no room above and to the button's left edge when there is none to the left;
// when neither side fits it takes the roomier one and stays inside. Gap and margin are our choices
// (the spec names none).

/** Between the button and its menu. */
export const MENU_GAP_PX = 8;
/** Kept clear between the menu and the window's edges (and the header). */
export const MENU_EDGE_MARGIN_PX = 8;

export interface AnchorRect {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface MenuPlacementInput {
  /** The button, in window coordinates (getBoundingClientRect). */
  anchor: AnchorRect;
  menu: { width: number; height: number };
  viewport: { width: number; height: number };
  /** How much of the window's top is covered (the sticky header's height). */
  topInset: number;
}

export interface MenuPlacement {
  /** The menu's top left corner in window coordinates (position: fixed). */
  top: number;
  left: number;
  vertical: 'above' | 'below';
  horizontal: 'end' | 'start';
}

const within = (value: number, min: number, max: number) => Math.max(min, Math.min(value, Math.max(min, max)));

export function placeMenu({ anchor, menu, viewport, topInset }: MenuPlacementInput): MenuPlacement {
  // Named one by one: a DOMRect's sides are getters, which spreading it would not see.
  const measures: Array<[string, number]> = [
    ['top', anchor.top],
    ['bottom', anchor.bottom],
    ['left', anchor.left],
    ['right', anchor.right],
    ['menu width', menu.width],
    ['menu height', menu.height],
    ['viewport width', viewport.width],
    ['viewport height', viewport.height],
    ['topInset', topInset],
  ];
  for (const [name, value] of measures) {
    if (!Number.isFinite(value)) throw new Error(`placeMenu: ${name} must be a finite number, not ${String(value)}`);
  }
  const topBound = Math.max(0, topInset) + MENU_EDGE_MARGIN_PX;
  const bottomBound = viewport.height - MENU_EDGE_MARGIN_PX;
  const leftBound = MENU_EDGE_MARGIN_PX;
  const rightBound = viewport.width - MENU_EDGE_MARGIN_PX;

  const aboveTop = anchor.top - MENU_GAP_PX - menu.height;
  const belowTop = anchor.bottom + MENU_GAP_PX;
  let vertical: MenuPlacement['vertical'];
  let top: number;
  const fits = (at: number) => at >= topBound && at + menu.height <= bottomBound;
  if (fits(aboveTop)) [vertical, top] = ['above', aboveTop];
  else if (fits(belowTop)) [vertical, top] = ['below', belowTop];
  else {
    const roomAbove = anchor.top - MENU_GAP_PX - topBound;
    const roomBelow = bottomBound - belowTop;
    vertical = roomAbove > roomBelow ? 'above' : 'below';
    top = within(vertical === 'above' ? aboveTop : belowTop, topBound, bottomBound - menu.height);
  }

  const endLeft = anchor.right - menu.width;
  const startLeft = anchor.left;
  let horizontal: MenuPlacement['horizontal'];
  let left: number;
  if (endLeft >= leftBound && endLeft + menu.width <= rightBound) [horizontal, left] = ['end', endLeft];
  else if (startLeft >= leftBound && startLeft + menu.width <= rightBound) [horizontal, left] = ['start', startLeft];
  else {
    horizontal = endLeft < leftBound ? 'start' : 'end';
    left = within(horizontal === 'end' ? endLeft : startLeft, leftBound, rightBound - menu.width);
  }
  return { top, left, vertical, horizontal };
}
