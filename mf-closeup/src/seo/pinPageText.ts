// The texts of a pin's page: the card's rules (spec section 1: title trimmed and cut to 200,
// description collapsed and cut to 496, and the SEO title and description for the sensitive
// noindex reasons), with a title that is never empty, since it names the page.

import { type ApiPin } from 'shared-contracts/api';
import { cardText, isSensitive, pinDisplayTitle } from 'shared-contracts/rules';

export interface PinPageText {
  title: string;
  description: string | null;
  /** The image's alternative text: the pin's own, else its title. */
  alt: string;
  /** Search engines are asked not to index a pin with a sensitive noindex reason. */
  noindex: boolean;
  carouselIndex: number;
}

export function pinPageText(pin: ApiPin): PinPageText {
  const carouselIndex = pin.carouselData?.index ?? 0;
  const text = cardText(pin, carouselIndex);
  const sensitive = isSensitive(pin);
  const title = pinDisplayTitle(pin, carouselIndex);
  // A sensitive pin's own alt text may repeat what the SEO texts replace.
  const alt = (!sensitive && pin.altText.trim()) || title;
  return { title, description: text.description, alt, noindex: sensitive, carouselIndex };
}
