import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { WorldImage } from '../storage/worldImport';
import type * as DemoWorld from './demoWorld';
import { createDemoWorld } from './demoWorld';
import { createDemoPictures, demoWorldPictures, PICTURE_LIST_FILE, type PictureLookup } from './demoPictures';
import type * as ImageWriter from './imageWriter';
import { imageFile, imageSizeDimensions, writeImageSizes } from './imageWriter';
import { pictureColour } from './pictures/picture';

jest.mock('./demoWorld', () => {
  const actual = jest.requireActual<typeof DemoWorld>('./demoWorld');
  return { ...actual, createDemoWorld: jest.fn(actual.createDemoWorld) };
});
const worldBuilds = createDemoWorld as jest.MockedFunction<typeof createDemoWorld>;
jest.mock('./imageWriter', () => {
  const actual = jest.requireActual<typeof ImageWriter>('./imageWriter');
  return { ...actual, writeImageSizes: jest.fn(actual.writeImageSizes) };
});
const drawings = writeImageSizes as jest.MockedFunction<typeof writeImageSizes>;

const LANDSCAPE = { signature: '0123456789abcdef0123456789abcdef', width: 800, height: 1200, scene: 'landscape' } as const;
const IMAGE: WorldImage = { ...LANDSCAPE, color: pictureColour(LANDSCAPE) };

describe('the demo pictures, drawn when first asked for', () => {
  let dir: string;
  let looked: number;
  const world: PictureLookup = (signature) => {
    looked++;
    return signature === IMAGE.signature ? IMAGE : undefined;
  };
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'demo-pictures-'));
    looked = 0;
    drawings.mockClear();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('draws a missing file once, however many ask for it at once, at the dimensions announced for its size', async () => {
    const pictures = createDemoPictures(dir, world);
    expect(await Promise.all([1, 2, 3].map(() => pictures.ensure('736x', IMAGE.signature)))).toEqual([true, true, true]);
    expect(drawings).toHaveBeenCalledTimes(1);
    const meta = await sharp(imageFile(dir, '736x', IMAGE.signature)).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      ...imageSizeDimensions(IMAGE, '736x'),
    });
    // Only that size, and no unfinished file.
    expect(readdirSync(dir).flatMap((size) => readdirSync(path.join(dir, size)).map((file) => `${size}/${file}`))).toEqual([
      `736x/${IMAGE.signature}.jpg`,
    ]);
  });

  it('leaves a file that is there alone, without looking in the world', async () => {
    const pictures = createDemoPictures(dir, world);
    await pictures.ensure('236x', IMAGE.signature);
    const drawn = statSync(imageFile(dir, '236x', IMAGE.signature)).mtimeMs;
    const again = createDemoPictures(dir, world);
    expect(await again.ensure('236x', IMAGE.signature)).toBe(true);
    expect(statSync(imageFile(dir, '236x', IMAGE.signature)).mtimeMs).toBe(drawn);
    expect(looked).toBe(1);
    expect(drawings).toHaveBeenCalledTimes(1);
  });

  it('answers false for a signature the demo world does not have, and draws nothing', async () => {
    const pictures = createDemoPictures(dir, world);
    expect(await pictures.ensure('orig', 'ffffffffffffffffffffffffffffffff')).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('says a drawing that failed, then leaves that file missing for a minute rather than paint it on every request', async () => {
    const pictures = createDemoPictures(dir, world);
    drawings.mockRejectedValueOnce(new Error('no space left on the device'));
    await expect(pictures.ensure('474x', IMAGE.signature)).rejects.toThrow('no space left on the device');
    expect(await pictures.ensure('474x', IMAGE.signature)).toBe(false);
    expect(drawings).toHaveBeenCalledTimes(1);
    // Another size is its own file.
    expect(await pictures.ensure('236x', IMAGE.signature)).toBe(true);
  });
});

describe("the demo world's list of pictures in a media folder", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'demo-picture-list-'));
    worldBuilds.mockClear();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A picture of the demo world, found without counting as a world the code under test built. */
  const [picture] = jest.requireActual<typeof DemoWorld>('./demoWorld').createDemoWorld({ now: new Date() }).images;
  if (!picture) throw new Error('the demo world has no pictures');
  const spec = { signature: picture.signature, width: picture.width, height: picture.height, scene: picture.scene };

  it('is written by the first server that needs it, and the next reads it rather than build the world', () => {
    expect(demoWorldPictures(dir)(picture.signature)).toEqual(expect.objectContaining(spec));
    expect(worldBuilds).toHaveBeenCalledTimes(1);
    expect(demoWorldPictures(dir)(picture.signature)).toEqual(spec);
    expect(worldBuilds).toHaveBeenCalledTimes(1);
  });

  it('is built again, once, for a signature it lacks: an older build may have written it', () => {
    writeFileSync(path.join(dir, PICTURE_LIST_FILE), JSON.stringify([['0123456789abcdef0123456789abcdef', 800, 1200, 'landscape']]));
    const lookup = demoWorldPictures(dir);
    expect(lookup(picture.signature)).toEqual(expect.objectContaining(spec));
    expect(lookup('ffffffffffffffffffffffffffffffff')).toBeUndefined();
    expect(worldBuilds).toHaveBeenCalledTimes(1);
    expect(demoWorldPictures(dir)(picture.signature)).toEqual(spec);
  });

  it('is built again, and written, where the file is not a list of pictures', () => {
    writeFileSync(path.join(dir, PICTURE_LIST_FILE), JSON.stringify([['abc', 1, 1, 'no such scene']]));
    expect(demoWorldPictures(dir)(picture.signature)).toEqual(expect.objectContaining(spec));
    expect(worldBuilds).toHaveBeenCalledTimes(1);
    expect(readFileSync(path.join(dir, PICTURE_LIST_FILE), 'utf8')).not.toContain('no such scene');
    expect(demoWorldPictures(dir)(picture.signature)).toEqual(spec);
    expect(worldBuilds).toHaveBeenCalledTimes(1);
  });
});
