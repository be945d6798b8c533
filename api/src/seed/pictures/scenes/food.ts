// A plate of food seen from above: a table of wood or linen, a napkin and cutlery beside a glazed
// plate, and on it a salad, pasta, a curry or soup, or a breakfast bowl, with its shadow.

import { BLACK, hsl, mix, over, setMix, smoothstep, WHITE, type Pixel, type Rgb } from '../colour';
import { lightFrom, shadeNormal, vignette } from '../light';
import { cellular, fbm, valueNoise, type Cell } from '../noise';
import type { Painter, SceneMaker } from '../scene';

const { sqrt, sin, atan2 } = Math;

const LEAVES: Rgb[] = Array.from({ length: 8 }, (_, i) => hsl(80 + i * 5.6, 0.5 + i * 0.025, 0.22 + i * 0.028));
const LEAVES_LIT: Rgb[] = LEAVES.map((leaf) => mix(leaf, [235, 245, 190], 0.35));
const VEIN: Rgb = [220, 235, 190];
const TOMATO = hsl(2, 0.8, 0.45);
const CHEESE: Rgb = [238, 232, 212];
const CREAM: Rgb = [252, 250, 242];
const NOODLE = hsl(45, 0.7, 0.72);
const HERB = hsl(105, 0.55, 0.35);
const YOGHURT: Rgb = [245, 242, 235];
const BLUEBERRY = hsl(240, 0.45, 0.25);
const BANANA = hsl(50, 0.7, 0.85);
const BANANA_SKIN = hsl(45, 0.5, 0.7);
const GRANOLA = hsl(30, 0.55, 0.45);
const GRANOLA_LIT = hsl(38, 0.6, 0.62);
const RASPBERRY = hsl(350, 0.8, 0.4);
const STEEL: Rgb = [160, 165, 172];
const STEEL_LIT: Rgb = [235, 238, 242];

type Dish = 'salad' | 'pasta' | 'curry' | 'bowl';
const DISHES: Dish[] = ['salad', 'pasta', 'curry', 'bowl'];
const TABLES: Rgb[] = [hsl(30, 0.4, 0.42), hsl(25, 0.3, 0.25), hsl(40, 0.15, 0.82), hsl(210, 0.08, 0.35)];
const PLATES: Rgb[] = [[246, 244, 238], hsl(200, 0.25, 0.78), hsl(40, 0.3, 0.85), hsl(20, 0.1, 0.2)];
const NAPKINS: Rgb[] = [hsl(350, 0.35, 0.6), hsl(140, 0.2, 0.55), hsl(45, 0.45, 0.75), hsl(210, 0.3, 0.6)];

