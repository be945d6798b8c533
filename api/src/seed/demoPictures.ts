// The demo world's pictures are drawn the first time someone asks for one, and kept: a first start
// no longer draws all 693 in four sizes (a minute of both cores here) before it serves, and a test
// run draws only the ones its pages show. A file once drawn is the static file server's to send.

import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { ImageSizeKey } from 'shared-contracts/api';
import type { PictureScene } from '../storage/worldImport';
import type { PictureSpec } from './pictures/picture';
import { PICTURE_SCENES } from './pictures/sceneChoice';
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

/** The demo world's pictures, listed in the media folder (a dot file: never served) by the first server that needed them. */
export const PICTURE_LIST_FILE = '.demo-pictures.json';

type Listed = [signature: string, width: number, height: number, scene: PictureScene];

function readList(file: string): ReadonlyMap<string, PictureSpec> | null {
  try {
    const listed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(listed)) return null;
    const pictures = new Map<string, PictureSpec>();
    for (const entry of listed as unknown[]) {
      if (!Array.isArray(entry)) return null;
      const [signature, width, height, scene] = entry as unknown[];
      const known = PICTURE_SCENES.find((name) => name === scene);
      if (typeof signature !== 'string' || typeof width !== 'number' || typeof height !== 'number' || !known) return null;
      pictures.set(signature, { signature, width, height, scene: known });
    }
    return pictures;
  } catch {
    return null;
  }
}

/**
 * The demo world's pictures by signature, from the media folder's list; without one (or with one
 * that is not a list of pictures) the world is built, about a second of a server's thread, and the
 * list written for the next server on the folder: every e2e suite's server shares one.
 */
export function demoWorldPictures(mediaDir: string): () => ReadonlyMap<string, PictureSpec> {
  let pictures: ReadonlyMap<string, PictureSpec> | undefined;
  return () => {
    if (pictures) return pictures;
    const file = path.join(mediaDir, PICTURE_LIST_FILE);
    const read = readList(file);
    if (read) return (pictures = read);
    const built = new Map(createDemoWorld({ now: new Date() }).images.map((image) => [image.signature, image]));
    pictures = built;
    const listed: Listed[] = [...built.values()].map(({ signature, width, height, scene }) => [signature, width, height, scene]);
    try {
      mkdirSync(mediaDir, { recursive: true });
      const temp = `${file}.${process.pid}.tmp`;
      writeFileSync(temp, JSON.stringify(listed));
      renameSync(temp, file);
    } catch {
      // Only a saving for the next server: this one draws all the same.
    }
    return pictures;
  };
}

export function createDemoPictures(
  mediaDir: string,
  pictures: () => ReadonlyMap<string, PictureSpec> = demoWorldPictures(mediaDir),
): DemoPictures {
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

  const draw = async (image: PictureSpec, size: ImageSizeKey): Promise<boolean> => {
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
