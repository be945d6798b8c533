// A picture's colour signature for visual search: a 4x4x4 RGB histogram of its own pixels, kept
// beside the picture in media_images and compared in the database query (colour_distance).
//
// The pixels are sampled on a grid of at most 64 x 64 points (nearest pixel, so every sample is
// a real pixel of the picture, never a blend). Each sample is shared between the nearest bin
// centres of each channel (soft binning, trilinear), so two pictures of near colours share bins
// even when their colours sit either side of a bin edge. The bins are normalised to sum to
// exactly HISTOGRAM_TOTAL and stored as 64 little-endian uint16 (128 bytes).

import sharp from 'sharp';

export const HISTOGRAM_LEVELS = 4;
export const HISTOGRAM_BINS = HISTOGRAM_LEVELS ** 3;
/** What a normalised histogram's bins add up to. */
export const HISTOGRAM_TOTAL = 65_535;
export const HISTOGRAM_BYTES = HISTOGRAM_BINS * 2;
/** Samples per side at most. */
export const SAMPLE_GRID = 64;

const BIN_WIDTH = 256 / HISTOGRAM_LEVELS;

const TOP_LEVEL = HISTOGRAM_LEVELS - 1;

/** A channel value's place among the bin centres (32, 96, 160, 224): 0 at the first, 3 at the last, clamped. */
function level(value: number): number {
  const t = value / BIN_WIDTH - 0.5;
  return t < 0 ? 0 : t > TOP_LEVEL ? TOP_LEVEL : t;
}

/**
 * Adds `weight` samples of one colour: each channel shared between its two nearest bin centres,
 * and the weight split over the 8 bins those shares make. (No Math calls here: this runs per sample,
 * and Jest's sandbox makes each one slow enough to cost seconds per seed.)
 */
function addSample(bins: Float64Array, r: number, g: number, b: number, weight: number): void {
  const tr = level(r);
  const tg = level(g);
  const tb = level(b);
  const r0 = tr >= TOP_LEVEL ? TOP_LEVEL - 1 : tr | 0;
  const g0 = tg >= TOP_LEVEL ? TOP_LEVEL - 1 : tg | 0;
  const b0 = tb >= TOP_LEVEL ? TOP_LEVEL - 1 : tb | 0;
  const rf = tr - r0;
  const gf = tg - g0;
  const bf = tb - b0;
  for (let dr = 0; dr < 2; dr++) {
    const wr = weight * (dr === 0 ? 1 - rf : rf);
    if (wr === 0) continue;
    for (let dg = 0; dg < 2; dg++) {
      const wg = wr * (dg === 0 ? 1 - gf : gf);
      if (wg === 0) continue;
      const base = ((r0 + dr) * HISTOGRAM_LEVELS + (g0 + dg)) * HISTOGRAM_LEVELS + b0;
      bins[base] = (bins[base] ?? 0) + wg * (1 - bf);
      bins[base + 1] = (bins[base + 1] ?? 0) + wg * bf;
    }
  }
}

/** The pixel rows (or columns) sampled along a side of `length` pixels: at most SAMPLE_GRID, evenly spread. */
export function samplePositions(length: number): number[] {
  const count = Math.min(length, SAMPLE_GRID);
  return Array.from({ length: count }, (_, i) => Math.floor(((i + 0.5) * length) / count));
}

/**
 * The histogram of raw interleaved pixels (RGB, or RGBA with the alpha ignored), sampled on a
 * grid of at most SAMPLE_GRID x SAMPLE_GRID.
 */
export function colourHistogram(pixels: Uint8Array, width: number, height: number, channels: 3 | 4): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1)
    throw new Error(`a picture needs a positive size, not ${width}x${height}`);
  if (pixels.length < width * height * channels)
    throw new Error(`${pixels.length} bytes are fewer than a ${width}x${height} picture with ${channels} channels needs`);
  const bins = new Float64Array(HISTOGRAM_BINS);
  const xs = samplePositions(width);
  const ys = samplePositions(height);
  // Counted by colour first: pictures repeat colours, and each colour is then binned once.
  const byColour = new Map<number, number>();
  for (const y of ys) {
    for (const x of xs) {
      const at = (y * width + x) * channels;
      const rgb = ((pixels[at] ?? 0) << 16) | ((pixels[at + 1] ?? 0) << 8) | (pixels[at + 2] ?? 0);
      byColour.set(rgb, (byColour.get(rgb) ?? 0) + 1);
    }
  }
  for (const [rgb, count] of byColour) addSample(bins, (rgb >> 16) & 255, (rgb >> 8) & 255, rgb & 255, count);
  const samples = xs.length * ys.length;
  // Scaled to the total and rounded so they still add up to it exactly (largest remainders round up).
  const scaled = Array.from(bins, (weight) => (weight / samples) * HISTOGRAM_TOTAL);
  const counts = scaled.map((x) => Math.floor(x));
  let left = HISTOGRAM_TOTAL - counts.reduce((a, b) => a + b, 0);
  const byRemainder = scaled.map((x, bin) => [x - Math.floor(x), bin] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, bin] of byRemainder) {
    if (left <= 0) break;
    counts[bin] = (counts[bin] ?? 0) + 1;
    left--;
  }
  const out = Buffer.alloc(HISTOGRAM_BYTES);
  counts.forEach((count, bin) => out.writeUInt16LE(count, bin * 2));
  return out;
}

/**
 * How far apart two histograms are: half the sum of the bins' absolute differences (the share of
 * one picture's colour that is not in the other), an integer from 0 (the same colours) to
 * HISTOGRAM_TOTAL (no colour in common). null when either is
 * missing or not a histogram, so a picture without one sorts last rather than failing the query.
 */
export function colourDistance(a: unknown, b: unknown): number | null {
  if (!(a instanceof Uint8Array) || !(b instanceof Uint8Array) || a.length !== HISTOGRAM_BYTES || b.length !== HISTOGRAM_BYTES) return null;
  let sum = 0;
  for (let i = 0; i < HISTOGRAM_BYTES; i += 2) {
    const x = (a[i] ?? 0) | ((a[i + 1] ?? 0) << 8);
    const y = (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
    sum += Math.abs(x - y);
  }
  return Math.round(sum / 2);
}

/**
 * The histogram of an encoded picture (JPEG, PNG, WebP, GIF), decoded with sharp, the library
 * that writes the site's pictures: turned upright, transparency on white (as the site's JPEGs
 * show it), and sampled to SAMPLE_GRID x SAMPLE_GRID with the nearest-pixel kernel.
 */
export async function colourHistogramOfFile(input: Buffer | string): Promise<Buffer> {
  const { data, info } = await sharp(input)
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: SAMPLE_GRID, height: SAMPLE_GRID, fit: 'fill', kernel: 'nearest' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return colourHistogram(data, info.width, info.height, info.channels === 4 ? 4 : 3);
}
