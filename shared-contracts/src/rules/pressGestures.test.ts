import {
  LONG_PRESS_MOVE_CANCEL_PX,
  LONG_PRESS_MS,
  longPressAllowed,
  longPressCancelled,
  pressStep,
  type Point,
  type PressInput,
  type PressPhase,
  type PressStep,
} from './pressGestures';

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

describe('pressStep', () => {
  const at: Point = { x: 100, y: 100 };
  const cases: Array<[string, PressPhase, PressInput, PressStep]> = [
    ['a press starts', 'idle', { kind: 'start', allowed: true }, { phase: 'pressing', openMenu: false, swallowRelease: false }],
    [
      'a visitor on mobile: no long press',
      'idle',
      { kind: 'start', allowed: false },
      { phase: 'moved', openMenu: false, swallowRelease: false },
    ],
    ['500 ms held opens the menu', 'pressing', { kind: 'timer' }, { phase: 'held', openMenu: true, swallowRelease: false }],
    [
      'moving 10 px keeps the press',
      'pressing',
      { kind: 'move', from: at, to: { x: 110, y: 100 } },
      { phase: 'pressing', openMenu: false, swallowRelease: false },
    ],
    [
      'moving 11 px cancels it',
      'pressing',
      { kind: 'move', from: at, to: { x: 111, y: 100 } },
      { phase: 'moved', openMenu: false, swallowRelease: false },
    ],
    ['the timer after a move does nothing', 'moved', { kind: 'timer' }, { phase: 'moved', openMenu: false, swallowRelease: false }],
    [
      'moving after the long press keeps it',
      'held',
      { kind: 'move', from: at, to: { x: 150, y: 100 } },
      { phase: 'held', openMenu: false, swallowRelease: false },
    ],
    ['releasing after a long press is swallowed', 'held', { kind: 'end' }, { phase: 'idle', openMenu: false, swallowRelease: true }],
    ['releasing a short press is a tap', 'pressing', { kind: 'end' }, { phase: 'idle', openMenu: false, swallowRelease: false }],
    ['releasing after a move is a scroll or swipe', 'moved', { kind: 'end' }, { phase: 'idle', openMenu: false, swallowRelease: false }],
    ['the timer once released does nothing', 'idle', { kind: 'timer' }, { phase: 'idle', openMenu: false, swallowRelease: false }],
  ];
  it.each(cases)('%s', (_name, phase, input, expected) => {
    expect(pressStep(phase, input)).toEqual(expected);
  });
});
