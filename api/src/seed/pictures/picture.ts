// A demo picture's pixels: its scene painted at its render size, the same every time for the same
// picture (the scene's draws are seeded by the picture's signature). Pictures wider than
// RENDER_MAX_WIDTH are painted at that width and scaled up by the encoder: painting every pixel
// of 693 originals up to 1,200 px wide would take minutes of a first start.

import type { PictureScene, WorldImage } from '../../storage/worldImport';
import { Rng } from '../demoWorld/random';
import { dominantColour } from './dominantColour';
import { paintAll, paintAt } from './render';
import type { Frame, Painter, SceneMaker } from './scene';
import { fabric } from './scenes/fabric';
import { food } from './scenes/food';
import { illustration } from './scenes/illustration';
import { landscape } from './scenes/landscape';
import { room } from './scenes/room';
import { stillLife } from './scenes/stillLife';

export const RENDER_MAX_WIDTH = 368;

const SCENES: Readonly<Record<PictureScene, SceneMaker>> = { landscape, stillLife, room, food, fabric, illustration };

export type PictureSpec = Pick<WorldImage, 'signature' | 'width' | 'height' | 'scene'>;

/** The size the picture is painted at: its own, or RENDER_MAX_WIDTH wide at its ratio. */
export function renderFrame(picture: Pick<WorldImage, 'width' | 'height'>): Frame {
  const width = Math.min(picture.width, RENDER_MAX_WIDTH);
  return { width, height: Math.max(1, Math.round((picture.height * width) / picture.width)) };
}

/** The seed the signature gives: its first 32 bits. */
function seedOf(signature: string): number {
  return Number.parseInt(signature.slice(0, 8), 16) >>> 0;
}

function painterOf(picture: PictureSpec, frame: Frame): Painter {
  return SCENES[picture.scene](new Rng(seedOf(picture.signature)), frame);
}

/** Every pixel at the render size, as raw RGB. */
export function paintPicture(picture: PictureSpec): { pixels: Buffer; frame: Frame } {
  const frame = renderFrame(picture);
  return { pixels: paintAll(painterOf(picture, frame), frame.width, frame.height, seedOf(picture.signature)), frame };
}

/** Only the pixels at the given columns and rows of the render size: the same values paintPicture gives there. */
export function paintPictureAt(picture: PictureSpec, xs: readonly number[], ys: readonly number[]): Buffer {
  return paintAt(painterOf(picture, renderFrame(picture)), xs, ys, seedOf(picture.signature));
}

/** Samples a side for the dominant colour: 24 x 24 is plenty for the most common colour, and quick. */
const COLOUR_SAMPLES = 24;

/** Evenly spread pixel positions along a side. */
function spread(length: number, count: number): number[] {
  const n = Math.min(length, count);
  return Array.from({ length: n }, (_, i) => Math.floor(((i + 0.5) * length) / n));
}

/** The picture's dominant colour ('#rrggbb'), from its own pixels: its placeholder until it loads. */
export function pictureColour(picture: PictureSpec): string {
  const frame = renderFrame(picture);
  return dominantColour(paintPictureAt(picture, spread(frame.width, COLOUR_SAMPLES), spread(frame.height, COLOUR_SAMPLES)));
}
