// Spec section 1 ('Pin card'): a card's title (the carousel slot's title, trimmed, cut to 200),
// its description (whitespace collapsed, cut to 496, kept only if longer than 3 characters and not
// the display name), and the switch to the SEO texts for sensitive noindex reasons.

import type { ApiGridPin, SeoNoindexReason } from '../api/apiTypes';
import { cutText, TEXT_CUTS } from './textCuts';

export const SENSITIVE_NOINDEX_REASONS: readonly SeoNoindexReason[] = [
  'sensitive_raw_pin_text',
  'is_sensitive_rich_pin_description',
  'is_sensitive_rich_pin_title',
  'is_sensitive_board_title',
];

/** Spec: a description is used only if longer than 3 characters. */
export const MIN_DESCRIPTION_CHARS = 4;

export interface CardText {
  title: string;
  description: string | null;
  usesSeoText: boolean;
}

function gridTitle(text: string): string {
  return cutText(text.trim(), TEXT_CUTS.gridTitle);
}

function gridDescription(text: string, displayName: string | undefined): string | null {
  const collapsed = cutText(text.replace(/\s+/g, ' ').trim(), TEXT_CUTS.description);
  if (Array.from(collapsed).length < MIN_DESCRIPTION_CHARS) return null;
  // Rich pins often repeat the product or recipe name as the description; showing it twice adds nothing.
  return displayName !== undefined && collapsed === displayName.replace(/\s+/g, ' ').trim() ? null : collapsed;
}

export function isSensitive(pin: ApiGridPin): boolean {
  return pin.seoNoindexReason !== null && SENSITIVE_NOINDEX_REASONS.includes(pin.seoNoindexReason);
}

export function cardText(pin: ApiGridPin, carouselIndex: number): CardText {
  const displayName = pin.richSummary?.displayName;
  if (isSensitive(pin)) {
    return { title: gridTitle(pin.seoTitle), description: gridDescription(pin.seoDescription, displayName), usesSeoText: true };
  }
  const slotTitle = pin.carouselData?.slots[carouselIndex]?.title;
  // A slot without a title would leave the card blank; the pin's own title still describes it.
  const title = slotTitle?.trim() ? slotTitle : pin.gridTitle.trim() ? pin.gridTitle : pin.title;
  return { title: gridTitle(title), description: gridDescription(pin.description, displayName), usesSeoText: false };
}
