// A room in one-point perspective: a back wall with a framed picture and a sofa, side walls, a
// plank floor running toward the vanishing point with a rug, and a window that throws daylight
// across the floor; corners darken where the light reaches least.

import { BLACK, hsl, mix, over, setMix, smoothstep, WHITE, type Rgb } from '../colour';
import { vignette } from '../light';
import { fbm, hash2, valueNoise } from '../noise';
import type { Painter, SceneMaker } from '../scene';

const { floor, sin } = Math;

const WALLS: Rgb[] = [hsl(40, 0.25, 0.86), hsl(150, 0.14, 0.62), hsl(20, 0.3, 0.7), hsl(210, 0.2, 0.68), hsl(35, 0.12, 0.48)];
const FLOORS: Rgb[] = [hsl(30, 0.45, 0.5), hsl(25, 0.35, 0.32), hsl(38, 0.35, 0.68)];
const SOFAS: Rgb[] = [hsl(200, 0.35, 0.35), hsl(15, 0.45, 0.45), hsl(45, 0.2, 0.75), hsl(140, 0.25, 0.3), hsl(340, 0.3, 0.4)];
const DAYLIGHT: Rgb = [235, 242, 248];
const GARDEN: Rgb = hsl(120, 0.25, 0.55);
const SILL: Rgb = [232, 230, 224];
const JOINT: Rgb = [20, 12, 6];
const WARM: Rgb = [255, 245, 222];
const FRAME: Rgb = [55, 47, 40];
const RUGS: Rgb[] = [hsl(10, 0.45, 0.45), hsl(210, 0.25, 0.4), hsl(40, 0.3, 0.75)];

