// Turns each WorldImage into JPEG files: a flat background in the image's colour (so its dominant
// colour really is `color`) with one pattern-dependent shape, in every served size.

import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_SIZES, imageSizeDimensions } from '../media/imageUrls';
import type { ImageSizeKey } from 'shared-contracts';
import { colourHistogram, samplePositions } from '../media/colourHistogram';
import type { WorldImage } from '../storage/worldImport';

export { IMAGE_SIZES, imageSizeDimensions };

export interface WriteImagesOptions {
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
}

export async function writeImages(
  images: WorldImage[],
  dir: string,
  options: WriteImagesOptions = {},
): Promise<{ written: number; skipped: number }> {
  await Promise.all(IMAGE_SIZES.map((size) => fs.mkdir(path.join(dir, size), { recursive: true })));
  const concurrency = Math.max(1, options.concurrency ?? 4);
  let next = 0;
  let done = 0;
  let written = 0;
  let skipped = 0;
  const worker = async () => {
    while (next < images.length) {
      const image = images[next++];
      if (!image) break;
      if (await allExist(image, dir)) skipped++;
      else {
        await writeOne(image, dir);
        written++;
      }
      done++;
      options.onProgress?.(done, images.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, images.length) }, worker));
  return { written, skipped };
}

function fileFor(dir: string, size: ImageSizeKey, signature: string): string {
  return path.join(dir, size, `${signature}.jpg`);
}

/** How many of `images` are not all there yet, in every size. */
export async function countMissingImages(images: readonly WorldImage[], dir: string): Promise<number> {
  return (await Promise.all(images.map((image) => allExist(image, dir)))).filter((exists) => !exists).length;
}

async function allExist(image: WorldImage, dir: string): Promise<boolean> {
  const checks = await Promise.all(
    IMAGE_SIZES.map((size) =>
      fs.access(fileFor(dir, size, image.signature)).then(
        () => true,
        () => false,
      ),
    ),
  );
  return checks.every(Boolean);
}

