// Illustration: a printed poster of layered hills under a big sun, in a few flat inks with the
// paper's tooth showing through; or a botanical print of leaves scattered on a coloured ground.

import { BLACK, hsl, mix, over, setMix, smoothstep, WHITE, type Rgb } from '../colour';
import { perColumn } from '../columns';
import { cellular, fbm, valueNoise, type Cell } from '../noise';
import type { Painter, SceneMaker } from '../scene';

const { sqrt, sin, cos } = Math;

export const illustration: SceneMaker = (rng, frame) => (rng.chance(0.5) ? poster(rng, frame) : botanical(rng, frame));

const PAPER: Rgb = [250, 246, 236];
const RIB: Rgb = [240, 240, 210];

/** Inks that sit together on a print: a sky, a sun, and hills from far (palest) to near. */
const POSTER_PALETTES: Array<{ sky: Rgb; sun: Rgb; hills: Rgb[] }> = [
  {
    sky: hsl(30, 0.6, 0.88),
    sun: hsl(8, 0.75, 0.6),
    hills: [hsl(190, 0.25, 0.62), hsl(170, 0.3, 0.45), hsl(150, 0.35, 0.32), hsl(140, 0.4, 0.2)],
  },
  {
    sky: hsl(45, 0.7, 0.86),
    sun: hsl(35, 0.9, 0.6),
    hills: [hsl(260, 0.2, 0.65), hsl(270, 0.25, 0.48), hsl(280, 0.3, 0.33), hsl(285, 0.35, 0.2)],
  },
  {
    sky: hsl(200, 0.45, 0.85),
    sun: hsl(45, 0.95, 0.65),
    hills: [hsl(200, 0.25, 0.65), hsl(210, 0.3, 0.48), hsl(220, 0.35, 0.33), hsl(225, 0.4, 0.2)],
  },
  {
    sky: hsl(15, 0.55, 0.82),
    sun: hsl(0, 0.7, 0.55),
    hills: [hsl(25, 0.35, 0.62), hsl(20, 0.45, 0.45), hsl(10, 0.5, 0.32), hsl(0, 0.45, 0.2)],
  },
  {
    sky: hsl(90, 0.25, 0.86),
    sun: hsl(30, 0.85, 0.62),
    hills: [hsl(100, 0.2, 0.62), hsl(110, 0.28, 0.45), hsl(130, 0.32, 0.3), hsl(150, 0.35, 0.18)],
  },
];

const poster: SceneMaker = (rng, { width, height }) => {
  const seed = rng.int(1, 1e9);
  const aspect = height / width;
  const palette = rng.pick(POSTER_PALETTES);
  const sky: Rgb = palette.sky;
  const sun: Rgb = palette.sun;
  const inks = palette.hills;
  const sunX = 0.3 + rng.float() * 0.4;
  const sunY = aspect * (0.25 + rng.float() * 0.12);
  const layers = inks.map((_, i) => {
    const base = aspect * (0.45 + i * 0.13);
    const amp = 0.22 - i * 0.03;
    const freq = 1.2 + i * 0.9;
    const off = rng.float() * 50;
    return perColumn(width, (x) => base - amp * 2.5 * (fbm((x / width) * freq + off, i * 3.3, seed + i, 3) - 0.25));
  });
  const skyLow = mix(sky, WHITE, 0.4);
  const painter: Painter = (x, y, p) => {
    const X = x / width;
    const Y = y / width;
    setMix(p, sky, skyLow, Y / aspect);
    const dx = X - sunX;
    const dy = Y - sunY;
    if (sqrt(dx * dx + dy * dy) < 0.2) setMix(p, sun, sun, 0);
    for (let i = inks.length - 1; i >= 0; i--) {
      const ridge = layers[i]?.(x) ?? 0;
      if (Y >= ridge) {
        const ink = inks[i] ?? sky;
        setMix(p, ink, ink, 0);
        // Hatching on the shaded flank of each hill, as a print's second pass.
        const hatch = sin((X + Y) * 260) > 0.6 && fbm(X * 4, Y * 4, seed + 20 + i, 2) > 0.55;
        if (hatch) over(p, BLACK, 0.12);
        break;
      }
    }
    // Paper: its tooth and a faint unevenness of the ink.
    const tooth = valueNoise(X * 700, Y * 700, seed + 30) * 0.6 + fbm(X * 8, Y * 8, seed + 31, 3) * 0.4;
    over(p, PAPER, (tooth - 0.4) * 0.18);
  };
  return painter;
};

const botanical: SceneMaker = (rng, { width }) => {
  const seed = rng.int(1, 1e9);
  const hue = rng.int(0, 359);
  const ground: Rgb = rng.chance(0.5) ? hsl(hue, 0.35, 0.85) : hsl(hue, 0.35, 0.22);
  const leaves: Rgb[] = [hsl(110, 0.35, 0.35), hsl(140, 0.3, 0.45), hsl(90, 0.4, 0.55), hsl(hue + 20, 0.5, 0.55)];
  const scale = 5 + rng.int(0, 4);
  const groundLight = mix(ground, WHITE, 0.1);
  const leafDark = leaves.map((c) => mix(c, BLACK, 0.3));
  const leafLight = leaves.map((c) => mix(c, [255, 255, 230], 0.2));
  const cell: Cell = { distance: 0, second: 0, id: 0, dx: 0, dy: 0 };
  const painter: Painter = (x, y, p) => {
    const X = x / width;
    const Y = y / width;
    setMix(p, ground, groundLight, fbm(X * 6, Y * 6, seed, 3));
    // Each cell holds one leaf about its point, turned by the cell's own angle.
    cellular(X * scale, Y * scale, seed + 1, cell);
    const angle = cell.id * 6.2832;
    const lx = cell.dx;
    const ly = cell.dy;
    const u = lx * cos(angle) + ly * sin(angle);
    const v = -lx * sin(angle) + ly * cos(angle);
    // A lens-shaped leaf: as wide as a circle's chord along its length, with a midrib and veins.
    const len = 0.46;
    const t = u / len;
    if (t > -1 && t < 1) {
      const half = 0.17 * (1 - t * t);
      const av = v < 0 ? -v : v;
      if (av < half) {
        const shade = ((cell.id * 97) % leaves.length) | 0;
        const lit = 0.5 + (v / half) * 0.3;
        setMix(p, leafDark[shade] ?? BLACK, leafLight[shade] ?? WHITE, lit);
        if (av < 0.012) over(p, RIB, 0.5);
        else if (sin((u * 2 - av * 1.6) * 28) > 0.85) over(p, BLACK, 0.12);
        over(p, BLACK, smoothstep(half * 0.75, half, av) * 0.25);
      }
    }
    over(p, PAPER, (valueNoise(X * 700, Y * 700, seed + 30) - 0.4) * 0.12);
  };
  return painter;
};
