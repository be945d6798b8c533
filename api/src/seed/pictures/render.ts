// Paints a scene's pixels into raw RGB: every pixel, or only chosen rows and columns. A fine,
// seeded grain is added to every pixel, as a photograph's sensor or a print's paper would.

import type { Pixel } from './colour';
import { hash2 } from './noise';
import type { Painter } from './scene';

const GRAIN = 7;

function toByte(v: number): number {
  return v <= 0 ? 0 : v >= 255 ? 255 : (v + 0.5) | 0;
}

/** The pixels at each (xs[i], ys[j]), row by row, 3 bytes each. */
export function paintAt(painter: Painter, xs: readonly number[], ys: readonly number[], grainSeed: number): Buffer {
  const out = Buffer.alloc(xs.length * ys.length * 3);
  const p: Pixel = { r: 0, g: 0, b: 0 };
  let o = 0;
  for (const y of ys)
    for (const x of xs) {
      painter(x + 0.5, y + 0.5, p);
      const grain = (hash2(x, y, grainSeed) - 0.5) * GRAIN;
      out[o++] = toByte(p.r + grain);
      out[o++] = toByte(p.g + grain);
      out[o++] = toByte(p.b + grain);
    }
  return out;
}

export function paintAll(painter: Painter, width: number, height: number, grainSeed: number): Buffer {
  const xs = Array.from({ length: width }, (_, i) => i);
  const ys = Array.from({ length: height }, (_, i) => i);
  return paintAt(painter, xs, ys, grainSeed);
}
