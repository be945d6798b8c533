// The demo world's pictures are drawn the first time someone asks for one, and kept: a first start
// no longer draws all 693 in four sizes (a minute of both cores here) before it serves, and a test
// run draws only the ones its pages show. A file once drawn is the static file server's to send.

import { randomBytes } from 'node:crypto';
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
   * not have (an upload's, or none), and for one whose drawing failed a moment ago (a full disk),
   * which the file server then answers as missing. A drawing that fails rejects.
   */
  ensure: (size: ImageSizeKey, signature: string) => Promise<boolean>;
}

/** The demo picture with this signature, or undefined when the demo world has none. */
export type PictureLookup = (signature: string) => PictureSpec | undefined;

/** Pictures drawn at once: painting is the server's own thread, the encoding libvips's. */
const AT_ONCE = 2;
/** A file whose drawing failed is not tried again for this long: each try paints it whole. */
const RETRY_AFTER_MS = 60_000;

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** The demo world's pictures, listed in the media folder (a dot file: never served) by the first server that needed them. */
export const PICTURE_LIST_FILE = '.demo-pictures.json';

type Listed = [signature: string, width: number, height: number, scene: PictureScene];

function readList(file: string): Map<string, PictureSpec> | null {
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

function writeList(mediaDir: string, file: string, pictures: ReadonlyMap<string, PictureSpec>): void {
  const listed: Listed[] = [...pictures.values()].map(({ signature, width, height, scene }) => [signature, width, height, scene]);
  try {
    mkdirSync(mediaDir, { recursive: true });
    const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    writeFileSync(temp, JSON.stringify(listed));
    renameSync(temp, file);
  } catch {
    // Only a saving for the next server: this one draws all the same.
  }
}

/**
 * The demo world's pictures, from the media folder's list; without one (or with one that is not a
 * list of pictures) the world is built, about a second of a server's thread, and the list written
 * for the next server on the folder: every e2e suite's server shares one. A signature the list
 * lacks builds the world once more, in case an older build wrote the list.
 */
export function demoWorldPictures(mediaDir: string): PictureLookup {
  const file = path.join(mediaDir, PICTURE_LIST_FILE);
  let pictures: Map<string, PictureSpec> | undefined;
  let built = false;
  const build = () => {
    built = true;
    const world = new Map(createDemoWorld({ now: new Date() }).images.map((image): [string, PictureSpec] => [image.signature, image]));
    writeList(mediaDir, file, world);
    return world;
  };
  return (signature) => {
    pictures ??= readList(file) ?? build();
    const found = pictures.get(signature);
    if (found || built) return found;
    pictures = build();
    return pictures.get(signature);
  };
}

export function createDemoPictures(mediaDir: string, pictures: PictureLookup = demoWorldPictures(mediaDir)): DemoPictures {
  // One drawing per file however many ask for it at once.
  const drawing = new Map<string, Promise<boolean>>();
  const failedAt = new Map<string, number>();
  let running = 0;
  const waiting: Array<() => void> = [];
  const turn = async () => {
    if (running < AT_ONCE) running++;
    // A finished drawing hands its place straight to the next in line.
    else await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const done = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  const draw = async (image: PictureSpec, size: ImageSizeKey): Promise<boolean> => {
    await turn();
    try {
      try {
        await writeImageSizes(image, mediaDir, [size]);
      } catch (error) {
        // Another server starting on the same folder may have taken an unfinished file: once more.
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
      if (Date.now() - (failedAt.get(file) ?? -Infinity) < RETRY_AFTER_MS) return false;
      const image = pictures(signature);
      if (!image) return false;
      let pending = drawing.get(file);
      if (!pending) {
        pending = draw(image, size)
          .catch((error: unknown) => {
            failedAt.set(file, Date.now());
            throw error;
          })
          .finally(() => drawing.delete(file));
        drawing.set(file, pending);
      }
      return pending;
    },
  };
}
