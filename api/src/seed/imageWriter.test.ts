import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { colourDistance, colourHistogram, colourHistogramOfFile, HISTOGRAM_TOTAL } from '../media/colourHistogram';
import { drawImage, IMAGE_SIZES, imageSizeDimensions, seedImageHistogram, writeImageSizes } from './imageWriter';
import { pictureColour, renderFrame } from './pictures/picture';
import { PICTURE_SCENES } from './pictures/sceneChoice';
import type { PictureScene, WorldImage } from '../storage/worldImport';

const picture = (signature: string, width: number, height: number, scene: PictureScene): WorldImage => ({
  signature,
  width,
  height,
  scene,
  color: pictureColour({ signature, width, height, scene }),
});

// Small enough to be quick; one narrower than 736 so that size is not upscaled.
const IMAGES: WorldImage[] = [
  picture('0123456789abcdef0123456789abcdef', 800, 1200, 'landscape'),
  picture('fedcba9876543210fedcba9876543210', 600, 600, 'fabric'),
  picture('aaaaaaaabbbbbbbbccccccccdddddddd', 700, 380, 'room'),
];

describe('writeImageSizes', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-images-'));
  });
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes every size at the announced dimensions, with its announced colour among its own', async () => {
    await Promise.all(IMAGES.map((image) => writeImageSizes(image, dir, IMAGE_SIZES)));

    for (const image of IMAGES) {
      for (const size of IMAGE_SIZES) {
        const file = path.join(dir, size, `${image.signature}.jpg`);
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe('jpeg');
        expect({ width: meta.width, height: meta.height }).toEqual(imageSizeDimensions(image, size));
        // The placeholder is a colour the picture has: a good share of its pixels are near it.
        const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
        const [r, g, b] = [1, 3, 5].map((i) => parseInt(image.color.slice(i, i + 2), 16)) as [number, number, number];
        let near = 0;
        for (let i = 0; i + 2 < data.length; i += info.channels)
          if (Math.abs((data[i] ?? 0) - r) + Math.abs((data[i + 1] ?? 0) - g) + Math.abs((data[i + 2] ?? 0) - b) < 60) near++;
        expect({ size, share: near / (info.width * info.height) > 0.05 }).toEqual({ size, share: true });
      }
    }
    expect(imageSizeDimensions(IMAGES[1]!, '736x')).toEqual({ width: 600, height: 600 });
    expect(imageSizeDimensions(IMAGES[0]!, '236x')).toEqual({ width: 236, height: 354 });
    // Only the finished files are left: no temporaries.
    for (const size of IMAGE_SIZES) expect(fs.readdirSync(path.join(dir, size)).every((f) => /^[0-9a-f]{32}\.jpg$/.test(f))).toBe(true);
  });

  it('writes only the sizes asked for', async () => {
    const only = path.join(dir, 'only');
    await writeImageSizes(IMAGES[0]!, only, ['474x']);
    expect(fs.readdirSync(path.join(only, '474x'))).toEqual([`${IMAGES[0]!.signature}.jpg`]);
    expect(['236x', '736x', 'orig'].filter((size) => fs.existsSync(path.join(only, size, `${IMAGES[0]!.signature}.jpg`)))).toEqual([]);
  });
});

describe('seedImageHistogram', () => {
  const SCENES: WorldImage[] = PICTURE_SCENES.map((scene, i) =>
    picture(`${String(i).repeat(32)}`, [564, 736, 1000, 600, 800, 1200][i] ?? 564, [900, 736, 1333, 1200, 450, 2640][i] ?? 900, scene),
  );

  it.each(SCENES)('is the histogram of the very pixels drawImage draws ($scene), without drawing them all', (image) => {
    const frame = renderFrame(image);
    expect(seedImageHistogram(image)).toEqual(colourHistogram(drawImage(image), frame.width, frame.height, 3));
  });

  it('is close to the histogram of the JPEG file written for the picture', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-histograms-'));
    try {
      await Promise.all(SCENES.map((image) => writeImageSizes(image, dir, ['236x'])));
      for (const image of SCENES) {
        const fromFile = await colourHistogramOfFile(path.join(dir, '236x', `${image.signature}.jpg`));
        expect([image.scene, colourDistance(seedImageHistogram(image), fromFile)! < HISTOGRAM_TOTAL * 0.15]).toEqual([image.scene, true]);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
