// The demo world's pictures are drawn the first time someone asks for one, and kept: a first start
// no longer draws all 693 in four sizes (a minute of both cores here) before it serves, and a test
// run draws only the ones its pages show. A file once drawn is the static file server's to send.

import { access } from 'node:fs/promises';
import type { ImageSizeKey } from 'shared-contracts/api';
import type { WorldImage } from '../storage/worldImport';
import { createDemoWorld } from './demoWorld';
import { imageFile, writeImageSizes } from './imageWriter';

export interface DemoPictures {
  /**
   * Draws the file of this size of the demo picture with this signature, if it is one and the file
   * is missing. Answers whether the file is there now: false for a signature the demo world does
   * not have (an upload's, or none), which the file server then answers as missing.
   */
  ensure: (size: ImageSizeKey, signature: string) => Promise<boolean>;
}

/** Pictures drawn at once: painting is the server's own thread, the encoding libvips's. */
const AT_ONCE = 2;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** The demo world's pictures by signature; the world is built (about half a second) only when a picture is first missing. */
export function demoWorldPictures(): () => ReadonlyMap<string, WorldImage> {
  let pictures: ReadonlyMap<string, WorldImage> | undefined;
  return () => (pictures ??= new Map(createDemoWorld({ now: new Date() }).images.map((image) => [image.signature, image])));
}

export function createDemoPictures(mediaDir: string, pictures: () => ReadonlyMap<string, WorldImage> = demoWorldPictures()): DemoPictures {
  // One drawing per file however many ask for it at once.
  const drawing = new Map<string, Promise<boolean>>();
  let running = 0;
  const waiting: Array<() => void> = [];
  const turn = async () => {
    if (running >= AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
  };
  const done = () => {
    running--;
    waiting.shift()?.();
  };

  const draw = async (image: WorldImage, size: ImageSizeKey): Promise<boolean> => {
    await turn();
    try {
      try {
        await writeImageSizes(image, mediaDir, [size]);
      } catch (error) {
        // Another server starting on the same folder removes unfinished files (*.tmp): once more.
        if (!isMissing(error)) throw error;
        await writeImageSizes(image, mediaDir, [size]);
      }
      return true;
    } finally {
      done();
    }
  };

  return {
    async ensure(size, signature) {
      const file = imageFile(mediaDir, size, signature);
      if (await exists(file)) return true;
      const image = pictures().get(signature);
      if (!image) return false;
      let pending = drawing.get(file);
      if (!pending) {
        pending = draw(image, size).finally(() => drawing.delete(file));
        drawing.set(file, pending);
      }
      return pending;
    },
  };
}
