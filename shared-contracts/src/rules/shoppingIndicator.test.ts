import type { ApiPin } from '../api/apiTypes';
import type { Surface } from './surfaces';
import {
  SHOPPING_INDICATOR_HIDE_MS,
  SHOPPING_INDICATOR_LABEL,
  SHOPPING_INDICATOR_SURFACES,
  SHOPPING_SCROLL_THROTTLE_MS,
  shoppingIndicatorVisible,
  showsShoppingIndicator,
} from './shoppingIndicator';
import { makePin } from 'test-support/pinFixture';

describe('shopping indicator constants', () => {
  it('uses the spec label and timings', () => {
    expect(SHOPPING_INDICATOR_LABEL).toBe('Shoppable Pin indicator');
    expect(SHOPPING_INDICATOR_HIDE_MS).toBe(1500);
    expect(SHOPPING_SCROLL_THROTTLE_MS).toBe(50);
    expect(SHOPPING_INDICATOR_SURFACES).toEqual([
      'AuthHomefeed',
      'RelatedPinGrid',
      'PdpRelatedPinGrid',
      'SearchItem',
      'SearchItemHighShoppingIntent',
    ]);
  });
});

describe('showsShoppingIndicator', () => {
  const shoppable: Partial<ApiPin> = { isShoppable: true, isEligibleForPdp: true };
  const cases: Array<[string, Partial<ApiPin>, Surface, boolean]> = [
    ['shoppable on the home feed', shoppable, 'AuthHomefeed', true],
    ['shoppable on related pins', shoppable, 'RelatedPinGrid', true],
    ['shoppable on PDP related pins', shoppable, 'PdpRelatedPinGrid', true],
    ['shoppable in search', shoppable, 'SearchItem', true],
    ['shoppable in high-intent search', shoppable, 'SearchItemHighShoppingIntent', true],
    ['not on a board grid', shoppable, 'BaseBoardPinGrid', false],
    ['not on the following feed', shoppable, 'FollowingFeedGrid', false],
    ['never for promoted pins', { ...shoppable, isPromoted: true }, 'AuthHomefeed', false],
    ['never when not eligible for the PDP', { ...shoppable, isEligibleForPdp: false }, 'AuthHomefeed', false],
    ['shopping flag 1', { shoppingFlags: [1], isEligibleForPdp: true }, 'AuthHomefeed', true],
    ['shopping flag 2', { shoppingFlags: [2], isEligibleForPdp: true }, 'AuthHomefeed', true],
    ['shopping flag 5', { shoppingFlags: [5], isEligibleForPdp: true }, 'AuthHomefeed', true],
    ['shopping flag 6', { shoppingFlags: [6], isEligibleForPdp: true }, 'AuthHomefeed', true],
    ['unknown flag only', { shoppingFlags: [3], isEligibleForPdp: true }, 'AuthHomefeed', false],
    ['nothing to shop', { isEligibleForPdp: true }, 'AuthHomefeed', false],
  ];
  it.each(cases)('%s', (_name, overrides, surface, expected) => {
    expect(showsShoppingIndicator(makePin(overrides), surface)).toBe(expected);
  });
});

describe('shoppingIndicatorVisible', () => {
  const cases: Array<[number | null, number, boolean]> = [
    [null, 10_000, false],
    [10_000, 10_000, true],
    [10_000, 10_050, true],
    [10_000, 11_499, true],
    [10_000, 11_500, false],
    [10_000, 11_501, false],
  ];
  it.each(cases)('last scroll %p, now %d -> %p', (lastScrollAt, now, expected) => {
    expect(shoppingIndicatorVisible(lastScrollAt, now)).toBe(expected);
  });
});
