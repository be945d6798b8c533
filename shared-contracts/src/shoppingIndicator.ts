// The shopping-tag indicator (spec section 1): only on the home feed, related grids and search;
// never for promoted pins or pins not eligible for the product detail page.

import type { ApiPin } from './apiTypes';
import type { Surface } from './events';

export const SHOPPING_INDICATOR_LABEL = 'Shoppable Pin indicator';
export const SHOPPING_INDICATOR_HIDE_MS = 1500;
export const SHOPPING_SCROLL_THROTTLE_MS = 50;
export const SHOPPING_INDICATOR_SURFACES: readonly Surface[] = ['AuthHomefeed', 'RelatedPinGrid', 'PdpRelatedPinGrid', 'SearchItem', 'SearchItemHighShoppingIntent'];

/** Shopping flags 1 (available), 5 and 6 (product pins). */
const SHOPPABLE_FLAGS = [1, 5, 6];

export function showsShoppingIndicator(pin: ApiPin, surface: Surface): boolean {
  if (!SHOPPING_INDICATOR_SURFACES.includes(surface)) return false;
  if (pin.isPromoted || !pin.isEligibleForPdp) return false;
  return pin.isShoppable || pin.shoppingFlags.some((f) => SHOPPABLE_FLAGS.includes(f));
}

/** Visible while scrolling and until 1500 ms after the last scroll. */
export function shoppingIndicatorVisible(lastScrollAt: number | null, now: number): boolean {
  return lastScrollAt !== null && now - lastScrollAt < SHOPPING_INDICATOR_HIDE_MS;
}
