import { brightness, hexColour, isDarkColour } from './colours';

describe('hexColour: 6 hex digits (spec section 5)', () => {
  it.each<[unknown, string | null]>([
    ['#E60023', '#e60023'],
    ['e60023', '#e60023'],
    [' #111111 ', '#111111'],
    ['#fff', null],
    ['#12345g', null],
    ['red', null],
    [0xe60023, null],
    [null, null],
  ])('%p → %p', (value, hex) => expect(hexColour(value)).toBe(hex));
});

describe('isDarkColour: weighted brightness under 155', () => {
  it.each<[string, number, boolean]>([
    ['#111111', 17, true],
    ['#ffffff', 255, false],
    ['#e60023', 72.8, true],
    ['#efefef', 239, false],
    // The edge: 155 itself is not dark.
    ['#9b9b9b', 155, false],
    ['#9a9a9a', 154, true],
  ])('%s (brightness %d): dark %p', (hex, value, dark) => {
    expect(brightness(hex)).toBeCloseTo(value, 0);
    expect(isDarkColour(hex)).toBe(dark);
  });
});
