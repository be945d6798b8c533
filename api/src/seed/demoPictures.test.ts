import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { WorldImage } from '../storage/worldImport';
import type * as DemoWorld from './demoWorld';
import { createDemoWorld } from './demoWorld';
import { createDemoPictures, demoWorldPictures, PICTURE_LIST_FILE } from './demoPictures';
import { imageFile, imageSizeDimensions } from './imageWriter';
import { pictureColour } from './pictures/picture';

jest.mock('./demoWorld', () => {
  const actual = jest.requireActual<typeof DemoWorld>('./demoWorld');
  return { ...actual, createDemoWorld: jest.fn(actual.createDemoWorld) };
});
const worldBuilds = createDemoWorld as jest.MockedFunction<typeof createDemoWorld>;

const LANDSCAPE = { signature: '0123456789abcdef0123456789abcdef', width: 800, height: 1200, scene: 'landscape' } as const;
const IMAGE: WorldImage = { ...LANDSCAPE, color: pictureColour(LANDSCAPE) };

describe('the demo pictures, drawn when first asked for', () => {
  let dir: string;
  let worldsBuilt: number;
  const world = () => {
    worldsBuilt++;
    return new Map([[IMAGE.signature, IMAGE]]);
  };
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'demo-pictures-'));
    worldsBuilt = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('draws a missing file once, however many ask for it at once, at the dimensions announced for its size', async () => {
    const pictures = createDemoPictures(dir, world);
    expect(await Promise.all([1, 2, 3].map(() => pictures.ensure('736x', IMAGE.signature)))).toEqual([true, true, true]);
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

  it('leaves a file that is there alone, without building the world to look', async () => {
    const pictures = createDemoPictures(dir, world);
    await pictures.ensure('236x', IMAGE.signature);
    const drawn = statSync(imageFile(dir, '236x', IMAGE.signature)).mtimeMs;
    const again = createDemoPictures(dir, world);
    expect(await again.ensure('236x', IMAGE.signature)).toBe(true);
    expect(statSync(imageFile(dir, '236x', IMAGE.signature)).mtimeMs).toBe(drawn);
    expect(worldsBuilt).toBe(1);
  });

  it('answers false for a signature the demo world does not have, and draws nothing', async () => {
    const pictures = createDemoPictures(dir, world);
    expect(await pictures.ensure('orig', 'ffffffffffffffffffffffffffffffff')).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe("the demo world's list of pictures in a media folder", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'demo-picture-list-'));
    worldBuilds.mockClear();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is written by the first server that needs it, and the next reads it rather than build the world', () => {
    const first = demoWorldPictures(dir)();
    expect(worldBuilds).toHaveBeenCalledTimes(1);
    expect(first.size).toBeGreaterThan(600);
    const next = demoWorldPictures(dir)();
    expect(worldBuilds).toHaveBeenCalledTimes(1);
    expect([...next.values()]).toEqual(
      [...first.values()].map(({ signature, width, height, scene }) => ({ signature, width, height, scene })),
    );
  });

  it('is built again, and written, where the file is not a list of pictures', () => {
    writeFileSync(path.join(dir, PICTURE_LIST_FILE), JSON.stringify([['abc', 1, 1, 'no such scene']]));
    expect(demoWorldPictures(dir)().size).toBeGreaterThan(600);
    expect(worldBuilds).toHaveBeenCalledTimes(1);
    expect(readFileSync(path.join(dir, PICTURE_LIST_FILE), 'utf8')).not.toContain('no such scene');
    expect(demoWorldPictures(dir)().size).toBeGreaterThan(600);
    expect(worldBuilds).toHaveBeenCalledTimes(1);
  });
});