export const food: SceneMaker = (rng, { width, height }) => {
  const seed = rng.int(1, 1e9);
  const aspect = height / width;
  const dish = rng.pick(DISHES);
  const table = rng.pick(TABLES);
  const plate = rng.pick(PLATES);
  const napkin = rng.pick(NAPKINS);
  const linen = rng.chance(0.35);
  const cx = 0.5 + (rng.float() - 0.5) * 0.1;
  const cy = aspect * (0.45 + rng.float() * 0.1);
  const R = Math.min(0.42, aspect * 0.4);
  const light = lightFrom(-0.5, -0.6, 0.7);
  const cell: Cell = { distance: 0, second: 0, id: 0, dx: 0, dy: 0 };
  const sauce = rng.pick([hsl(8, 0.75, 0.4), hsl(40, 0.6, 0.7), hsl(110, 0.4, 0.35)]);
  const curry = rng.pick([hsl(32, 0.85, 0.45), hsl(12, 0.7, 0.38), hsl(48, 0.75, 0.55)]);
  const napkinX = cx > 0.5 ? 0.02 : 0.98;

  const sauceDark = mix(sauce, BLACK, 0.2);
  const curryCream = mix(curry, [255, 245, 225], 0.6);
  const tableLight = mix(table, WHITE, 0.15);
  const tableDark = mix(table, BLACK, 0.3);
  const tableSeam = mix(table, BLACK, 0.6);
  const napkinLight = mix(napkin, WHITE, 0.25);
  const plateLight = mix(plate, WHITE, 0.3);

  /** The food inside the plate's well, at (dx, dy) from its centre in units of the well's radius. */
  const paintFood = (X: number, Y: number, dx: number, dy: number, p: Pixel): void => {
    const r = sqrt(dx * dx + dy * dy);
    if (dish === 'salad') {
      // Leaves: cells of greens, each curled (lit across by its own tilt), with fine pale veins;
      // tomato halves and crumbled cheese among them.
      cellular(X * 22, Y * 22, seed, cell);
      const edge = sqrt(cell.second) - sqrt(cell.distance);
      const tilt = sin(X * 60 * (0.5 + cell.id) + Y * 40 + cell.id * 20);
      const shade = (cell.id * LEAVES.length) | 0;
      setMix(p, LEAVES[shade] ?? BLACK, LEAVES_LIT[shade] ?? WHITE, 0.5 + tilt * 0.5);
      const vein = fbm(X * 90, Y * 90, seed + 1, 2);
      if (vein > 0.47 && vein < 0.5) over(p, VEIN, 0.35);
      over(p, BLACK, smoothstep(0.12, 0, edge) * 0.5);
      const bit = sqrt(cell.distance);
      if (cell.id > 0.86 && bit < 0.38) shadeNormal(p, TOMATO, 0, 0, 1 - bit, light, 0.45, 0.6, WHITE);
      else if (cell.id < 0.07 && bit < 0.3) setMix(p, CHEESE, CREAM, valueNoise(X * 300, Y * 300, seed + 2));
    } else if (dish === 'pasta') {
      // Noodles: a tangle of bright strands over a sauce, twirled around the centre.
      const a = atan2(dy, dx);
      const w = fbm(X * 7, Y * 7, seed + 2, 3) * 14;
      const s = sin(r * 45 + a * 2 + w) * 0.6 + sin(X * 120 + Y * 40 + w * 1.5) * 0.4;
      const strand = smoothstep(0.1, 0.6, s > 0 ? s : -s);
      setMix(p, sauceDark, NOODLE, strand);
      if (valueNoise(X * 160, Y * 160, seed + 3) > 0.8) setMix(p, HERB, HERB, 0);
    } else if (dish === 'curry') {
      // A creamy curry: a swirl of cream, rice to one side, herbs scattered.
      const rice = dx + dy * 0.3 > 0.35;
      if (rice) {
        const grain = valueNoise(X * 220, Y * 80, seed + 4);
        setMix(p, CHEESE, CREAM, grain);
      } else {
        const swirl = sin(r * 18 + fbm(X * 6, Y * 6, seed + 5, 3) * 6);
        setMix(p, curry, curryCream, smoothstep(0.7, 1, swirl) * 0.6);
        if (valueNoise(X * 200, Y * 200, seed + 6) > 0.78) setMix(p, HERB, HERB, 0);
      }
    } else {
      // A breakfast bowl: yoghurt, then sectors of berries, banana slices and granola.
      const a = atan2(dy, dx) + 3.1416;
      const sector = ((a / 6.2832) * 4) | 0;
      setMix(p, YOGHURT, WHITE, fbm(X * 20, Y * 20, seed + 7, 3));
      if (r > 0.3) {
        cellular(X * 36, Y * 36, seed + sector, cell);
        const d = sqrt(cell.distance);
        if (sector === 0 && d < 0.42) shadeNormal(p, BLUEBERRY, 0, 0, 1 - d, light, 0.4, 0.5, WHITE);
        else if (sector === 1 && d < 0.48) setMix(p, BANANA, BANANA_SKIN, smoothstep(0.2, 0.48, d));
        else if (sector === 2) setMix(p, GRANOLA, GRANOLA_LIT, valueNoise(X * 150, Y * 150, seed + 8));
        else if (sector === 3 && d < 0.4) shadeNormal(p, RASPBERRY, 0, 0, 1 - d, light, 0.4, 0.5, WHITE);
      }
    }
    // The food is heaped: brighter toward the light, darker at the rim.
    const k = 1.05 - r * 0.3 - (dx + dy) * 0.08;
    p.r *= k;
    p.g *= k;
    p.b *= k;
  };

  const painter: Painter = (x, y, p) => {
    const X = x / width;
    const Y = y / width;
    // The table.
    if (linen) {
      const weave = valueNoise(X * 500, Y * 40, seed + 11) * 0.5 + valueNoise(X * 40, Y * 500, seed + 12) * 0.5;
      setMix(p, table, tableLight, weave);
    } else {
      const plank = (X * 5) | 0;
      const grain = sin(X * 140 + fbm(X * 4, Y * 2, seed + plank, 3) * 12) * 0.5 + 0.5;
      setMix(p, table, tableDark, grain * 0.5 + valueNoise(X * 30, Y * 400, seed + 13) * 0.3);
      const seam = X * 5 - plank;
      if (seam < 0.012) setMix(p, tableSeam, table, 0.2);
    }
    // A napkin folded at the side, and the plate's soft shadow down and to the right.
    const nx = (X - napkinX) / 0.16;
    const ny = (Y - cy) / (aspect * 0.35);
    if (nx > -1 && nx < 1 && ny > -1 && ny < 1) {
      const fold = valueNoise(X * 60, Y * 6, seed + 14);
      setMix(p, napkin, napkinLight, fold * 0.6 + valueNoise(X * 600, Y * 600, seed + 15) * 0.2);
      // A fork on the napkin: a handle and four tines.
      const fx = X - napkinX;
      const onHandle = fx > -0.012 && fx < 0.012 && ny > -0.2 && ny < 0.9;
      const tines = ny > -0.55 && ny < -0.2 && fx > -0.022 && fx < 0.022 && (((fx + 0.022) * 180) | 0) % 2 === 0;
      if (onHandle || tines) setMix(p, STEEL, STEEL_LIT, smoothstep(-0.012, 0.012, -fx));
    }
    const sx = X - cx - 0.025;
    const sy = Y - cy - 0.03;
    const sd = sqrt(sx * sx + sy * sy) / R;
    if (sd < 1.08) {
      const k = 1 - 0.4 * smoothstep(1.08, 0.85, sd);
      p.r *= k;
      p.g *= k;
      p.b *= k;
    }
    // The plate: a rim that catches the light, and its well with the food.
    const dx = (X - cx) / R;
    const dy = (Y - cy) / R;
    const d = sqrt(dx * dx + dy * dy);
    if (d < 1) {
      const rim = d > 0.74;
      setMix(p, plate, plateLight, rim ? smoothstep(1, 0.8, d) * (0.6 - (dx + dy) * 0.3) : 0.2);
      if (rim && d > 0.97) over(p, BLACK, 0.25);
      if (d < 0.74) over(p, BLACK, smoothstep(0.6, 0.74, d) * 0.12);
      if (d < 0.66) {
        const fx = dx / 0.66;
        const fy = dy / 0.66;
        const heap = (fbm(X * 12, Y * 12, seed + 20, 2) - 0.5) * 0.25;
        if (fx * fx + fy * fy < 0.85 + heap) paintFood(X, Y, fx, fy, p);
      }
    }
    vignette(p, x / width, y / height, 0.45);
  };
  return painter;
};
