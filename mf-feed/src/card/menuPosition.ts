// Where the card's menu goes on the page: measured from the button and the menu, placed by
// shared-contracts' placeMenu under the sticky header (its height is the --pb-header-height token).

import { type MenuPlacement, placeMenu } from 'shared-contracts/rules';
import { viewportSize } from 'page-runtime';

/** How much of the window's top the sticky site header covers. */
export function headerInset(): number {
  const value = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--pb-header-height'));
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function measureMenuPlacement(button: HTMLElement, menu: HTMLElement): MenuPlacement {
  const size = menu.getBoundingClientRect();
  return placeMenu({
    anchor: button.getBoundingClientRect(),
    menu: { width: size.width, height: size.height },
    // The document's width leaves out a scrollbar; a page without layout (jsdom) has only the window's.
    viewport: { width: document.documentElement.clientWidth || viewportSize().width, height: viewportSize().height },
    topInset: headerInset(),
  });
}

/** In the top layer (a popover) the menu is above every card and the header, clipped by none. */
export function showInTopLayer(menu: HTMLElement): void {
  if (typeof menu.showPopover === 'function' && !menu.matches(':popover-open')) menu.showPopover();
}
