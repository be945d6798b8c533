// Price display (spec section 1): 'min-max' when both exist, else the single price; the current
// price prefers that range; the original price is the standard price.

import type { ApiOfferSummary } from './apiTypes';

export interface PriceDisplay {
  current: string | null;
  original: string | null;
}

export function priceDisplay(offer: ApiOfferSummary | undefined): PriceDisplay {
  if (!offer) return { current: null, original: null };
  const range = offer.minPrice && offer.maxPrice ? `${offer.minPrice}-${offer.maxPrice}` : null;
  const current = range ?? offer.price ?? offer.minPrice ?? offer.maxPrice ?? null;
  const original = offer.standardPrice && offer.standardPrice !== current ? offer.standardPrice : null;
  return { current, original };
}
