import type { ApiOfferSummary, ApiPin } from '../api/apiTypes';
import { makePin } from 'test-support/pinFixture';
import {
  isoDuration,
  jsonForScriptElement,
  OUT_OF_STOCK,
  parseMoney,
  pinStructuredData,
  STRUCTURED_DATA_TYPES,
  type StructuredNode,
} from './structuredData';

const ORIGIN = 'https://pinboard.test';

const product = (offerSummary: ApiOfferSummary, extra: Partial<ApiPin> = {}): Partial<ApiPin> => ({
  title: 'Linen apron',
  gridTitle: 'Linen apron',
  richSummary: {
    typeName: 'product',
    displayName: 'Linen apron',
    siteName: 'Loom & Ladle',
    url: 'https://loomandladle.com/products/apron',
    products: [{ brandName: 'Loom & Ladle', offerSummary }],
  },
  shoppingFlags: [1, 5, 6],
  ...extra,
});

// Each case: the pin, then the @type of every node of the graph and what the main node must hold.
const cases: Array<[string, Partial<ApiPin>, string[], Record<string, unknown>]> = [
  ['a plain image pin has only its pinner', {}, ['Person'], {}],
  [
    'a product with one price: Product, Brand and Offer',
    product({ price: '$12.00' }),
    ['Product', 'Person'],
    {
      name: 'Linen apron',
      brand: { '@type': 'Brand', name: 'Loom & Ladle' },
      offers: { '@type': 'Offer', url: 'https://loomandladle.com/products/apron', price: '12.00', priceCurrency: 'USD' },
    },
  ],
  [
    "a price range ('min-max') is offered from its lower end",
    product({ price: '$20.00', minPrice: '$12.00', maxPrice: '$30.00' }),
    ['Product', 'Person'],
    { offers: { '@type': 'Offer', url: 'https://loomandladle.com/products/apron', price: '12.00', priceCurrency: 'USD' } },
  ],
  [
    'only a minimum: the price wins, as the card shows it',
    product({ price: '$20.00', minPrice: '$12.00' }),
    ['Product', 'Person'],
    { offers: expect.objectContaining({ price: '20.00' }) },
  ],
  [
    'the struck-through standard price is not the offer',
    product({ price: '$12.00', standardPrice: '$30.00' }),
    ['Product', 'Person'],
    { offers: expect.objectContaining({ price: '12.00' }) },
  ],
  [
    'an out-of-stock product: Offer with OutOfStock',
    product({ price: '€9' }, { isOosProduct: true }),
    ['Product', 'Person'],
    { offers: expect.objectContaining({ price: '9', priceCurrency: 'EUR', availability: OUT_OF_STOCK }) },
  ],
  [
    'out of stock without a price still says so',
    product({}, { isOosProduct: true }),
    ['Product', 'Person'],
    { offers: { '@type': 'Offer', url: 'https://loomandladle.com/products/apron', availability: OUT_OF_STOCK } },
  ],
  ['a product without a price has no Offer', product({}), ['Product', 'Person'], { offers: undefined }],
  [
    'shopping flags 5 or 6 make a product even without a summary',
    { shoppingFlags: [6] },
    ['Product', 'Person'],
    { name: 'Lemon tart', brand: undefined, offers: undefined },
  ],
  [
    'a recipe from richSummary and richMetadata',
    {
      title: 'Lemon tart',
      richSummary: { typeName: 'recipe', displayName: 'Lemon tart', siteName: 'Bakes', url: 'https://bakes.test/tart', products: [] },
      richMetadata: { recipe: { name: 'Lemon tart', servings: 6, totalTimeMinutes: 90 } },
    },
    ['Recipe', 'Person'],
    { name: 'Lemon tart', recipeYield: '6 servings', totalTime: 'PT1H30M', isBasedOn: 'https://bakes.test/tart' },
  ],
  [
    'a recipe with odd metadata keeps only what is valid',
    { richMetadata: { recipe: { servings: -2, totalTimeMinutes: 'soon' } } },
    ['Recipe', 'Person'],
    { recipeYield: undefined, totalTime: undefined },
  ],
  [
    'an article from richSummary',
    {
      richSummary: { typeName: 'article', displayName: 'Ten tarts', siteName: 'Bakes', url: 'https://bakes.test/ten', products: [] },
      richMetadata: { article: { author: 'Ada Baker', datePublished: '2026-02-03' } },
    },
    ['Article', 'Person'],
    { headline: 'Lemon tart', author: { '@type': 'Person', name: 'Ada Baker' }, datePublished: '2026-02-03' },
  ],
  [
    'an article from richMetadata alone, its bad date dropped',
    { richMetadata: { article: { datePublished: 'yesterday' } } },
    ['Article', 'Person'],
    { datePublished: undefined, author: undefined },
  ],
  [
    'a sensitive noindex reason uses the SEO title and description',
    { seoNoindexReason: 'is_sensitive_rich_pin_title', shoppingFlags: [5] },
    ['Product', 'Person'],
    { name: 'Lemon tart recipe', description: 'How to bake a lemon tart.' },
  ],
  [
    'a sensitive pin without an SEO title is not named by its own title (nor by its number): by its SEO words, else whose it is',
    { seoNoindexReason: 'sensitive_raw_pin_text', seoTitle: '', shoppingFlags: [5] },
    ['Product', 'Person'],
    { name: 'How to bake a lemon tart.' },
  ],
  [
    'a sensitive pin with neither SEO title nor SEO description: whose it is',
    { seoNoindexReason: 'sensitive_raw_pin_text', seoTitle: '', seoDescription: '', shoppingFlags: [5] },
    ['Product', 'Person'],
    { name: 'A Pin by Loom & Ladle Kitchen' },
  ],
  [
    'the description follows the spec cuts (collapsed, too short dropped)',
    { description: 'ok', richMetadata: { article: {} } },
    ['Article', 'Person'],
    { description: undefined },
  ],
  [
    'a javascript: link is not an offer URL',
    product({ price: '$5' }, { link: 'javascript:alert(1)' }),
    ['Product', 'Person'],
    { offers: expect.objectContaining({ url: 'https://loomandladle.com/products/apron' }) },
  ],
];

