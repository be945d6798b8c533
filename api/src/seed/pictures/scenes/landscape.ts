// A landscape photograph: sky with sun and clouds, ranges of hills fading into haze with distance,
// tree lines on the nearer ones, and often a lake that mirrors it all with ripples and glitter.

import { hsl, mix, over, setMix, smoothstep, WHITE, type Pixel, type Rgb } from '../colour';
import { perColumn } from '../columns';
import { vignette } from '../light';
import { fbm, hash2, ridged, valueNoise } from '../noise';
import type { Painter, SceneMaker } from '../scene';

const { exp, sqrt, floor, pow } = Math;

interface Sky {
  zenith: Rgb;
  horizon: Rgb;
  sun: Rgb;
  cloudLit: Rgb;
  cloudShade: Rgb;
  /** How much of the land's own colour survives the light (dusk turns hills to silhouettes). */
  landLight: number;
}

const SKIES: Sky[] = [
  // Clear day.
  {
    zenith: hsl(212, 0.62, 0.42),
    horizon: hsl(200, 0.45, 0.84),
    sun: [255, 250, 235],
    cloudLit: [252, 252, 250],
    cloudShade: hsl(215, 0.18, 0.68),
    landLight: 1,
  },
  // Golden hour.
  {
    zenith: hsl(218, 0.45, 0.45),
    horizon: hsl(34, 0.9, 0.74),
    sun: [255, 226, 170],
    cloudLit: hsl(30, 0.95, 0.85),
    cloudShade: hsl(260, 0.2, 0.55),
    landLight: 0.85,
  },
  // Dusk.
  {
    zenith: hsl(238, 0.4, 0.22),
    horizon: hsl(18, 0.8, 0.62),
    sun: [255, 190, 130],
    cloudLit: hsl(12, 0.75, 0.66),
    cloudShade: hsl(265, 0.25, 0.32),
    landLight: 0.5,
  },
  // Misty morning.
  {
    zenith: hsl(205, 0.3, 0.66),
    horizon: hsl(40, 0.35, 0.88),
    sun: [255, 246, 225],
    cloudLit: [246, 244, 238],
    cloudShade: hsl(210, 0.12, 0.74),
    landLight: 0.95,
  },
];

const SNOW: Rgb = [240, 243, 250];
const SUN_DISC: Rgb = [255, 252, 244];

interface Land {
  far: Rgb;
  near: Rgb;
  /** Snow on the far peaks' crests. */
  snow: boolean;
  /** Conifers along the nearer ridges. */
  trees: boolean;
}

const LANDS: Land[] = [
  { far: hsl(215, 0.18, 0.42), near: hsl(105, 0.38, 0.3), snow: true, trees: true },
  { far: hsl(220, 0.14, 0.4), near: hsl(85, 0.42, 0.34), snow: false, trees: true },
  { far: hsl(25, 0.25, 0.45), near: hsl(32, 0.5, 0.42), snow: false, trees: false },
  { far: hsl(230, 0.12, 0.38), near: hsl(22, 0.6, 0.36), snow: true, trees: true },
];