export const room: SceneMaker = (rng, { width, height }) => {
  const seed = rng.int(1, 1e9);
  const aspect = height / width;
  const wall = rng.pick(WALLS);
  const side = mix(wall, BLACK, 0.12);
  const floorWood = rng.pick(FLOORS);
  const sofa = rng.pick(SOFAS);
  const rug = rng.pick(RUGS);
  const windowLeft = rng.chance(0.5);
  // The vanishing point and the back wall's extent around it, in width units.
  const vx = 0.4 + rng.float() * 0.2;
  const vy = aspect * (0.42 + rng.float() * 0.08);
  // A tall picture stands further back, so the room does not read as a corridor.
  const left = aspect > 1.3 ? 0.37 : 0.3;
  const right = left;
  const up = vy * 0.55;
  const down = (aspect - vy) * 0.45;
  const art = { x0: vx - 0.1 - rng.float() * 0.05, x1: vx + 0.08 + rng.float() * 0.06, y0: vy - up * 0.75, y1: vy - up * 0.25 };
  const artHue = rng.int(0, 359);
  const sofaTop = vy + down * 0.1;
  const wallLight = mix(wall, WHITE, 0.2);
  const sofaLight = mix(sofa, WHITE, 0.25);
  const sofaSeat = mix(sofa, WHITE, 0.15);
  const sofaDark = mix(sofa, BLACK, 0.25);
  const floorDark = mix(floorWood, BLACK, 0.35);
  const rugPale = mix(rug, [250, 245, 230], 0.6);
  const ceiling = mix(wall, WHITE, 0.5);
  const artSky = hsl(artHue, 0.4, 0.75);
  const artHill = hsl(artHue + 40, 0.45, 0.4);
  const painter: Painter = (x, y, p) => {
    const X = x / width;
    const Y = y / width;
    const ox = X - vx;
    const oy = Y - vy;
    const kx = ox < 0 ? -ox / left : ox / right;
    const ky = oy < 0 ? -oy / up : oy / down;
    const k = kx > ky ? kx : ky;
    if (k <= 1) {
      // The back wall, a framed picture on it, and a sofa against it.
      setMix(p, wall, wallLight, fbm(X * 30, Y * 30, seed + 1, 3));
      if (X > art.x0 && X < art.x1 && Y > art.y0 && Y < art.y1) {
        const inner = X > art.x0 + 0.012 && X < art.x1 - 0.012 && Y > art.y0 + 0.012 && Y < art.y1 - 0.012;
        if (inner) {
          const u = (X - art.x0) / (art.x1 - art.x0);
          const v = (Y - art.y0) / (art.y1 - art.y0);
          const hill = v > 0.55 + sin(u * 7 + artHue) * 0.08;
          setMix(p, artSky, artHill, hill ? 1 : v * 0.5);
        } else setMix(p, FRAME, FRAME, 0);
      }
      const sx0 = vx - left * 0.8;
      const sx1 = vx + right * 0.8;
      const sh = vy + down - sofaTop;
      const arm = 0.05;
      const isArm = (X < sx0 + arm || X > sx1 - arm) && Y > sofaTop + sh * 0.3;
      if (X > sx0 && X < sx1 && (isArm || Y > sofaTop)) {
        // Back cushions above the seat, arms at the ends, seams between cushions.
        const v = (Y - sofaTop) / sh;
        const seat = v > 0.5 && !isArm;
        const seam = ((X - sx0 - arm) / (sx1 - sx0 - 2 * arm)) * 3;
        const nearSeam = !isArm && seam - floor(seam) < 0.015;
        const rounded = isArm ? smoothstep(sofaTop + sh * 0.3, sofaTop + sh * 0.42, Y) : smoothstep(0, 0.12, v);
        setMix(p, sofaLight, sofa, rounded);
        if (seat) setMix(p, sofaSeat, sofaDark, smoothstep(0.5, 0.62, v) * 0.3 + smoothstep(0.7, 1, v) * 0.7);
        if (nearSeam) over(p, BLACK, 0.25);
        if (isArm && (X < sx0 + arm ? X > sx0 + arm - 0.006 : X < sx1 - arm + 0.006)) over(p, BLACK, 0.25);
        over(p, WHITE, valueNoise(X * 500, Y * 500, seed + 2) * 0.06);
      }
      // Shade toward the back wall's edges, where it meets the others.
      over(p, BLACK, smoothstep(0.75, 1, k) * 0.18);
      over(p, WARM, (windowLeft ? 1 - (X - vx + left) / (left + right) : (X - vx + left) / (left + right)) * 0.12);
    } else if (ky >= kx && oy > 0) {
      // The floor: planks along the depth, joints across at the plank's own offset.
      const depth = 1 / k;
      const lateral = ox / oy;
      const plank = floor(lateral * 6);
      const along = depth * 6 + hash2(plank, 0, seed) * 3;
      const grain = fbm(lateral * 40, along * 3, seed + plank, 3);
      setMix(p, floorWood, floorDark, grain * 0.7);
      if (lateral * 6 - plank < 0.04 || along - floor(along) < 0.015) over(p, JOINT, 0.45);
      // A rug in the middle of the floor.
      if (lateral > -0.6 && lateral < 0.6 && depth > 0.42 && depth < 0.85) {
        const band = lateral > -0.5 && lateral < 0.5 && depth > 0.46 && depth < 0.8 ? 1 : 0;
        const motif = sin(lateral * 20) * sin(depth * 60) > 0.3 ? 1 : 0;
        setMix(p, rug, rugPale, band ? motif * 0.5 : 0.9);
        over(p, WHITE, valueNoise(lateral * 200, depth * 500, seed + 3) * 0.08);
      }
      // The window's light on the floor.
      const patch = windowLeft ? lateral < -0.2 && lateral > -1.2 : lateral > 0.2 && lateral < 1.2;
      if (patch && depth > 0.45 && depth < 0.75) over(p, WARM, 0.28);
      over(p, BLACK, smoothstep(1.6, 1, k) * 0.2);
    } else if (ky >= kx) {
      // The ceiling.
      setMix(p, ceiling, wall, smoothstep(1, 3, k) * 0.4);
      over(p, BLACK, smoothstep(1.5, 1, k) * 0.12);
    } else {
      // A side wall; on the window's side, a tall window full of daylight.
      const isWindowSide = ox < 0 === windowLeft;
      const depth = 1 / k;
      const h = oy / (k * up);
      setMix(p, side, wall, fbm(X * 30, Y * 30, seed + 4, 3) * 0.5);
      if (isWindowSide && depth > 0.45 && depth < 0.78 && h > -0.75 && h < 0.55) {
        const frame = depth < 0.47 || depth > 0.76 || h < -0.72 || h > 0.52 || (depth > 0.605 && depth < 0.625) || (h > -0.12 && h < -0.08);
        if (frame) setMix(p, SILL, SILL, 0);
        else setMix(p, DAYLIGHT, GARDEN, smoothstep(-0.2, 0.5, h) * 0.5);
      } else if (!isWindowSide) over(p, BLACK, 0.12);
      over(p, BLACK, smoothstep(1.4, 1, k) * 0.15);
    }
    vignette(p, x / width, y / height, 0.4);
  };
  return painter;
};
