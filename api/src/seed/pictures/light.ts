// Light shared by the scenes: a lens's darker corners, and a shaded sphere's normal lit from a
// direction (diffuse plus a glossy highlight), the shape of fruit, bowls and bottles.

import { add, multiply, type Pixel, type Rgb } from './colour';

const { sqrt, pow } = Math;

/** Darkens toward the corners: u and v in [0, 1], strength 0 (none) to about 0.5. */
export function vignette(p: Pixel, u: number, v: number, strength: number): void {
  const dx = u - 0.5;
  const dy = v - 0.5;
  const d = dx * dx + dy * dy;
  multiply(p, 1 - strength * d * 2);
}

export interface Light {
  /** Unit vector toward the light, z toward the viewer. */
  x: number;
  y: number;
  z: number;
}

export function lightFrom(x: number, y: number, z: number): Light {
  const n = sqrt(x * x + y * y + z * z);
  return { x: x / n, y: y / n, z: z / n };
}

/**
 * How a point of a sphere facing (nx, ny, nz) is lit: diffuse in [0, 1]; and the highlight
 * (Blinn-Phong with the viewer straight ahead), added as white-ish light by `gloss`.
 */
export function shadeNormal(
  p: Pixel,
  base: Rgb,
  nx: number,
  ny: number,
  nz: number,
  light: Light,
  ambient: number,
  gloss: number,
  sheen: Rgb,
): void {
  const diffuse = nx * light.x + ny * light.y + nz * light.z;
  const lit = ambient + (1 - ambient) * (diffuse > 0 ? diffuse : 0);
  p.r = base[0] * lit;
  p.g = base[1] * lit;
  p.b = base[2] * lit;
  if (gloss > 0) {
    const hx = light.x;
    const hy = light.y;
    const hz = light.z + 1;
    const hn = sqrt(hx * hx + hy * hy + hz * hz);
    const spec = (nx * hx + ny * hy + nz * hz) / hn;
    if (spec > 0) add(p, sheen, gloss * pow(spec, 40));
  }
}
