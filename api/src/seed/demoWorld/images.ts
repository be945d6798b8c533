// Every picture in the world, drawn in the order the world asks for them: a picture's signature
// comes from its position, so the same draws give the same files. Its scene suits what its pin is
// about, and its dominant colour is worked out from the scene's own pixels.

import { createHash } from 'node:crypto';
import type { WorldImage } from '../../storage/worldImport';
import { pictureColour } from '../pictures/picture';
import { sceneFor, type PictureSubject } from '../pictures/sceneChoice';
import type { Rng } from './random';

/** A new picture of a shape, showing a scene that suits `subject` (an interest's name, 'recipe', 'avatar'). */
export type NewImage = (shape: 'pin' | 'square' | 'tall' | 'video', subject?: PictureSubject) => WorldImage;

export interface DemoImages {
  /** The pictures drawn so far, in order. */
  images: WorldImage[];
  newImage: NewImage;
}

function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

/**
 * h/w ratios from the spec's own image sizes, weighted toward portrait as pins are: the topic
 * crops 278 by 424 (wide) and 508 by 640 (narrow), the squares 60x60 and 136x136, and the board
 * covers 400x300 and 216x146 and the 600x315 share image for landscape pictures.
 */
export const PIN_RATIOS: readonly number[] = [
  ...Array<number>(5).fill(424 / 278),
  ...Array<number>(4).fill(640 / 508),
  ...Array<number>(3).fill(1),
  ...Array<number>(2).fill(300 / 400),
  146 / 216,
  315 / 600,
];

export function createImages(rng: Rng): DemoImages {
  const images: WorldImage[] = [];
  const newImage: NewImage = (shape, subject) => {
    const signature = md5(`pinboard-demo-image-${images.length}`);
    const width = rng.pick([564, 564, 564, 600, 640, 736, 736, 800, 900, 1000, 1200]);
    let ratio: number;
    if (shape === 'square') ratio = 1;
    else if (shape === 'tall') ratio = 16 / 9;
    else if (shape === 'video') ratio = rng.pick([9 / 16, 1, 16 / 9, 16 / 9]);
    else ratio = rng.pick(PIN_RATIOS);
    const height = Math.min(Math.floor(width * 2.2), Math.max(Math.ceil(width * 0.5), Math.round(width * ratio)));
    const scene = sceneFor(subject, rng.float());
    // Three more draws than the scene needs, as the flat pictures drew (a colour and a pattern):
    // every later draw of the world, and so every pin, board and person, stays what it was.
    rng.float();
    rng.float();
    rng.int(0, 5);
    const image: WorldImage = { signature, width, height, color: pictureColour({ signature, width, height, scene }), scene };
    images.push(image);
    return image;
  };
  return { images, newImage };
}
