import { shortNumber } from './shortNumber';

describe('shortNumber: k, M, B above 999 with 1 decimal place', () => {
  const cases: Array<[number, string]> = [
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1049, '1k'],
    [1050, '1.1k'],
    [1234, '1.2k'],
    [15_300, '15.3k'],
    [999_949, '999.9k'],
    [999_950, '1M'],
    [1_000_000, '1M'],
    [2_560_000, '2.6M'],
    [1_250_000_000, '1.3B'],
    [-5, '0'],
  ];
  it.each(cases)('%d -> %s', (n, expected) => expect(shortNumber(n)).toBe(expected));
});

describe('shortNumber for CJK locales: 万 and 億', () => {
  const cases: Array<[number, string]> = [
    [999, '999'],
    [5000, '5000'],
    [10_000, '1万'],
    [12_345, '1.2万'],
    [99_999_999, '1億'],
    [150_000_000, '1.5億'],
  ];
  it.each(cases)('%d -> %s', (n, expected) => expect(shortNumber(n, true)).toBe(expected));
});
