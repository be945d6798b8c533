// Colours as [r, g, b] in 0..255, a pixel being painted as a mutable { r, g, b }, and the few blends
// the scenes paint with. The per-pixel helpers write into the pixel rather than allocate a colour.

export type Rgb = readonly [number, number, number];

/** The pixel a scene paints: 0..255 per channel, clamped when it is written out. */
export interface Pixel {
  r: number;
  g: number;
  b: number;
}

const { abs } = Math;

export const BLACK: Rgb = [0, 0, 0];
export const WHITE: Rgb = [255, 255, 255];

/** Hue in degrees, saturation and lightness in [0, 1]. */
export function hsl(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 60;
  const c = (1 - abs(2 * l - 1)) * s;
  const x = c * (1 - abs((hue % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = hue < 1 ? [c, x, 0] : hue < 2 ? [x, c, 0] : hue < 3 ? [0, c, x] : hue < 4 ? [0, x, c] : hue < 5 ? [x, 0, c] : [c, 0, x];
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

export function scale(a: Rgb, k: number): Rgb {
  return [a[0] * k, a[1] * k, a[2] * k];
}

/** The pixel becomes a + (b - a) * t. */
export function setMix(p: Pixel, a: Rgb, b: Rgb, t: number): void {
  p.r = a[0] + (b[0] - a[0]) * t;
  p.g = a[1] + (b[1] - a[1]) * t;
  p.b = a[2] + (b[2] - a[2]) * t;
}

/** A layer of `c` with opacity t over what the pixel already has. */
export function over(p: Pixel, c: Rgb, t: number): void {
  p.r += (c[0] - p.r) * t;
  p.g += (c[1] - p.g) * t;
  p.b += (c[2] - p.b) * t;
}

/** The pixel becomes c * k (a colour under light k). */
export function setLit(p: Pixel, c: Rgb, k: number): void {
  p.r = c[0] * k;
  p.g = c[1] * k;
  p.b = c[2] * k;
}

export function multiply(p: Pixel, k: number): void {
  p.r *= k;
  p.g *= k;
  p.b *= k;
}

/** Light added on top (a highlight, a glow). */
export function add(p: Pixel, c: Rgb, k: number): void {
  p.r += c[0] * k;
  p.g += c[1] * k;
  p.b += c[2] * k;
}

/** 0 at `a`, 1 at `b` and beyond, smooth between (a > b runs the other way). */
export function smoothstep(a: number, b: number, x: number): number {
  const u = (x - a) / (b - a);
  const t = u <= 0 ? 0 : u >= 1 ? 1 : u;
  return t * t * (3 - 2 * t);
}

export function clamp01(x: number): number {
  return x < 0 ? 0 : x > 1 ? 1 : x;
}
