// A card's title and description (spec section 1): the carousel slot's title, cuts of 200 and 496,
// the description's own rules, and the SEO texts for sensitive noindex reasons.

import type { ApiPin, SeoNoindexReason } from './apiTypes';
import { cutText, TEXT_CUTS } from './textCuts';

export const SENSITIVE_NOINDEX_REASONS: readonly SeoNoindexReason[] = [
  'sensitive_raw_pin_text',
  'is_sensitive_rich_pin_description',
  'is_sensitive_rich_pin_title',
  'is_sensitive_board_title',
];

export interface CardText {
  title: string;
  description: string | null;
  usesSeoText: boolean;
}

function describe(text: string, displayName: string | undefined): string | null {
  const collapsed = cutText(text.replace(/\s+/g, ' ').trim(), TEXT_CUTS.description);
  if (Array.from(collapsed).length <= 3) return null;
  return displayName !== undefined && collapsed === displayName ? null : collapsed;
}

export function cardText(pin: ApiPin, carouselIndex: number): CardText {
  const displayName = pin.richSummary?.displayName;
  if (pin.seoNoindexReason && SENSITIVE_NOINDEX_REASONS.includes(pin.seoNoindexReason)) {
    return { title: cutText(pin.seoTitle.trim(), TEXT_CUTS.gridTitle), description: describe(pin.seoDescription, displayName), usesSeoText: true };
  }
  const slot = pin.carouselData?.slots[carouselIndex];
  const title = slot ? slot.title : pin.gridTitle || pin.title;
  return { title: cutText(title.trim(), TEXT_CUTS.gridTitle), description: describe(pin.description, displayName), usesSeoText: false };
}