export const landscape: SceneMaker = (rng, { width, height }) => {
  const seed = rng.int(1, 1e9);
  const sky = rng.pick(SKIES);
  const land = rng.pick(LANDS);
  const aspect = height / width;
  // Everything below is in units of the picture's width: X across, Y down.
  const horizonY = aspect * (0.42 + rng.float() * 0.16);
  const lake = rng.chance(0.6);
  const sunX = 0.2 + rng.float() * 0.6;
  const sunY = horizonY * (0.35 + rng.float() * 0.45);
  const sunR = 0.035;
  const haze = mix(sky.horizon, WHITE, 0.15);
  const farLit = mix(land.far, [255, 250, 240], 0.35);
  const nearDry = mix(land.near, [225, 205, 120], 0.35);
  const woods = mix(land.near, [10, 30, 15], 0.5);
  const layers = 4;
  const ridgeOf = Array.from({ length: layers }, (_, i) => {
    // Far ranges are tall and jagged, near ones low and rolling.
    const far = i < 2;
    const top = far ? 0.2 - i * 0.07 : 0.05 - (i - 2) * 0.03;
    const freq = far ? 2.2 + i * 1.5 : 1.6 + i;
    const offset = rng.float() * 100;
    const treeSize = land.trees && !far ? 0.018 + (i - 2) * 0.014 : 0;
    const treeFreq = 90 - i * 18;
    const base = lake && !far ? horizonY + (i === 3 ? aspect * 0.22 : 0.01) : horizonY + (i - 1) * aspect * 0.07;
    return perColumn(width, (x) => {
      const X = x / width;
      const shape = far ? ridged(X * freq + offset, i * 3.7, seed + i, 5) : fbm(X * freq + offset, i * 5.1, seed + i, 4);
      let y = base - top * (far ? 0.25 + shape : 0.4 + shape) - (lake && i === 3 ? (1 - shape) * aspect * 0.06 : 0);
      if (treeSize > 0) {
        // Pines: a spike per tree, each its own height.
        const k = floor(X * treeFreq);
        const f = X * treeFreq - k;
        const h = hash2(k, i, seed);
        if (h > 0.25) y -= treeSize * (0.5 + h) * pow(1 - (f > 0.5 ? f - 0.5 : 0.5 - f) * 2, 0.7);
      }
      return y;
    });
  });
  const fogOf = [0.62, 0.42, 0.2, 0.04];

  /** Sky and land at (X, Y), without the lake. */
  const scene = (x: number, X: number, Y: number, p: Pixel): void => {
    for (let i = layers - 1; i >= 0; i--) {
      const ridge = ridgeOf[i]?.(x) ?? 0;
      if (Y < ridge) continue;
      const far = i < 2;
      const depth = Y - ridge;
      const sunSide = sunX < 0.5 ? -1 : 1;
      if (far) {
        // Rock faces: ridged noise gives crests and gullies, lit on the sun's side.
        const k = 5 + i * 4;
        const f = ridged(X * k, Y * k * 1.4, seed + 40 + i, 3);
        const g = ridged(X * k + 0.05, Y * k * 1.4, seed + 40 + i, 3);
        const shade = 0.72 + (g - f) * 5 * sunSide + f * 0.25;
        setMix(p, land.far, farLit, f);
        const light = sky.landLight * (shade + 0.2 * smoothstep(0.05, 0, depth));
        p.r *= light;
        p.g *= light;
        p.b *= light;
      } else {
        // Fields and woods in perspective: patches flatten and shrink toward the horizon.
        const z = 1 / (Y - horizonY + 0.12);
        const px = X * z * 1.2;
        const pz = z * 2.5;
        const patch = fbm(px, pz, seed + 50 + i, 3);
        setMix(p, land.near, nearDry, smoothstep(0.35, 0.65, patch));
        if (i === 2) over(p, woods, smoothstep(0.52, 0.6, fbm(px * 2, pz * 2, seed + 60, 3)) * 0.7);
        const cloudShadow = smoothstep(0.45, 0.6, fbm(X * 2, Y * 5, seed + 9, 3));
        const light = sky.landLight * (1.05 - cloudShadow * 0.25 - smoothstep(0, 0.5, depth) * 0.2);
        p.r *= light;
        p.g *= light;
        p.b *= light;
        if (i === 3) {
          // Grass: blades that grow finer with distance.
          const blades = valueNoise(px * 60, pz * 6, seed + 77);
          const k = 0.78 + blades * 0.4;
          p.r *= k;
          p.g *= k;
          p.b *= k;
        }
      }
      if (land.snow && far) {
        // Snow on the crests, ragged where the rock shows through.
        const line = 0.045 * (0.4 + valueNoise(X * 30, Y * 30, seed + 31));
        over(p, SNOW, smoothstep(line, line * 0.4, depth) * 0.85 * sky.landLight);
      }
      // Haze: more with distance, and mist pooled at each range's foot.
      const mist = i < 3 ? smoothstep(-0.09, 0.02, Y - horizonY) * 0.5 : 0;
      over(p, haze, fogOf[i] ?? 0);
      over(p, haze, mist * (1 - i * 0.25));
      return;
    }
    // Sky: gradient, sun with its glow, and clouds lit from the sun's side.
    const ty = Y / horizonY;
    setMix(p, sky.zenith, sky.horizon, ty > 1 ? 1 : pow(ty, 0.85));
    const dx = X - sunX;
    const dy = Y - sunY;
    const d = sqrt(dx * dx + dy * dy);
    const glow = exp(-d * 7) * 0.55 + exp(-d * 30) * 0.5;
    over(p, sky.sun, glow > 1 ? 1 : glow);
    const cx = X * 2.2;
    const cy = Y * 7;
    const c = fbm(cx, cy, seed + 9, 4);
    const density = smoothstep(0.46, 0.64, c) * smoothstep(horizonY * 0.95, horizonY * 0.45, Y);
    if (density > 0) {
      const toward = fbm(cx - dx * 0.25, cy - dy * 0.8, seed + 9, 3);
      const lit = smoothstep(-0.06, 0.08, c - toward);
      const k = density * 0.92;
      p.r += (sky.cloudShade[0] + (sky.cloudLit[0] - sky.cloudShade[0]) * lit - p.r) * k;
      p.g += (sky.cloudShade[1] + (sky.cloudLit[1] - sky.cloudShade[1]) * lit - p.g) * k;
      p.b += (sky.cloudShade[2] + (sky.cloudLit[2] - sky.cloudShade[2]) * lit - p.b) * k;
    }
    if (d < sunR) over(p, SUN_DISC, smoothstep(sunR, sunR * 0.85, d) * (1 - density * 0.7));
  };

  const lakeColour = mix(sky.zenith, [20, 40, 50], 0.45);
  const painter: Painter = (x, y, p) => {
    const X = x / width;
    const Y = y / width;
    const bank = ridgeOf[3]?.(x) ?? 0;
    if (lake && Y > horizonY && Y < bank) {
      // The lake: the scene mirrored about the horizon, broken by ripples that shrink with distance.
      const below = Y - horizonY;
      const z = 1 / (below + 0.012);
      const ripple = (fbm(X * z * 0.6, z * 3, seed + 21, 3) - 0.5) * 0.012 * (1 + below * 6);
      const mirrorY = horizonY - below * 1.05 + ripple * 0.6;
      scene(x + ripple * width, X + ripple, mirrorY, p);
      over(p, lakeColour, 0.25 + smoothstep(0, 0.3, below) * 0.35);
      // Bright wave crests and the sun's glitter in a column below it.
      const crest = valueNoise(X * z * 0.9, z * 6, seed + 23);
      if (crest > 0.7) over(p, sky.horizon, (crest - 0.7) * 1.2);
      const col = X - sunX;
      const spread = 0.02 + below * 0.5;
      const glitter = exp(-(col * col) / (spread * spread)) * smoothstep(0.7, 0.95, hash2(floor(X * 120), floor(z * 3), seed + 5));
      over(p, sky.sun, glitter * 0.7 * sky.landLight);
    } else scene(x, X, Y, p);
    vignette(p, x / width, y / height, 0.35);
  };
  return painter;
};
