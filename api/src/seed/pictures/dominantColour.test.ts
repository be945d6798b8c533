import { dominantColour } from './dominantColour';

const pixels = (...runs: Array<[number, [number, number, number]]>) =>
  Buffer.from(runs.flatMap(([count, rgb]) => Array<number[]>(count).fill(rgb).flat()));

describe('dominantColour', () => {
  it.each([
    ['one colour is itself', pixels([10, [200, 30, 40]]), '#c81e28'],
    ['the commonest colour wins over a brighter few', pixels([6, [20, 40, 60]], [4, [250, 250, 250]]), '#14283c'],
    // Near shades share a bin (8 levels a channel) and count together: their mean is given.
    ['near shades count together, given as their mean', pixels([3, [100, 100, 100]], [3, [110, 110, 110]], [4, [0, 200, 0]]), '#696969'],
    ['black alone', pixels([1, [0, 0, 0]]), '#000000'],
  ])('%s', (_name, samples, expected) => {
    expect(dominantColour(samples)).toBe(expected);
  });
});
