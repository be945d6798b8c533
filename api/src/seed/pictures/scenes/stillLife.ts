// A still life: a plaster wall lit from a window at one side, a wooden table, and on it a glazed
// vase, a bottle and fruit, each shaded as a solid with a highlight and a soft shadow on the table.

import { BLACK, hsl, mix, over, setMix, smoothstep, type Pixel, type Rgb } from '../colour';
import { lightFrom, shadeNormal, vignette } from '../light';
import { fbm, valueNoise } from '../noise';
import type { Painter, SceneMaker } from '../scene';

const { sqrt, sin, exp } = Math;

const WALLS: Rgb[] = [hsl(34, 0.25, 0.72), hsl(150, 0.12, 0.55), hsl(210, 0.15, 0.5), hsl(18, 0.35, 0.55), hsl(40, 0.1, 0.3)];
const WOODS: Rgb[] = [hsl(28, 0.45, 0.38), hsl(22, 0.35, 0.26), hsl(35, 0.35, 0.55)];
const FRUIT: Rgb[] = [hsl(28, 0.95, 0.52), hsl(4, 0.8, 0.42), hsl(52, 0.9, 0.55), hsl(95, 0.55, 0.42), hsl(340, 0.55, 0.3)];
const GLAZES: Rgb[] = [hsl(200, 0.45, 0.4), hsl(40, 0.2, 0.85), hsl(160, 0.3, 0.35), hsl(12, 0.55, 0.45), hsl(0, 0, 0.15)];

/** A solid standing on the table: a sphere (fruit) or a turned profile (vase, bottle). */
interface Solid {
  kind: 'sphere' | 'turned';
  cx: number;
  /** Where it meets the table, and its height (turned) or radius (sphere), in width units. */
  baseY: number;
  size: number;
  colour: Rgb;
  gloss: number;
  /** The darker colour of its opening. */
  mouth: Rgb;
  /** Turned solids: radius at height t in [0, 1] from the foot, as a fraction of `size`. */
  profile: (t: number) => number;
}

const SHEEN: Rgb = [255, 251, 243];

const VASE = (t: number) => 0.16 + 0.16 * sin(t * 3.4) + (t > 0.85 ? (t - 0.85) * 0.6 : 0);
const BOTTLE = (t: number) => (t < 0.55 ? 0.13 : t < 0.7 ? 0.13 - (t - 0.55) * 0.6 : 0.045);