async function writeOne(image: WorldImage, dir: string): Promise<void> {
  const { width, height } = image;
  const base = sharp(drawImage(image), { raw: { width, height, channels: 3 } });
  await Promise.all(
    IMAGE_SIZES.map(async (size) => {
      const target = fileFor(dir, size, image.signature);
      // Written beside the target and renamed, so an interrupted run never leaves half a file.
      const temp = `${target}.${randomBytes(4).toString('hex')}.tmp`;
      const dims = imageSizeDimensions(image, size);
      let pipeline = base.clone();
      // Exact dimensions, so the file matches what the API announces for the size.
      if (size !== 'orig') pipeline = pipeline.resize({ width: dims.width, height: dims.height, fit: 'fill' });
      try {
        await pipeline.jpeg({ quality: 80 }).toFile(temp);
        await fs.rename(temp, target);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    }),
  );
}

function parseColor(color: string): [number, number, number] {
  const n = Number.parseInt(color.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** A lighter shade on dark colours, a darker one on light colours. */
function shadeOf([r, g, b]: [number, number, number]): [number, number, number] {
  const brightness = (r * 299 + g * 587 + b * 114) / 1000;
  if (brightness > 140) return [Math.round(r * 0.6), Math.round(g * 0.6), Math.round(b * 0.6)];
  return [Math.round(r + (255 - r) * 0.45), Math.round(g + (255 - g) * 0.45), Math.round(b + (255 - b) * 0.45)];
}

/** A run of shade pixels on row y, [a, b), already clipped to the picture. */
type ShadeRun = (y: number, a: number, b: number) => void;

/**
 * The picture as raw RGB: background fill, then one shape drawn as horizontal spans. Every shape
 * covers well under half the area, so the background stays the dominant colour.
 */
export function drawImage(image: WorldImage): Buffer {
  const { width: w, height: h } = image;
  const buf = Buffer.alloc(w * h * 3);
  buf.fill(Buffer.from(parseColor(image.color)));
  const shade = Buffer.from(shadeOf(parseColor(image.color)));
  const row = shapeRows(image);
  const run: ShadeRun = (y, a, b) => buf.fill(shade, (y * w + a) * 3, (y * w + b) * 3);
  for (let y = 0; y < h; y++) row(y, run);
  return buf;
}

/**
 * The colour histogram of the very pixels drawImage draws, working out only the sampled ones:
 * the shape's runs on the sampled rows, read at the sampled columns (drawing hundreds of pictures
 * whole only to sample them took seconds).
 */
export function seedImageHistogram(image: WorldImage): Buffer {
  const xs = samplePositions(image.width);
  const ys = samplePositions(image.height);
  const sample = Buffer.alloc(xs.length * ys.length * 3);
  sample.fill(Buffer.from(parseColor(image.color)));
  const shade = Buffer.from(shadeOf(parseColor(image.color)));
  const row = shapeRows(image);
  const columns = xs.length;
  ys.forEach((y, j) =>
    row(y, (_y, a, b) => {
      // The sampled columns in [a, b): xs rises by at least 1 a step, so start just before a's place.
      for (let i = Math.max(0, Math.floor((a * columns) / image.width) - 1); i < columns; i++) {
        const x = xs[i] ?? image.width;
        if (x >= b) break;
        if (x >= a) shade.copy(sample, (j * columns + i) * 3);
      }
    }),
  );
  return colourHistogram(sample, columns, ys.length, 3);
}

/** The picture's shape, row by row: the runs of shade on row y, each clipped to the picture. */
function shapeRows(image: WorldImage): (y: number, run: ShadeRun) => void {
  const { width: w, height: h } = image;
  const min = Math.min(w, h);
  const cx = w / 2;
  const cy = h / 2;
  const clipped = (run: ShadeRun, y: number, x0: number, x1: number) => {
    const a = Math.max(0, Math.floor(x0));
    const b = Math.min(w, Math.ceil(x1));
    if (y < 0 || y >= h || b <= a) return;
    run(y, a, b);
  };
  switch (((image.pattern % 6) + 6) % 6) {
    case 0: {
      // Three horizontal stripes (15% of the area).
      const t = Math.max(1, Math.round(h / 20));
      const bands = [0.25, 0.5, 0.75].map((c) => [Math.round(h * c - t / 2), Math.round(h * c + t / 2)] as const);
      return (y, run) => {
        if (bands.some(([from, to]) => y >= from && y < to)) clipped(run, y, 0, w);
      };
    }
    case 1: {
      // A centred disc (at most ~20%).
      const r = min * 0.25;
      return (y, run) => {
        const dy = y + 0.5 - cy;
        if (Math.abs(dy) > r) return;
        const dx = Math.sqrt(r * r - dy * dy);
        clipped(run, y, cx - dx, cx + dx);
      };
    }
    case 2: {
      // A diagonal band from top-left to bottom-right.
      const band = w * 0.16;
      return (y, run) => {
        const x = (y / h) * w;
        clipped(run, y, x - band / 2, x + band / 2);
      };
    }
    case 3: {
      // A grid of thin lines (~16%).
      const step = Math.max(8, Math.round(min / 6));
      const t = Math.max(1, Math.round(step / 12));
      return (y, run) => {
        if (y % step < t) clipped(run, y, 0, w);
        else for (let x = 0; x < w; x += step) clipped(run, y, x, x + t);
      };
    }
    case 4: {
      // Three vertical stripes (15%).
      const t = Math.max(1, Math.round(w / 20));
      return (y, run) => {
        for (const c of [0.25, 0.5, 0.75]) clipped(run, y, w * c - t / 2, w * c + t / 2);
      };
    }
    default: {
      // A ring (~13% at most).
      const outer = min * 0.3;
      const inner = min * 0.22;
      return (y, run) => {
        const dy = y + 0.5 - cy;
        if (Math.abs(dy) > outer) return;
        const dxo = Math.sqrt(outer * outer - dy * dy);
        if (Math.abs(dy) >= inner) clipped(run, y, cx - dxo, cx + dxo);
        else {
          const dxi = Math.sqrt(inner * inner - dy * dy);
          clipped(run, y, cx - dxo, cx - dxi);
          clipped(run, y, cx + dxi, cx + dxo);
        }
      };
    }
  }
}
