// Spec section 3 (richSummary, richMetadata) read once for every place that shows a rich pin's
// details (the closeup, the pages search engines read): a recipe's servings and time, an article's
// site, a product's brand, price and stock. richMetadata is free-form, so each field is checked,
// never assumed.

import type { ApiPin } from '../api/apiTypes';
import { priceDisplay, type PriceDisplay } from './price';

export type RichDetails =
  | { kind: 'recipe'; name: string; siteName: string; servings: number | null; totalTimeMinutes: number | null }
  | { kind: 'article'; name: string; siteName: string }
  | { kind: 'product'; name: string; brand: string | null; price: PriceDisplay; labels: string[]; inStock: boolean };

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const positive = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null);

export function richDetailsOf(pin: Pick<ApiPin, 'richSummary' | 'richMetadata' | 'isOosProduct'>): RichDetails | null {
  const summary = pin.richSummary;
  if (!summary) return null;
  const name = summary.displayName.trim();
  switch (summary.typeName) {
    case 'recipe': {
      const recipe = record(pin.richMetadata?.recipe);
      return {
        kind: 'recipe',
        name,
        siteName: summary.siteName,
        servings: positive(recipe?.servings),
        totalTimeMinutes: positive(recipe?.totalTimeMinutes),
      };
    }
    case 'article':
      return { kind: 'article', name, siteName: summary.siteName };
    case 'product': {
      const product = summary.products[0];
      return {
        kind: 'product',
        name,
        brand: product?.brandName?.trim() || null,
        price: priceDisplay(product?.offerSummary),
        labels: product?.labels ?? [],
        inStock: !pin.isOosProduct,
      };
    }
  }
}

/** '1 h 15 min', '45 min': a recipe's time as a cook reads it. */
export function cookingTime(minutes: number): string {
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
