import sharp from 'sharp';
import {
  colourDistance,
  colourHistogram,
  colourHistogramOfFile,
  HISTOGRAM_BYTES,
  HISTOGRAM_TOTAL,
  SAMPLE_GRID,
  samplePositions,
} from './colourHistogram';

/** A flat picture of one colour, raw RGB. */
function flat(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const buf = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) buf.set([r, g, b], i * 3);
  return buf;
}

const bins = (h: Buffer) => Array.from({ length: HISTOGRAM_BYTES / 2 }, (_, i) => h.readUInt16LE(i * 2));
const sum = (h: Buffer) => bins(h).reduce((a, b) => a + b, 0);

describe('colourHistogram', () => {
  it('is 64 bins that add up to the total, all in one bin for a colour on a bin centre', () => {
    // 32, 96, 160, 224 are the bin centres: (96, 160, 224) is bin (1, 2, 3).
    const h = colourHistogram(flat(10, 10, [96, 160, 224]), 10, 10, 3);
    expect(h).toHaveLength(128);
    expect(bins(h).filter((n) => n > 0)).toEqual([HISTOGRAM_TOTAL]);
    expect(bins(h)[(1 * 4 + 2) * 4 + 3]).toBe(HISTOGRAM_TOTAL);
  });

  it('shares a colour between the nearest bins of each channel (soft binning), always adding up to the total', () => {
    // Red halfway between the centres 160 and 224: half in each.
    const h = colourHistogram(flat(4, 4, [192, 32, 32]), 4, 4, 3);
    const b = bins(h);
    // 65535 is odd: the one left over goes to the lower bin (equal remainders: the lower bin first).
    expect(b[(2 * 4 + 0) * 4 + 0]).toBe(32_768);
    expect(b[(3 * 4 + 0) * 4 + 0]).toBe(32_767);
    for (const colour of [
      [0, 0, 0],
      [255, 255, 255],
      [13, 200, 77],
      [127, 128, 129],
    ] as Array<[number, number, number]>) {
      expect(sum(colourHistogram(flat(3, 3, colour), 3, 3, 3))).toBe(HISTOGRAM_TOTAL);
    }
  });

  it('weighs colours by the area they cover, and reads RGBA without the alpha', () => {
    // Left half one colour, right half another.
    const w = 8;
    const h = 8;
    const rgba = Buffer.alloc(w * h * 4);
    for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) rgba.set(x < w / 2 ? [32, 32, 32, 0] : [224, 224, 224, 255], (y * w + x) * 4);
    const b = bins(colourHistogram(rgba, w, h, 4));
    expect(b[0]).toBe(32_768);
    expect(b[63]).toBe(32_767);
  });

  it('samples a large picture on a grid of real pixels, at most SAMPLE_GRID per side', () => {
    expect(samplePositions(10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(samplePositions(1000)).toHaveLength(SAMPLE_GRID);
    expect(samplePositions(1000)[0]).toBe(7);
    expect(samplePositions(1000).at(-1)).toBe(992);
    expect(colourHistogram(flat(1000, 700, [10, 200, 90]), 1000, 700, 3)).toEqual(colourHistogram(flat(5, 5, [10, 200, 90]), 5, 5, 3));
  });

  it('refuses a buffer too small for the size it is said to be, and an empty size', () => {
    expect(() => colourHistogram(Buffer.alloc(10), 4, 4, 3)).toThrow('10 bytes are fewer than a 4x4 picture with 3 channels needs');
    expect(() => colourHistogram(Buffer.alloc(10), 0, 4, 3)).toThrow('a picture needs a positive size, not 0x4');
  });
});

describe('colourDistance', () => {
  const red = colourHistogram(flat(4, 4, [200, 40, 40]), 4, 4, 3);
  const nearRed = colourHistogram(flat(4, 4, [210, 50, 45]), 4, 4, 3);
  const orange = colourHistogram(flat(4, 4, [240, 120, 40]), 4, 4, 3);
  const blue = colourHistogram(flat(4, 4, [40, 40, 200]), 4, 4, 3);

  it('is 0 for the same colours, grows with the colours apart, and is the total for colours with nothing in common', () => {
    expect(colourDistance(red, red)).toBe(0);
    expect(colourDistance(red, nearRed)).toBeLessThan(HISTOGRAM_TOTAL * 0.25);
    expect(colourDistance(red, orange)).toBeGreaterThan(colourDistance(red, nearRed) ?? Infinity);
    expect(colourDistance(red, blue)).toBeGreaterThan(colourDistance(red, orange) ?? Infinity);
    expect(colourDistance(red, blue)).toBe(HISTOGRAM_TOTAL);
    expect(colourDistance(red, nearRed)).toBe(colourDistance(nearRed, red));
  });

  it('keeps near colours near across a bin edge (a hard 4-level histogram would put them in different bins)', () => {
    // 127 and 129 sit either side of the edge at 128.
    const below = colourHistogram(flat(2, 2, [127, 127, 127]), 2, 2, 3);
    const above = colourHistogram(flat(2, 2, [129, 129, 129]), 2, 2, 3);
    expect(colourDistance(below, above)).toBeLessThan(HISTOGRAM_TOTAL * 0.1);
  });

  it('is null when either side is missing or not a histogram, so such pictures sort last instead of failing a query', () => {
    expect(colourDistance(null, red)).toBeNull();
    expect(colourDistance(red, Buffer.alloc(12))).toBeNull();
    expect(colourDistance('red', red)).toBeNull();
  });
});

describe('colourHistogramOfFile', () => {
  it('decodes a picture with sharp and gives the histogram of its pixels', async () => {
    const png = await sharp(flat(50, 30, [96, 160, 224]), { raw: { width: 50, height: 30, channels: 3 } })
      .png()
      .toBuffer();
    expect(await colourHistogramOfFile(png)).toEqual(colourHistogram(flat(1, 1, [96, 160, 224]), 1, 1, 3));
  });

  it('puts transparency on white, as the site shows an uploaded picture', async () => {
    const clear = await sharp({ create: { width: 20, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    expect(await colourHistogramOfFile(clear)).toEqual(colourHistogram(flat(1, 1, [255, 255, 255]), 1, 1, 3));
  });

  it('refuses what is not a picture', async () => {
    await expect(colourHistogramOfFile(Buffer.from('not a picture'))).rejects.toThrow();
  });
});
