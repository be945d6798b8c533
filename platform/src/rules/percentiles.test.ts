import { percentile } from './percentiles';

describe('percentile', () => {
  const samples = Array.from({ length: 20 }, (_, i) => (i + 1) * 10);
  it.each([
    [50, 100],
    [95, 190],
    [100, 200],
    [1, 10],
  ])('p%p of 10..200 is %p', (p, expected) => {
    expect(percentile(samples, p)).toBe(expected);
  });
  it('is null with no samples', () => {
    expect(percentile([], 50)).toBeNull();
  });
});
