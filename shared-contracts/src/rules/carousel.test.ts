import { CAROUSEL_HIGHLIGHT_MS, carouselArrows, carouselDotsVisible, carouselNext, carouselPrevious, swipeDirection } from './carousel';

describe('carouselPrevious', () => {
  const cases: Array<[number, number, number]> = [
    [4, 1, 3],
    [1, 1, 0],
    [0, 1, 0],
    [4, 2, 2],
    [1, 2, 0],
    [3, 0, 2],
  ];
  it.each(cases)('index %d by %d -> %d', (index, perPage, expected) => {
    expect(carouselPrevious(index, perPage)).toBe(expected);
  });
});

describe('carouselNext', () => {
  const cases: Array<[number, number, number, number]> = [
    [0, 1, 5, 1],
    [3, 1, 5, 4],
    [4, 1, 5, 4],
    [2, 2, 5, 4],
    [3, 2, 5, 4],
    [0, 1, 0, 0],
  ];
  it.each(cases)('index %d by %d of %d -> %d', (index, perPage, slots, expected) => {
    expect(carouselNext(index, perPage, slots)).toBe(expected);
  });
});

describe('carouselArrows', () => {
  const cases: Array<[number, number, { previous: boolean; next: boolean }]> = [
    [0, 0, { previous: false, next: false }],
    [0, 1, { previous: false, next: false }],
    [0, 5, { previous: false, next: true }],
    [2, 5, { previous: true, next: true }],
    [4, 5, { previous: true, next: false }],
  ];
  it.each(cases)('index %d of %d', (index, slots, expected) => {
    expect(carouselArrows(index, slots)).toEqual(expected);
  });
});

describe('carouselDotsVisible', () => {
  const cases: Array<[number, boolean]> = [
    [320, false],
    [575, false],
    [576, true],
    [1280, true],
  ];
  it.each(cases)('%d px -> %p', (width, expected) => {
    expect(carouselDotsVisible(width)).toBe(expected);
  });
});

describe('swipeDirection', () => {
  const cases: Array<[string, { dx: number; dy: number; durationMs: number }, 'next' | 'previous' | null]> = [
    ['left swipe goes next', { dx: -40, dy: 0, durationMs: 200 }, 'next'],
    ['right swipe goes previous', { dx: 40, dy: 0, durationMs: 200 }, 'previous'],
    ['499 ms counts', { dx: -40, dy: 0, durationMs: 499 }, 'next'],
    ['500 ms is too slow', { dx: -40, dy: 0, durationMs: 500 }, null],
    ['10 px is not a swipe', { dx: -10, dy: 0, durationMs: 200 }, null],
    ['11 px is a swipe', { dx: -11, dy: 0, durationMs: 200 }, 'next'],
    ['vertical dominant is a scroll', { dx: -40, dy: 60, durationMs: 200 }, null],
    ['exact diagonal is not horizontal', { dx: 40, dy: -40, durationMs: 200 }, null],
  ];
  it.each(cases)('%s', (_name, gesture, expected) => {
    expect(swipeDirection(gesture)).toBe(expected);
  });

  it('highlights a change for 4000 ms', () => {
    expect(CAROUSEL_HIGHLIGHT_MS).toBe(4000);
  });
});
