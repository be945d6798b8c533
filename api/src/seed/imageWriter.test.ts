import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { colourDistance, colourHistogram, colourHistogramOfFile, HISTOGRAM_TOTAL } from '../media/colourHistogram';
import { drawImage, IMAGE_SIZES, imageSizeDimensions, seedImageHistogram, writeImages } from './imageWriter';
import type { WorldImage } from '../storage/worldImport';

// Small enough to be quick; one narrower than 736 so that size is not upscaled.
const IMAGES: WorldImage[] = [
  { signature: '0123456789abcdef0123456789abcdef', width: 800, height: 1200, color: '#3a7bd5', pattern: 1 },
  { signature: 'fedcba9876543210fedcba9876543210', width: 600, height: 600, color: '#c0392b', pattern: 3 },
  { signature: 'aaaaaaaabbbbbbbbccccccccdddddddd', width: 700, height: 380, color: '#7fb069', pattern: 2 },
];

describe('writeImages', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-images-'));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes every size at the announced dimensions, mostly in the image colour', async () => {
    const progress: number[] = [];
    const result = await writeImages(IMAGES, dir, { concurrency: 2, onProgress: (done, total) => progress.push(done / total) });
    expect(result).toEqual({ written: 3, skipped: 0 });
    expect(progress.at(-1)).toBe(1);

    for (const image of IMAGES) {
      for (const size of IMAGE_SIZES) {
        const file = path.join(dir, size, `${image.signature}.jpg`);
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe('jpeg');
        expect({ width: meta.width, height: meta.height }).toEqual(imageSizeDimensions(image, size));
        const { dominant } = await sharp(file).stats();
        const [r, g, b] = [1, 3, 5].map((i) => parseInt(image.color.slice(i, i + 2), 16));
        expect(Math.abs(dominant.r - r!)).toBeLessThanOrEqual(40);
        expect(Math.abs(dominant.g - g!)).toBeLessThanOrEqual(40);
        expect(Math.abs(dominant.b - b!)).toBeLessThanOrEqual(40);
      }
    }
    expect(imageSizeDimensions(IMAGES[1]!, '736x')).toEqual({ width: 600, height: 600 });
    expect(imageSizeDimensions(IMAGES[0]!, '236x')).toEqual({ width: 236, height: 354 });
    // Only the finished files are left: no temporaries.
    for (const size of IMAGE_SIZES) expect(fs.readdirSync(path.join(dir, size)).every((f) => /^[0-9a-f]{32}\.jpg$/.test(f))).toBe(true);
  });

  it('skips images whose files all exist, and rewrites one with a missing size', async () => {
    expect(await writeImages(IMAGES, dir)).toEqual({ written: 0, skipped: 3 });
    fs.rmSync(path.join(dir, '474x', `${IMAGES[2]!.signature}.jpg`));
    expect(await writeImages(IMAGES, dir)).toEqual({ written: 1, skipped: 2 });
    expect(fs.existsSync(path.join(dir, '474x', `${IMAGES[2]!.signature}.jpg`))).toBe(true);
  });
});

describe('seedImageHistogram', () => {
  const PATTERNS: WorldImage[] = [0, 1, 2, 3, 4, 5].map((pattern, i) => ({
    signature: `${String(i).repeat(32)}`,
    width: [564, 736, 1000, 600, 800, 1200][i] ?? 564,
    height: [900, 736, 1333, 1200, 450, 2640][i] ?? 900,
    color: ['#3a7bd5', '#c0392b', '#7fb069', '#f4d35e', '#2d2a32', '#e8e1d9'][i] ?? '#3a7bd5',
    pattern,
  }));

  it.each(PATTERNS)('is the histogram of the very pixels drawImage draws (pattern $pattern), without drawing them all', (image) => {
    expect(seedImageHistogram(image)).toEqual(colourHistogram(drawImage(image), image.width, image.height, 3));
  });

  it('is close to the histogram of the JPEG file written for the picture', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-histograms-'));
    try {
      await writeImages(PATTERNS, dir);
      for (const image of PATTERNS) {
        const fromFile = await colourHistogramOfFile(path.join(dir, '236x', `${image.signature}.jpg`));
        expect([image.pattern, colourDistance(seedImageHistogram(image), fromFile)! < HISTOGRAM_TOTAL * 0.15]).toEqual([
          image.pattern,
          true,
        ]);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
