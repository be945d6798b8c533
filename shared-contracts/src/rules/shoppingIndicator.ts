// Spec section 1 ('Shopping indicator') and section 9: the shopping-tag indicator shows on the home
// feed, related pin grids and search, never for promoted pins or pins not eligible for the product
// detail page; it is visible while the page scrolls and hides 1500 ms after the last scroll
// (scroll handler throttled to 50 ms).

import type { ApiGridPin } from '../api/apiTypes';
import type { Surface } from './surfaces';

export const SHOPPING_INDICATOR_LABEL = 'Shoppable Pin indicator';
export const SHOPPING_INDICATOR_HIDE_MS = 1500;
export const SHOPPING_SCROLL_THROTTLE_MS = 50;
export const SHOPPING_INDICATOR_SURFACES: readonly Surface[] = [
  'AuthHomefeed',
  'RelatedPinGrid',
  'PdpRelatedPinGrid',
  'SearchItem',
  'SearchItemHighShoppingIntent',
];

/** Spec section 3 shopping flags: 1 available, 2 shop-the-look, 5 product pin v2, 6 rich product pin. Each means something to shop. */
export const SHOPPABLE_FLAGS: readonly number[] = [1, 2, 5, 6];

export function showsShoppingIndicator(pin: ApiGridPin, surface: Surface): boolean {
  if (!SHOPPING_INDICATOR_SURFACES.includes(surface)) return false;
  if (pin.isPromoted || !pin.isEligibleForPdp) return false;
  return pin.isShoppable || pin.shoppingFlags.some((f) => SHOPPABLE_FLAGS.includes(f));
}

/** lastScrollAt null: the page has not scrolled since the grid mounted. */
export function shoppingIndicatorVisible(lastScrollAt: number | null, now: number): boolean {
  return lastScrollAt !== null && now - lastScrollAt < SHOPPING_INDICATOR_HIDE_MS;
}
