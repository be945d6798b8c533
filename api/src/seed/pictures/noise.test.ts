import { cellular, fbm, hash2, ridged, valueNoise, type Cell } from './noise';

describe('noise', () => {
  it('stays in [0, 1] and gives the same value for the same point and seed', () => {
    for (let i = 0; i < 500; i++) {
      const x = i * 0.731 - 90;
      const y = i * 1.37 - 40;
      for (const value of [hash2(i, -i, 9), valueNoise(x, y, 3), fbm(x, y, 5, 4), ridged(x, y, 7, 4)]) {
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
      }
      expect(fbm(x, y, 5, 4)).toBe(fbm(x, y, 5, 4));
    }
  });

  it('is smooth: near points have near values; other seeds other values', () => {
    expect(Math.abs(valueNoise(10.5, 3.25, 1) - valueNoise(10.501, 3.25, 1))).toBeLessThan(0.01);
    expect(valueNoise(10.5, 3.25, 1)).not.toBe(valueNoise(10.5, 3.25, 2));
    // On the lattice the value is the lattice point's own.
    expect(valueNoise(4, 9, 11)).toBe(valueNoise(4, 9, 11));
  });

  it('finds the nearest cell point, with the offset to it', () => {
    const cell: Cell = { distance: 0, second: 0, id: 0, dx: 0, dy: 0 };
    cellular(5.3, 2.8, 1, cell);
    expect(cell.distance).toBeCloseTo(cell.dx * cell.dx + cell.dy * cell.dy, 10);
    expect(cell.second).toBeGreaterThanOrEqual(cell.distance);
    expect(cell.id).toBeGreaterThanOrEqual(0);
    expect(cell.id).toBeLessThan(1);
  });
});
