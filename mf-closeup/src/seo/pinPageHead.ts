// The <head> of a pin's page for search engines and link previews: title, description, canonical
// link, Open Graph and Twitter card tags with the ORIGINAL image, robots noindex for the sensitive
// noindex reasons, and the JSON-LD structured data. Written as markup text (it goes into the edge
// server's document as it is), every value escaped; the JSON-LD is a data block, which a strict
// Content-Security-Policy allows, escaped so nothing in it can end its <script>.

import {
  absoluteUrl,
  escapeMarkup,
  jsonForScriptElement,
  pinPageUrl,
  pinStructuredData,
  SITE_NAME,
  titleFor,
} from 'shared-contracts/rules';
import { type ApiPin } from 'shared-contracts/api';
import type { PinPageText } from './pinPageText';

function meta(attribute: 'name' | 'property', key: string, content: string | number): string {
  return `<meta ${attribute}="${escapeMarkup(key)}" content="${escapeMarkup(String(content))}" />`;
}

export function pinPageHead(pin: ApiPin, text: PinPageText, origin: string): string {
  if (!/^https?:\/\/[^/]+$/.test(origin)) throw new Error(`pinPageHead: origin must be scheme and host only, not "${origin}"`);
  const canonical = pinPageUrl(pin.id, origin);
  const image = pin.images.orig;
  const imageUrl = absoluteUrl(image.url, origin);
  const description = text.description ?? text.title;
  return [
    `<title>${escapeMarkup(titleFor(text.title))}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeMarkup(canonical)}" />`,
    ...(text.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'article'),
    meta('property', 'og:title', text.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:image:width', image.width),
    meta('property', 'og:image:height', image.height),
    meta('property', 'og:image:alt', text.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', text.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', imageUrl),
    meta('name', 'twitter:image:alt', text.alt),
    `<script type="application/ld+json">${jsonForScriptElement(pinStructuredData(pin, origin))}</script>`,
  ].join('\n');
}
