// Spec section 1 ('Price display'): 'min-max' when both exist, else the single price; the current
// price prefers that range; the original (struck-through) price is the standard price.

import type { ApiOfferSummary } from '../api/apiTypes';

export interface PriceDisplay {
  current: string | null;
  original: string | null;
}

// Empty strings come from feeds that send every field; they mean "no price", not a blank one.
const given = (value: string | undefined): string | null => (value && value.trim() ? value : null);

export function priceDisplay(offer: ApiOfferSummary | undefined): PriceDisplay {
  if (!offer) return { current: null, original: null };
  const min = given(offer.minPrice);
  const max = given(offer.maxPrice);
  // The spec shows the range whenever both ends exist, even equal ones: it is what the merchant sent.
  const range = min && max ? `${min}-${max}` : null;
  // With only one end of a range there is no range to show, so that end stands in for a missing price.
  const current = range ?? given(offer.price) ?? min ?? max;
  const standard = given(offer.standardPrice);
  // A standard price equal to the current one is no discount; striking it through would mislead.
  const original = standard !== null && standard !== current ? standard : null;
  return { current, original };
}
