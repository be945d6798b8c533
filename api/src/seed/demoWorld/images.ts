// Every picture in the world, drawn in the order the world asks for them: a picture's signature
// comes from its position, so the same draws give the same files.

import { createHash } from 'node:crypto';
import type { WorldImage } from '../../storage/worldImport';
import type { Rng } from './random';

export type NewImage = (shape: 'pin' | 'square' | 'tall' | 'video') => WorldImage;

export interface DemoImages {
  /** The pictures drawn so far, in order. */
  images: WorldImage[];
  newImage: NewImage;
}

function md5(text: string): string {
  return createHash('md5').update(text).digest('hex');
}

/** A dominant colour with a real hue, never close to white. */
function randomColor(rng: Rng): string {
  const h = rng.float() * 360;
  const s = 0.3 + rng.float() * 0.55;
  const l = 0.25 + rng.float() * 0.45;
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] = h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  const hex = (v: number) =>
    Math.round((v + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

export function createImages(rng: Rng): DemoImages {
  const images: WorldImage[] = [];
  const newImage: NewImage = (shape) => {
    const signature = md5(`pinboard-demo-image-${images.length}`);
    const width = rng.pick([564, 564, 564, 600, 640, 736, 736, 800, 900, 1000, 1200]);
    let ratio: number;
    if (shape === 'square') ratio = 1;
    else if (shape === 'tall') ratio = 16 / 9;
    else if (shape === 'video') ratio = rng.pick([9 / 16, 1, 16 / 9, 16 / 9]);
    else ratio = rng.pick([0.5, 0.6, 0.75, 0.8, 1, 1, 1.25, 1.33, 1.4, 1.5, 1.5, 1.5, 1.6, 1.78, 2, 2.2]);
    const height = Math.min(Math.floor(width * 2.2), Math.max(Math.ceil(width * 0.5), Math.round(width * ratio)));
    const image: WorldImage = { signature, width, height, color: randomColor(rng), pattern: rng.int(0, 5) };
    images.push(image);
    return image;
  };
  return { images, newImage };
}