describe('pinStructuredData', () => {
  it.each(cases)('%s', (_name, overrides, types, main) => {
    const data = pinStructuredData(makePin(overrides), ORIGIN);
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@graph'].map((node) => node['@type'])).toEqual(types);
    const first = data['@graph'][0] as StructuredNode & Record<string, unknown>;
    for (const [key, value] of Object.entries(main)) expect(first[key]).toEqual(value);
  });

  it('gives the main item the canonical page and the original image, absolute', () => {
    const [item] = pinStructuredData(makePin({ shoppingFlags: [5] }), ORIGIN)['@graph'];
    expect(item).toMatchObject({ '@id': 'https://pinboard.test/pin/1001/#item', url: 'https://pinboard.test/pin/1001/' });
    expect(item).toMatchObject({ image: 'https://pinboard.test/media/orig/abc.jpg' });
  });

  it('makes the pinner a Person with their profile page', () => {
    const graph = pinStructuredData(makePin(), ORIGIN)['@graph'];
    expect(graph[graph.length - 1]).toEqual({
      '@type': 'Person',
      '@id': 'https://pinboard.test/loomandladle/#person',
      name: 'Loom & Ladle Kitchen',
      url: 'https://pinboard.test/loomandladle/',
      image: 'https://pinboard.test/media/avatars/7.svg',
    });
  });

  it('names a pinner without a full name by their username', () => {
    const pin = makePin();
    const graph = pinStructuredData({ ...pin, pinner: { ...pin.pinner, fullName: ' ' } }, ORIGIN)['@graph'];
    expect(graph[0]).toMatchObject({ '@type': 'Person', name: 'loomandladle' });
  });

  it('uses only the types the spec lists', () => {
    const pins = cases.map(([, overrides]) => makePin(overrides));
    const types = new Set<string>();
    const walk = (value: unknown): void => {
      if (typeof value === 'string' && value.startsWith('https://schema.org/')) types.add(value.slice('https://schema.org/'.length));
      if (typeof value !== 'object' || value === null) return;
      for (const [key, inner] of Object.entries(value)) {
        if (key === '@type' && typeof inner === 'string') types.add(inner);
        else walk(inner);
      }
    };
    for (const pin of pins) walk(pinStructuredData(pin, ORIGIN));
    expect([...types].sort()).toEqual([...STRUCTURED_DATA_TYPES].sort());
  });

  it.each(['pinboard.test', 'https://pinboard.test/', 'https://pinboard.test/x', 'javascript:alert(1)'])(
    'refuses the origin %s',
    (origin) => {
      expect(() => pinStructuredData(makePin(), origin)).toThrow('origin must be scheme and host only');
    },
  );
});

describe('parseMoney', () => {
  it.each([
    ['$12.00', { amount: '12.00', currency: 'USD' }],
    ['$1,200.50', { amount: '1200.50', currency: 'USD' }],
    ['£7', { amount: '7', currency: 'GBP' }],
    ['12.00 EUR', { amount: '12.00', currency: 'EUR' }],
    ['CAD 30', { amount: '30', currency: 'CAD' }],
    ['₪40', { amount: '40', currency: null }],
    ['12', { amount: '12', currency: null }],
    ['$12.00-$30.00', null],
    ['free', null],
    ['', null],
  ])('%s', (text, expected) => {
    expect(parseMoney(text)).toEqual(expected);
  });
});

describe('isoDuration', () => {
  it.each([
    [45, 'PT45M'],
    [60, 'PT1H'],
    [90, 'PT1H30M'],
    [5, 'PT5M'],
  ])('%d minutes is %s', (minutes, expected) => {
    expect(isoDuration(minutes)).toBe(expected);
  });
});

describe('jsonForScriptElement', () => {
  it('cannot end or open anything inside a <script>', () => {
    const text = jsonForScriptElement({ name: '</script><script>alert(1)</script><!-- \u2028 & done' });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script><!-- \u2028 & done' });
  });
});
