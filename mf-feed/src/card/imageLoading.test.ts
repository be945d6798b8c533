import { FIRST_SCREEN_PX, imageLoadingOf } from './imageLoading';

describe('imageLoadingOf', () => {
  it.each([
    [0, 'eager', 'high'],
    [1, 'eager', 'auto'],
    [FIRST_SCREEN_PX - 1, 'eager', 'auto'],
    [FIRST_SCREEN_PX, 'lazy', 'auto'],
    [5000, 'lazy', 'auto'],
  ])('a card %i px down the grid: %s, priority %s', (top, loading, fetchPriority) => {
    expect(imageLoadingOf(top)).toEqual({ loading, fetchPriority });
  });
});
