import type { ApiPin } from '../api/apiTypes';
import { makePin } from 'test-support/pinFixture';
import { cookingTime, richDetailsOf, type RichDetails } from './richDetails';

type Summary = NonNullable<ApiPin['richSummary']>;
const summary = (typeName: Summary['typeName'], products: Summary['products'] = []): Summary => ({
  typeName,
  displayName: ' Lemon tart ',
  siteName: 'Loom & Ladle',
  url: 'https://loomandladle.com/lemon-tart',
  products,
});

describe('richDetailsOf (spec section 3: richSummary and richMetadata)', () => {
  const cases: Array<[string, Partial<ApiPin>, RichDetails | null]> = [
    ['no rich summary', {}, null],
    [
      'recipe with servings and time',
      { richSummary: summary('recipe'), richMetadata: { recipe: { servings: 4, totalTimeMinutes: 75 } } },
      { kind: 'recipe', name: 'Lemon tart', siteName: 'Loom & Ladle', servings: 4, totalTimeMinutes: 75 },
    ],
    [
      'recipe with malformed metadata',
      { richSummary: summary('recipe'), richMetadata: { recipe: { servings: 'four', totalTimeMinutes: -5 } } },
      { kind: 'recipe', name: 'Lemon tart', siteName: 'Loom & Ladle', servings: null, totalTimeMinutes: null },
    ],
    ['article', { richSummary: summary('article') }, { kind: 'article', name: 'Lemon tart', siteName: 'Loom & Ladle' }],
    [
      'product with a range and a label',
      {
        richSummary: summary('product', [
          { brandName: 'Oak', labels: ['Bestseller'], offerSummary: { price: '$10.00', minPrice: '$10.00', maxPrice: '$20.00' } },
        ]),
      },
      {
        kind: 'product',
        name: 'Lemon tart',
        brand: 'Oak',
        price: { current: '$10.00-$20.00', original: null },
        labels: ['Bestseller'],
        inStock: true,
      },
    ],
    [
      'product out of stock, no brand',
      { isOosProduct: true, richSummary: summary('product', [{ offerSummary: { price: '$5.00', standardPrice: '$7.00' } }]) },
      { kind: 'product', name: 'Lemon tart', brand: null, price: { current: '$5.00', original: '$7.00' }, labels: [], inStock: false },
    ],
  ];
  it.each(cases)('%s', (_name, change, expected) => {
    expect(richDetailsOf(makePin(change))).toEqual(expected);
  });
});

describe('cookingTime', () => {
  it.each([
    [45, '45 min'],
    [60, '1 h'],
    [75, '1 h 15 min'],
  ])('%i minutes: %s', (minutes, expected) => {
    expect(cookingTime(minutes)).toBe(expected);
  });
});
