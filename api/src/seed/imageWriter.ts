// Turns each SeedImage into JPEG files: a flat background in the image's colour (so its dominant
// colour really is `color`) with one pattern-dependent shape, in every served size.

import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { IMAGE_SIZES, imageSizeDimensions } from '../media/imageUrls';
import type { ImageSizeKey } from 'shared-contracts';
import type { SeedImage } from './world';

export { IMAGE_SIZES, imageSizeDimensions };

export interface WriteImagesOptions {
  concurrency?: number;
  onProgress?: (done: number, total: number) => void;
}

export async function writeImages(
  images: SeedImage[],
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

async function allExist(image: SeedImage, dir: string): Promise<boolean> {
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

async function writeOne(image: SeedImage, dir: string): Promise<void> {
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

/**
 * The picture as raw RGB: background fill, then one shape drawn as horizontal spans. Every shape
 * covers well under half the area, so the background stays the dominant colour.
 */
function drawImage(image: SeedImage): Buffer {
  const { width: w, height: h } = image;
  const buf = Buffer.alloc(w * h * 3);
  buf.fill(Buffer.from(parseColor(image.color)));
  const shade = Buffer.from(shadeOf(parseColor(image.color)));
  const span = (y: number, x0: number, x1: number) => {
    const a = Math.max(0, Math.floor(x0));
    const b = Math.min(w, Math.ceil(x1));
    if (y < 0 || y >= h || b <= a) return;
    buf.fill(shade, (y * w + a) * 3, (y * w + b) * 3);
  };
  const min = Math.min(w, h);
  const cx = w / 2;
  const cy = h / 2;
  switch (((image.pattern % 6) + 6) % 6) {
    case 0: {
      // Three horizontal stripes (15% of the area).
      const t = Math.max(1, Math.round(h / 20));
      for (const c of [0.25, 0.5, 0.75]) for (let y = Math.round(h * c - t / 2); y < Math.round(h * c + t / 2); y++) span(y, 0, w);
      break;
    }
    case 1: {
      // A centred disc (at most ~20%).
      const r = min * 0.25;
      for (let y = Math.floor(cy - r); y <= Math.ceil(cy + r); y++) {
        const dy = y + 0.5 - cy;
        if (Math.abs(dy) > r) continue;
        const dx = Math.sqrt(r * r - dy * dy);
        span(y, cx - dx, cx + dx);
      }
      break;
    }
    case 2: {
      // A diagonal band from top-left to bottom-right.
      const band = w * 0.16;
      for (let y = 0; y < h; y++) {
        const x = (y / h) * w;
        span(y, x - band / 2, x + band / 2);
      }
      break;
    }
    case 3: {
      // A grid of thin lines (~16%).
      const step = Math.max(8, Math.round(min / 6));
      const t = Math.max(1, Math.round(step / 12));
      for (let y = 0; y < h; y++) {
        if (y % step < t) span(y, 0, w);
        else for (let x = 0; x < w; x += step) span(y, x, x + t);
      }
      break;
    }
    case 4: {
      // Three vertical stripes (15%).
      const t = Math.max(1, Math.round(w / 20));
      for (let y = 0; y < h; y++) for (const c of [0.25, 0.5, 0.75]) span(y, w * c - t / 2, w * c + t / 2);
      break;
    }
    default: {
      // A ring (~13% at most).
      const outer = min * 0.3;
      const inner = min * 0.22;
      for (let y = Math.floor(cy - outer); y <= Math.ceil(cy + outer); y++) {
        const dy = y + 0.5 - cy;
        if (Math.abs(dy) > outer) continue;
        const dxo = Math.sqrt(outer * outer - dy * dy);
        if (Math.abs(dy) >= inner) span(y, cx - dxo, cx + dxo);
        else {
          const dxi = Math.sqrt(inner * inner - dy * dy);
          span(y, cx - dxo, cx - dxi);
          span(y, cx + dxi, cx + dxo);
        }
      }
      break;
    }
  }
  return buf;
}
