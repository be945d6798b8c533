// Turns a WorldImage into JPEG files in the served sizes asked for: its scene painted once at its
// render size (pictures/picture.ts), then scaled by sharp to each size's exact dimensions.

import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_SIZES, imageSizeDimensions } from '../media/imageUrls';
import type { ImageSizeKey } from 'shared-contracts/api';
import { colourHistogram, samplePositions } from '../media/colourHistogram';
import { paintPicture, paintPictureAt, renderFrame, type PictureSpec } from './pictures/picture';
import type { WorldImage } from '../storage/worldImport';

export { IMAGE_SIZES, imageSizeDimensions };

/** Where the picture of this signature is kept in this size. */
export function imageFile(dir: string, size: ImageSizeKey, signature: string): string {
  return path.join(dir, size, `${signature}.jpg`);
}

/** Paints the picture once and writes the files of these sizes (the others are left as they are). */
export async function writeImageSizes(image: PictureSpec, dir: string, sizes: readonly ImageSizeKey[]): Promise<void> {
  await Promise.all(sizes.map((size) => fs.mkdir(path.join(dir, size), { recursive: true })));
  const { pixels, frame } = paintPicture(image);
  const base = sharp(pixels, { raw: { width: frame.width, height: frame.height, channels: 3 } });
  // Sizes of the same dimensions (736x of a picture 736 wide or less, and its orig) are one file's
  // bytes, encoded once.
  const encoded = new Map<string, Promise<Buffer>>();
  const encode = ({ width, height }: { width: number; height: number }): Promise<Buffer> => {
    const key = `${width}x${height}`;
    let bytes = encoded.get(key);
    if (!bytes) {
      // Exact dimensions, so the file matches what the API announces for the size.
      const pipeline =
        width === frame.width && height === frame.height
          ? base.clone()
          : base.clone().resize({ width, height, fit: 'fill', kernel: width > frame.width ? 'linear' : 'lanczos3' });
      bytes = pipeline.jpeg({ quality: 82 }).toBuffer();
      encoded.set(key, bytes);
    }
    return bytes;
  };
  await Promise.all(
    sizes.map(async (size) => {
      const target = imageFile(dir, size, image.signature);
      // Written beside the target and renamed, so an interrupted run never leaves half a file.
      const temp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temp, await encode(imageSizeDimensions(image, size)));
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    }),
  );
}

/** The picture as raw RGB at its render size (renderFrame): what the files are scaled from. */
export function drawImage(image: WorldImage): Buffer {
  return paintPicture(image).pixels;
}

/**
 * The colour histogram of the very pixels drawImage draws, painting only the sampled ones (painting
 * hundreds of pictures whole only to sample them would take a minute).
 */
export function seedImageHistogram(image: WorldImage): Buffer {
  const frame = renderFrame(image);
  const xs = samplePositions(frame.width);
  const ys = samplePositions(frame.height);
  return colourHistogram(paintPictureAt(image, xs, ys), xs.length, ys.length, 3);
}
