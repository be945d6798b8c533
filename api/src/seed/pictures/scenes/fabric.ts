// A close-up of cloth: threads woven (plain or twill) or knitted, each thread rounded by the light,
// coloured in a tartan, gingham or stripe, and draped in soft folds that catch the light.

import { BLACK, hsl, mix, setMix, smoothstep, WHITE, type Rgb } from '../colour';
import { vignette } from '../light';
import { fbm, hash2, valueNoise } from '../noise';
import type { Painter, SceneMaker } from '../scene';

const { floor, sin, sqrt } = Math;

type Weave = 'plain' | 'twill' | 'knit';
const WEAVES: Weave[] = ['plain', 'twill', 'twill', 'knit'];

/** A sett: the colour of each thread in a repeat, as runs of (colour index, count). */
function sett(rng: { int: (a: number, b: number) => number }, colours: number): number[] {
  const threads: number[] = [];
  const runs = rng.int(3, 6);
  for (let i = 0; i < runs; i++) {
    const colour = i % colours;
    const count = rng.int(2, 10);
    for (let k = 0; k < count; k++) threads.push(colour);
  }
  return threads;
}

export const fabric: SceneMaker = (rng, { width, height }) => {
  const seed = rng.int(1, 1e9);
  const weave = rng.pick(WEAVES);
  const hue = rng.int(0, 359);
  const palette: Rgb[] = [
    hsl(hue, 0.55, 0.32),
    hsl(hue + 150 + rng.int(0, 60), 0.38, 0.45),
    hsl(hue + 30, 0.35, 0.82),
    hsl(hue + 200, 0.4, 0.2),
  ];
  const colours = rng.int(2, 4);
  const warp = sett(rng, colours);
  const weft = rng.chance(0.7) ? warp : sett(rng, colours);
  // Threads across the picture: coarse enough to see each one.
  const threads = 60 + rng.int(0, 50);
  const foldAngle = rng.float() * 3.1416;
  const fa = sin(foldAngle);
  const fb = sin(foldAngle + 1.5708);
  // Each thread colour in shadow (between threads) and in full light.
  const darks = palette.map((c) => mix(c, BLACK, 0.55));
  const lights = palette.map((c) => mix(c, WHITE, 0.12));
  const painter: Painter = (x, y, p) => {
    const X = x / width;
    const Y = y / width;
    // Folds bend the cloth: the weave is displaced along them.
    const fold = fbm(X * 2 + Y * fa, Y * 2 + X * fb, seed + 1, 3);
    const wx = X * threads + (fold - 0.5) * 6;
    const wy = Y * threads + (fold - 0.5) * 3;
    const i = floor(wx);
    const j = floor(wy);
    const fx = wx - i;
    const fy = wy - j;
    let thread: number;
    let across: number;
    if (weave === 'knit') {
      // Knit: each stitch a V of two slanted loops, one column per warp thread.
      const half = fx < 0.5;
      const slant = half ? fx * 2 - fy * 0.8 : (1 - fx) * 2 - fy * 0.8;
      across = sin((slant + 0.4) * 3.1416) * 0.5 + 0.5;
      thread = warp[j % warp.length] ?? 0;
    } else {
      const over = weave === 'plain' ? (i + j) % 2 === 0 : (((i + j) % 4) + 4) % 4 < 2;
      // The visible thread is round: lit across its width, dark in the gaps.
      const t = over ? fx : fy;
      across = sqrt(sin(t * 3.1416));
      thread = over
        ? (warp[((i % warp.length) + warp.length) % warp.length] ?? 0)
        : (weft[((j % weft.length) + weft.length) % weft.length] ?? 0);
    }
    const fibre = valueNoise(wx * 8, wy * 1.5, seed + 2) * 0.25 + hash2(i, j, seed) * 0.1;
    setMix(p, darks[thread] ?? BLACK, lights[thread] ?? WHITE, across * 0.85 + fibre);
    // Light on the folds: ridges bright, hollows dark.
    const shade = 0.55 + smoothstep(0.3, 0.7, fold) * 0.6;
    p.r *= shade;
    p.g *= shade;
    p.b *= shade;
    vignette(p, X, y / height, 0.3);
  };
  return painter;
};
