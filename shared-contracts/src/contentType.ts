// A card's content type, by the spec's priority (section 1): oneTap, video, gif, product, recipe,
// storyPin, image. A carousel is an image pin with slots.

import type { ApiPin } from './apiTypes';

export type CardContentType = 'oneTap' | 'video' | 'gif' | 'product' | 'recipe' | 'storyPin' | 'image';

/** Shopping flags 5 (product pin v2) and 6 (rich product pin) mark a product. */
const PRODUCT_FLAGS = [5, 6];

export function hasVideo(pin: ApiPin): boolean {
  const variants = pin.videos?.videoList ?? {};
  return Object.values(variants).some((v) => v !== undefined) || pin.embed?.type === 'video';
}

export function isProductPin(pin: ApiPin): boolean {
  return pin.richSummary?.typeName === 'product' || pin.shoppingFlags.some((f) => PRODUCT_FLAGS.includes(f));
}

export function contentTypeOf(pin: ApiPin): CardContentType {
  if (pin.isOneTap) return 'oneTap';
  if (hasVideo(pin)) return 'video';
  if (pin.embed?.type === 'gif') return 'gif';
  if (isProductPin(pin)) return 'product';
  if (pin.richSummary?.typeName === 'recipe') return 'recipe';
  if (pin.storyPinData) return 'storyPin';
  return 'image';
}
