// Seeded value noise: an integer hash on a lattice, smoothly interpolated, summed over octaves
// (fBm). Pure arithmetic on numbers, so the same inputs give the same values on every machine.
// Math's functions are bound once here: a global lookup per call is slow in Jest's sandbox.

const { floor, imul } = Math;

/** A lattice point's value in [0, 1), from its coordinates and a seed. */
export function hash2(ix: number, iy: number, seed: number): number {
  let h = imul(ix | 0, 0x27d4eb2d) ^ imul(iy | 0, 0x165667b1) ^ imul(seed | 0, 0x9e3779b1);
  h = imul(h ^ (h >>> 15), 0x85ebca6b);
  h = imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

// The lattice's values come from fixed tables (a permutation and its values, drawn once from a
// fixed seed): a lookup per corner instead of a hash. A seed shifts where the lattice is read.
const SIZE = 1024;
const MASK = SIZE - 1;
const PERM = new Int32Array(SIZE * 2);
const VALUES = new Float64Array(SIZE);
{
  for (let i = 0; i < SIZE; i++) {
    PERM[i] = i;
    VALUES[i] = hash2(i, 0, 0x5eed);
  }
  for (let i = SIZE - 1; i > 0; i--) {
    const j = (hash2(i, 1, 0x5eed) * (i + 1)) | 0;
    const t = PERM[i] ?? 0;
    PERM[i] = PERM[j] ?? 0;
    PERM[j] = t;
  }
  for (let i = 0; i < SIZE; i++) PERM[SIZE + i] = PERM[i] ?? 0;
}

/** Smooth noise in [0, 1]: the four lattice values around (x, y), blended with a smoothstep. */
export function valueNoise(x: number, y: number, seed: number): number {
  const fx0 = floor(x);
  const fy0 = floor(y);
  const fx = x - fx0;
  const fy = y - fy0;
  const ix = (fx0 + seed) & MASK;
  const iy = (fy0 + imul(seed, 7)) & MASK;
  const sx = fx * fx * (3 - 2 * fx);
  const sy = fy * fy * (3 - 2 * fy);
  const row0 = PERM[ix] ?? 0;
  const row1 = PERM[ix + 1] ?? 0;
  const a = VALUES[PERM[row0 + iy] ?? 0] ?? 0;
  const b = VALUES[PERM[row1 + iy] ?? 0] ?? 0;
  const c = VALUES[PERM[row0 + iy + 1] ?? 0] ?? 0;
  const d = VALUES[PERM[row1 + iy + 1] ?? 0] ?? 0;
  const top = a + (b - a) * sx;
  return top + (c + (d - c) * sx - top) * sy;
}

/** Fractal noise in [0, 1]: `octaves` layers, each twice the frequency and half the weight. */
export function fbm(x: number, y: number, seed: number, octaves: number): number {
  let sum = 0;
  let weight = 0.5;
  let total = 0;
  let fx = x;
  let fy = y;
  for (let i = 0; i < octaves; i++) {
    sum += valueNoise(fx, fy, seed + i * 101) * weight;
    total += weight;
    weight *= 0.5;
    // Rotated a little each octave, so the lattice's grid never lines up into visible rows.
    const nx = fx * 1.6 + fy * 1.2;
    fy = fy * 1.6 - fx * 1.2;
    fx = nx;
  }
  return sum / total;
}

/** Ridged noise in [0, 1]: sharp crests where plain noise crosses its middle (mountain ridges). */
export function ridged(x: number, y: number, seed: number, octaves: number): number {
  let sum = 0;
  let weight = 0.5;
  let total = 0;
  let f = 1;
  for (let i = 0; i < octaves; i++) {
    const n = valueNoise(x * f, y * f, seed + i * 131);
    const r = 1 - (n > 0.5 ? n - 0.5 : 0.5 - n) * 2;
    sum += r * r * weight;
    total += weight;
    weight *= 0.5;
    f *= 2.03;
  }
  return sum / total;
}

export interface Cell {
  /** Squared distance to the nearest point, and to the second nearest. */
  distance: number;
  second: number;
  /** The nearest point's cell's own value in [0, 1). */
  id: number;
  /** (x, y) less the nearest point. */
  dx: number;
  dy: number;
}

/** The nearest of the jittered points on a unit grid around (x, y) (Worley noise). */
export function cellular(x: number, y: number, seed: number, out: Cell): void {
  const ix = floor(x);
  const iy = floor(y);
  let best = 9;
  let second = 9;
  let id = 0;
  let bx = 0;
  let by = 0;
  for (let j = -1; j <= 1; j++)
    for (let i = -1; i <= 1; i++) {
      const cx = ix + i;
      const cy = iy + j;
      const px = cx + hash2(cx, cy, seed);
      const py = cy + hash2(cx, cy, seed + 7);
      const dx = px - x;
      const dy = py - y;
      const d = dx * dx + dy * dy;
      if (d < best) {
        second = best;
        best = d;
        id = hash2(cx, cy, seed + 13);
        bx = -dx;
        by = -dy;
      } else if (d < second) second = d;
    }
  out.distance = best;
  out.second = second;
  out.id = id;
  out.dx = bx;
  out.dy = by;
}
