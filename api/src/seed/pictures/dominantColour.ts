// A picture's dominant colour, its placeholder until it loads: the most common colour among sampled
// pixels, counted in 512 bins (8 levels a channel) as sharp's stats().dominant counts in 4096, and
// given as the mean of the samples in that bin, so it is a colour the picture really has.

const LEVELS = 8;
const SHIFT = 5;

function hex(n: number): string {
  return Math.round(n).toString(16).padStart(2, '0');
}

/** '#rrggbb' of raw RGB samples (3 bytes each). */
export function dominantColour(samples: Buffer): string {
  const counts = new Uint32Array(LEVELS ** 3);
  const sums = new Float64Array(LEVELS ** 3 * 3);
  for (let i = 0; i + 2 < samples.length; i += 3) {
    const r = samples[i] ?? 0;
    const g = samples[i + 1] ?? 0;
    const b = samples[i + 2] ?? 0;
    const bin = ((r >> SHIFT) * LEVELS + (g >> SHIFT)) * LEVELS + (b >> SHIFT);
    counts[bin] = (counts[bin] ?? 0) + 1;
    sums[bin * 3] = (sums[bin * 3] ?? 0) + r;
    sums[bin * 3 + 1] = (sums[bin * 3 + 1] ?? 0) + g;
    sums[bin * 3 + 2] = (sums[bin * 3 + 2] ?? 0) + b;
  }
  let best = 0;
  for (let bin = 1; bin < counts.length; bin++) if ((counts[bin] ?? 0) > (counts[best] ?? 0)) best = bin;
  const n = counts[best] || 1;
  return `#${hex((sums[best * 3] ?? 0) / n)}${hex((sums[best * 3 + 1] ?? 0) / n)}${hex((sums[best * 3 + 2] ?? 0) / n)}`;
}