export const stillLife: SceneMaker = (rng, { width, height }) => {
  const seed = rng.int(1, 1e9);
  const aspect = height / width;
  const wall = rng.pick(WALLS);
  const wood = rng.pick(WOODS);
  const fromLeft = rng.chance(0.5);
  const light = lightFrom(fromLeft ? -0.7 : 0.7, -0.6, 0.6);
  const tableY = aspect * (0.55 + rng.float() * 0.12);
  const solids: Solid[] = [];
  const turnedCount = rng.int(1, 2);
  for (let i = 0; i < turnedCount; i++) {
    const bottle = rng.chance(0.4);
    solids.push({
      kind: 'turned',
      cx: 0.3 + rng.float() * 0.4,
      baseY: tableY + 0.03 + rng.float() * 0.05,
      size: (bottle ? 0.55 : 0.42) * (0.8 + rng.float() * 0.35) * (aspect > 1.2 ? 1 : 0.85),
      colour: bottle ? rng.pick([hsl(140, 0.5, 0.22), hsl(30, 0.7, 0.3), hsl(200, 0.4, 0.3)]) : rng.pick(GLAZES),
      gloss: 0.7,
      mouth: BLACK,
      profile: bottle ? BOTTLE : VASE,
    });
  }
  const fruitCount = rng.int(2, 5);
  for (let i = 0; i < fruitCount; i++)
    solids.push({
      kind: 'sphere',
      cx: 0.15 + rng.float() * 0.7,
      baseY: tableY + 0.08 + rng.float() * (aspect - tableY - 0.12) * 0.6,
      size: 0.06 + rng.float() * 0.05,
      colour: rng.pick(FRUIT),
      gloss: 0.35,
      mouth: BLACK,
      profile: VASE,
    });
  for (const s of solids) s.mouth = mix(s.colour, BLACK, 0.6);
  // Nearer (lower) solids are painted over farther ones.
  solids.sort((a, b) => b.baseY - a.baseY);
  const lx = fromLeft ? -1 : 1;

  /** Whether a solid covers (X, Y); if so, shades it into p. */
  const hitSolid = (s: Solid, X: number, Y: number, p: Pixel): boolean => {
    if (s.kind === 'sphere') {
      const cy = s.baseY - s.size;
      const dx = (X - s.cx) / s.size;
      const dy = (Y - cy) / s.size;
      const d2 = dx * dx + dy * dy;
      if (d2 >= 1) return false;
      const nz = sqrt(1 - d2);
      // Peel dimples: the normal nudged by fine noise.
      const bump = (valueNoise(X * 900, Y * 900, seed + 3) - 0.5) * 0.12;
      shadeNormal(p, s.colour, dx + bump, dy + bump, nz, light, 0.22, s.gloss, SHEEN);
      // Light bounced from the table onto its underside.
      over(p, wood, smoothstep(0.4, 1, dy) * 0.25);
      return true;
    }
    const t = (s.baseY - Y) / s.size;
    if (t < 0 || t > 1) return false;
    const r = s.profile(t) * s.size;
    const dx = (X - s.cx) / r;
    if (dx <= -1 || dx >= 1) return false;
    const nz = sqrt(1 - dx * dx);
    // The profile's slope tilts the normal up or down.
    const slope = (s.profile(t + 0.01) - s.profile(t - 0.01)) * 50 * 0.3;
    shadeNormal(p, s.colour, dx, slope, nz, light, 0.2, s.gloss, SHEEN);
    // A window's reflection: a soft vertical band on the light's side.
    const band = exp(-((dx + lx * 0.45) ** 2) * 40);
    over(p, SHEEN, band * 0.35 * s.gloss);
    if (t > 0.985) over(p, s.mouth, 0.8);
    return true;
  };

  const wallLight = mix(wall, [255, 250, 238], 0.25);
  const woodDark = mix(wood, BLACK, 0.35);
  const painter: Painter = (x, y, p) => {
    const X = x / width;
    const Y = y / width;
    for (const s of solids) if (hitSolid(s, X, Y, p)) return vignette(p, x / width, y / height, 0.4);
    if (Y < tableY) {
      // The wall: brighter toward the window, with the texture of plaster.
      const toward = fromLeft ? 1 - X : X;
      const plaster = fbm(X * 14, Y * 14, seed + 5, 4);
      setMix(p, wall, wallLight, plaster);
      const k = 0.55 + toward * 0.55 + (plaster - 0.5) * 0.1 - smoothstep(tableY - 0.08, tableY, Y) * 0.15;
      p.r *= k;
      p.g *= k;
      p.b *= k;
    } else {
      // The table: wood grain running across, foreshortened, its front edge catching the light.
      const depth = (Y - tableY) / (aspect - tableY);
      const warp = fbm(X * 3, Y * 12, seed + 7, 3) * 6;
      const grain = sin((Y * 90) / (0.4 + depth) + warp * 3) * 0.5 + 0.5;
      const fine = valueNoise(X * 300, Y * 30, seed + 8);
      setMix(p, wood, woodDark, grain * 0.6 + fine * 0.25);
      const k = 0.75 + (fromLeft ? 1 - X : X) * 0.35 + (1 - depth) * 0.1;
      p.r *= k;
      p.g *= k;
      p.b *= k;
      // Shadows: each solid casts a soft ellipse away from the light, darkest at its foot.
      for (const s of solids) {
        const footR = s.kind === 'sphere' ? s.size : s.profile(0.02) * s.size;
        const len = s.kind === 'sphere' ? s.size * 2.2 : s.size * 0.9;
        const sx = (X - (s.cx - lx * len * 0.5)) / (footR + len * 0.5);
        const sy = (Y - s.baseY + footR * 0.1) / (footR * 0.45 + 0.01);
        const d = sx * sx + sy * sy;
        if (d < 1) {
          const k2 = 1 - 0.45 * smoothstep(1, 0.2, d);
          p.r *= k2;
          p.g *= k2;
          p.b *= k2;
        }
      }
    }
    vignette(p, x / width, y / height, 0.4);
  };
  return painter;
};
