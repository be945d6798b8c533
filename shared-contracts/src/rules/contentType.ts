// Spec section 1 ('Pin card'): a card's content type, by the priority oneTap, video, gif, product,
// recipe, storyPin, image. A carousel has no type of its own here: it renders as an image with slots.

import type { ApiCarouselSlot, ApiGridPin, ApiOfferSummary } from '../api/apiTypes';

export type CardContentType = 'oneTap' | 'video' | 'gif' | 'product' | 'recipe' | 'storyPin' | 'image';

/** Spec section 3: shopping flags 5 (product pin v2) and 6 (rich product pin) mark a product. */
export const PRODUCT_SHOPPING_FLAGS: readonly number[] = [5, 6];

/** A video pin carries either a stream variant or a video embed; either is enough to play it. */
export function hasVideo(pin: ApiGridPin): boolean {
  const variants = pin.videos?.videoList ?? {};
  return Object.values(variants).some((v) => v !== undefined) || pin.embed?.type === 'video';
}

/** A video pin's embedded file (the MP4 a player falls back to without a stream variant), or null. */
export function videoEmbedOf(pin: Pick<ApiGridPin, 'embed'>): string | null {
  return pin.embed?.type === 'video' ? pin.embed.src : null;
}

/** The animated GIF a gif pin moves with (its embed), or null. */
export function gifOf(pin: Pick<ApiGridPin, 'embed'>): string | null {
  return pin.embed?.type === 'gif' && pin.embed.src ? pin.embed.src : null;
}

export function isProductPin(pin: ApiGridPin): boolean {
  return pin.richSummary?.typeName === 'product' || pin.shoppingFlags.some((f) => PRODUCT_SHOPPING_FLAGS.includes(f));
}

export function contentTypeOf(pin: ApiGridPin): CardContentType {
  if (pin.isOneTap) return 'oneTap';
  if (hasVideo(pin)) return 'video';
  if (pin.embed?.type === 'gif') return 'gif';
  if (isProductPin(pin)) return 'product';
  if (pin.richSummary?.typeName === 'recipe') return 'recipe';
  if (isStoryPin(pin)) return 'storyPin';
  return 'image';
}

export function isStoryPin(pin: Pick<ApiGridPin, 'storyPinData'>): boolean {
  return pin.storyPinData !== null;
}

/** A story pin its creator deleted: shown as a placeholder, never played. */
export function isDeletedStory(pin: Pick<ApiGridPin, 'storyPinData'>): boolean {
  return pin.storyPinData?.isDeleted === true;
}

/** A carousel's slots (none for any other pin). */
export function carouselSlotsOf(pin: Pick<ApiGridPin, 'carouselData'>): readonly ApiCarouselSlot[] {
  return pin.carouselData?.slots ?? [];
}

/** A product pin's offer (its first product's price summary); undefined for any other pin. */
export function productOfferOf(pin: Pick<ApiGridPin, 'richSummary'>): ApiOfferSummary | undefined {
  return pin.richSummary?.typeName === 'product' ? pin.richSummary.products[0]?.offerSummary : undefined;
}

/** What a pin plays, in the content type's priority (video, gif, storyPin); null for a still pin. */
export type Playback = Extract<CardContentType, 'video' | 'gif' | 'storyPin'>;

export function playbackOf(pin: ApiGridPin): Playback | null {
  if (hasVideo(pin)) return 'video';
  if (gifOf(pin) !== null) return 'gif';
  if (isStoryPin(pin)) return 'storyPin';
  return null;
}
