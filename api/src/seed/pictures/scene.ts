// What every scene is: given its own random draws and the picture's size, a painter that colours
// one pixel at a time. A pixel depends only on its position, so painting every pixel and sampling a
// few give the very same values (the colour and histogram come from samples).

import type { Rng } from '../demoWorld/random';
import type { Pixel } from './colour';

/** Colours the pixel whose centre is at (x, y), in the picture's own pixels. */
export type Painter = (x: number, y: number, p: Pixel) => void;

export interface Frame {
  width: number;
  height: number;
}

/** Makes one scene's painter: its layout and palette drawn from `rng`, sized for `frame`. */
export type SceneMaker = (rng: Rng, frame: Frame) => Painter;
