// Spec section 3 ('Structured-data types: Article, Brand, Product, Recipe, Offer, OutOfStock,
// Person'): the schema.org JSON-LD a pin page carries for search engines. A product pin is a
// Product with its Brand and an Offer (the price the card shows, spec section 1 'Price display';
// OutOfStock when the product is out of stock), a recipe a Recipe, an article an Article (from
// richSummary and richMetadata), and the pinner is a Person. Texts are the page's: the SEO title
// and description for the sensitive noindex reasons (pinText.ts).

import type { ApiPin, ApiUserSummary } from '../api/apiTypes';
import { isProductPin } from './contentType';
import { externalUrl } from './links';
import { cardText, pinDisplayTitle } from './pinText';
import { priceDisplay } from './price';

export const SCHEMA_CONTEXT = 'https://schema.org';
export const STRUCTURED_DATA_TYPES = ['Article', 'Brand', 'Product', 'Recipe', 'Offer', 'OutOfStock', 'Person'] as const;
/** schema.org's ItemAvailability member for a product nobody can buy now. */
export const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

export interface PersonData {
  '@type': 'Person';
  '@id': string;
  name: string;
  url: string;
  image?: string;
}

export interface BrandData {
  '@type': 'Brand';
  name: string;
}

export interface OfferData {
  '@type': 'Offer';
  url?: string;
  /** The amount alone ('12.00'); a range is offered from its lower end. */
  price?: string;
  priceCurrency?: string;
  availability?: typeof OUT_OF_STOCK;
}

interface MainData {
  '@id': string;
  url: string;
  image: string;
  description?: string;
}

export interface ProductData extends MainData {
  '@type': 'Product';
  name: string;
  brand?: BrandData;
  offers?: OfferData;
}

export interface RecipeData extends MainData {
  '@type': 'Recipe';
  name: string;
  recipeYield?: string;
  /** ISO 8601 duration, e.g. 'PT1H30M'. */
  totalTime?: string;
  isBasedOn?: string;
}

export interface ArticleData extends MainData {
  '@type': 'Article';
  headline: string;
  author?: { '@type': 'Person'; name: string };
  datePublished?: string;
  isBasedOn?: string;
}

export type StructuredNode = ProductData | RecipeData | ArticleData | PersonData;

export interface StructuredData {
  '@context': typeof SCHEMA_CONTEXT;
  '@graph': StructuredNode[];
}

/** The canonical address of a pin's page. */
export function pinPageUrl(pinId: string, origin: string): string {
  return `${origin}/pin/${encodeURIComponent(pinId)}/`;
}

/** A URL the API gives (often a path such as /media/…) made absolute against the site's origin. */
export function absoluteUrl(url: string, origin: string): string {
  return new URL(url, `${origin}/`).href;
}

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY' };
// '$12.00', '12.00 EUR', 'USD 1,200', '€9': a symbol or code, then the amount, or the amount then a code.
const MONEY = /^([^\d\s.,-]{1,3}|[A-Z]{3})?\s*(\d[\d,]*(?:\.\d+)?)\s*([A-Z]{3})?$/;

/** '$1,200.50' → { amount: '1200.50', currency: 'USD' }; null when the text is not one amount. */
export function parseMoney(text: string): { amount: string; currency: string | null } | null {
  const match = MONEY.exec(text.trim());
  if (!match?.[2]) return null;
  const prefix = match[1];
  const code = match[3] ?? (prefix && /^[A-Z]{3}$/.test(prefix) ? prefix : undefined);
  const currency = code ?? (prefix ? (CURRENCY_SYMBOLS[prefix] ?? null) : null);
  return { amount: match[2].replace(/,/g, ''), currency };
}

/** Minutes as an ISO 8601 duration: 45 → 'PT45M', 90 → 'PT1H30M', 60 → 'PT1H'. */
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

function recordAt(value: unknown, key: string): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null) return null;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'object' && found !== null && !Array.isArray(found) ? (found as Record<string, unknown>) : null;
}

function textAt(value: Record<string, unknown> | null, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const found = value?.[key];
    if (typeof found === 'string' && found.trim()) return found.trim();
  }
  return undefined;
}

function positiveIntegerAt(value: Record<string, unknown> | null, key: string): number | undefined {
  const found = value?.[key];
  return typeof found === 'number' && Number.isInteger(found) && found > 0 ? found : undefined;
}

