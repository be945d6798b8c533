// Spec section 1 ('Pin card'): a card's title (the carousel slot's title, trimmed, cut to 200),
// its description (whitespace collapsed, cut to 496 with an ellipsis, kept only if longer than 3
// characters and not the display name), and the switch to the SEO texts for sensitive noindex
// reasons (without the site's name, which a search result carries and a person's page does not).
// And the name a pin goes by where one must be shown (a page's heading and title): never 'Pin 1173'.

import type { ApiGridPin, SeoNoindexReason } from '../api/apiTypes';
import { SITE_NAME } from './documentTitle';
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

/** Cut to `max` with an ellipsis, no space before it. */
function cutAtWord(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** 'Art ideas | Pinboard' as a person reads it: 'Art ideas' (an SEO title names the site for search results). */
export function withoutSiteName(title: string): string {
  const site = SITE_NAME.toLowerCase();
  const trimmed = title.trim();
  const match = /^(.*\S)\s*[|·–—-]\s*(\S.*)$/u.exec(trimmed);
  return match && match[2]!.toLowerCase() === site ? match[1]! : trimmed;
}

function gridDescription(text: string, displayName: string | undefined): string | null {
  const collapsed = cutAtWord(text.replace(/\s+/g, ' ').trim(), TEXT_CUTS.description);
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
    return {
      title: gridTitle(withoutSiteName(pin.seoTitle)),
      description: gridDescription(pin.seoDescription, displayName),
      usesSeoText: true,
    };
  }
  const slotTitle = pin.carouselData?.slots[carouselIndex]?.title;
  // A slot without a title would leave the card blank; the pin's own title still describes it.
  const title = slotTitle?.trim() ? slotTitle : pin.gridTitle.trim() ? pin.gridTitle : pin.title;
  return { title: gridTitle(title), description: gridDescription(pin.description, displayName), usesSeoText: false };
}

/** How long a description may be where it stands in for a missing title. */
export const TITLE_FROM_DESCRIPTION_MAX = 60;

/**
 * The name a pin goes by where one must be shown (its page's heading and title, a bot's page, a
 * list of pins): its card title, else its rich pin's name, else the start of its description,
 * else whose it is. Never the pin's number, which means nothing to a person.
 */
export function pinDisplayTitle(pin: ApiGridPin, carouselIndex = 0): string {
  const text = cardText(pin, carouselIndex);
  if (text.title) return text.title;
  const rich = text.usesSeoText ? '' : (pin.richSummary?.displayName.trim() ?? '');
  if (rich) return rich;
  if (text.description) return cutAtWord(text.description, TITLE_FROM_DESCRIPTION_MAX);
  return `A Pin by ${pin.pinner.fullName.trim() || pin.pinner.username}`;
}
