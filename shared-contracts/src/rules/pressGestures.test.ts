import { LONG_PRESS_MOVE_CANCEL_PX, LONG_PRESS_MS, longPressAllowed, longPressCancelled, type Point } from './pressGestures';

describe('long-press constants', () => {
  it('match the spec', () => {
    expect(LONG_PRESS_MS).toBe(500);
    expect(LONG_PRESS_MOVE_CANCEL_PX).toBe(10);
  });
});

describe('longPressAllowed', () => {
  const cases: Array<[boolean, boolean, boolean]> = [
    [true, true, true],
    [true, false, true],
    [false, false, true],
    [false, true, false],
  ];
  it.each(cases)('isAuth %p, isMobile %p -> %p', (isAuth, isMobile, expected) => {
    expect(longPressAllowed({ isAuth, isMobile })).toBe(expected);
  });
});

describe('longPressCancelled', () => {
  const start: Point = { x: 100, y: 100 };
  const cases: Array<[string, Point, boolean]> = [
    ['no movement', { x: 100, y: 100 }, false],
    ['exactly 10 px', { x: 110, y: 100 }, false],
    ['11 px', { x: 89, y: 100 }, true],
    ['6, 8 diagonal is 10 px', { x: 106, y: 108 }, false],
    ['8, 8 diagonal is over 10 px', { x: 108, y: 92 }, true],
  ];
  it.each(cases)('%s', (_name, now, expected) => {
    expect(longPressCancelled(start, now)).toBe(expected);
  });
});