/** The pinner as a schema.org Person, with their profile page. */
export function personData(user: ApiUserSummary, origin: string): PersonData {
  const url = `${origin}/${encodeURIComponent(user.username)}/`;
  const image = user.imageMediumUrl ? absoluteUrl(user.imageMediumUrl, origin) : undefined;
  return { '@type': 'Person', '@id': `${url}#person`, name: user.fullName.trim() || user.username, url, ...(image ? { image } : {}) };
}

function offerData(pin: ApiPin, link: string | undefined): OfferData | undefined {
  const offer = pin.richSummary?.products[0]?.offerSummary;
  const current = priceDisplay(offer).current;
  // A range shows as 'min-max' (price.ts); the offer starts at its lower end.
  const isRange = offer?.minPrice !== undefined && offer.maxPrice !== undefined && current === `${offer.minPrice}-${offer.maxPrice}`;
  const amount = isRange ? offer.minPrice : current;
  const money = amount ? parseMoney(amount) : null;
  if (!money && !pin.isOosProduct) return undefined;
  return {
    '@type': 'Offer',
    ...(link ? { url: link } : {}),
    ...(money ? { price: money.amount } : {}),
    ...(money?.currency ? { priceCurrency: money.currency } : {}),
    ...(pin.isOosProduct ? { availability: OUT_OF_STOCK } : {}),
  };
}

/** The JSON-LD of a pin's page: its main item (Product, Recipe or Article) when it has one, and its pinner. */
export function pinStructuredData(pin: ApiPin, origin: string): StructuredData {
  if (!/^https?:\/\/[^/]+$/.test(origin)) throw new Error(`pinStructuredData: origin must be scheme and host only, not "${origin}"`);
  const text = cardText(pin, pin.carouselData?.index ?? 0);
  const summary = pin.richSummary;
  // A sensitive pin is named only by its SEO title: its own title and product name are what the switch hides.
  const name = pinDisplayTitle(pin, pin.carouselData?.index ?? 0);
  const url = pinPageUrl(pin.id, origin);
  const main: MainData = {
    '@id': `${url}#item`,
    url,
    image: absoluteUrl(pin.images.orig.url, origin),
    ...(text.description ? { description: text.description } : {}),
  };
  // Where the item itself lives (the merchant's or publisher's page), when it is a web address.
  const source = externalUrl(summary?.url ?? pin.link ?? '')?.href;
  const recipe = recordAt(pin.richMetadata, 'recipe');
  const article = recordAt(pin.richMetadata, 'article');
  const graph: StructuredNode[] = [];

  if (isProductPin(pin)) {
    const product = summary?.products[0];
    const brandName = product?.brandName?.trim() || summary?.siteName.trim();
    const offers = offerData(pin, source);
    graph.push({
      '@type': 'Product',
      ...main,
      name,
      ...(brandName ? { brand: { '@type': 'Brand', name: brandName } } : {}),
      ...(offers ? { offers } : {}),
    });
  } else if (summary?.typeName === 'recipe' || recipe) {
    const servings = positiveIntegerAt(recipe, 'servings');
    const minutes = positiveIntegerAt(recipe, 'totalTimeMinutes');
    graph.push({
      '@type': 'Recipe',
      ...main,
      name,
      ...(servings ? { recipeYield: `${servings} ${servings === 1 ? 'serving' : 'servings'}` } : {}),
      ...(minutes ? { totalTime: isoDuration(minutes) } : {}),
      ...(source ? { isBasedOn: source } : {}),
    });
  } else if (summary?.typeName === 'article' || article) {
    const author = textAt(article, 'author', 'authorName');
    const published = textAt(article, 'datePublished', 'publishedAt');
    graph.push({
      '@type': 'Article',
      ...main,
      headline: name,
      ...(author ? { author: { '@type': 'Person', name: author } } : {}),
      ...(published && Number.isFinite(Date.parse(published)) ? { datePublished: published } : {}),
      ...(source ? { isBasedOn: source } : {}),
    });
  }
  graph.push(personData(pin.pinner, origin));
  return { '@context': SCHEMA_CONTEXT, '@graph': graph };
}

/** JSON safe inside a <script> element: no '</script>', '<!--' or line separator can end or change it. */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
