import type { ApiOfferSummary } from '../api/apiTypes';
import { priceDisplay, type PriceDisplay } from './price';

const cases: Array<[string, ApiOfferSummary | undefined, PriceDisplay]> = [
  ['no offer', undefined, { current: null, original: null }],
  ['empty offer', {}, { current: null, original: null }],
  ['single price', { price: '$12.00' }, { current: '$12.00', original: null }],
  ['range from min and max', { minPrice: '$12.00', maxPrice: '$30.00' }, { current: '$12.00-$30.00', original: null }],
  ['range preferred to price', { price: '$20.00', minPrice: '$12.00', maxPrice: '$30.00' }, { current: '$12.00-$30.00', original: null }],
  ['equal ends still a range', { minPrice: '$12.00', maxPrice: '$12.00' }, { current: '$12.00-$12.00', original: null }],
  ['only min: price wins', { price: '$20.00', minPrice: '$12.00' }, { current: '$20.00', original: null }],
  ['only min, no price', { minPrice: '$12.00' }, { current: '$12.00', original: null }],
  ['only max, no price', { maxPrice: '$30.00' }, { current: '$30.00', original: null }],
  ['blank fields are absent', { price: '', minPrice: '', maxPrice: ' ', standardPrice: '' }, { current: null, original: null }],
  ['standard price is the original', { price: '$12.00', standardPrice: '$30.00' }, { current: '$12.00', original: '$30.00' }],
  ['standard equal to current is dropped', { price: '$12.00', standardPrice: '$12.00' }, { current: '$12.00', original: null }],
  [
    'standard beside a range',
    { minPrice: '$12.00', maxPrice: '$30.00', standardPrice: '$50.00' },
    { current: '$12.00-$30.00', original: '$50.00' },
  ],
  ['standard without current', { standardPrice: '$50.00' }, { current: null, original: '$50.00' }],
];

describe('priceDisplay', () => {
  it.each(cases)('%s', (_name, offer, expected) => {
    expect(priceDisplay(offer)).toEqual(expected);
  });
});
