// Pictures stored before colour histograms were kept (a DATA_DIR seeded by an older build) get
// theirs at start, from their own file as sharp decodes it; one whose file is missing keeps none
// and is left out of visual search until it has one.

import { access } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from '../storage/storage';
import { colourHistogramOfFile } from './colourHistogram';

/** The size read: small to decode, large enough to sample 64 x 64. */
const SOURCE_SIZE = '236x';

export async function backfillHistograms(
  storage: Storage,
  mediaDir: string,
  log: (line: string) => void = () => undefined,
): Promise<number> {
  const missing = await storage.imagesMissingHistogram();
  if (missing.length === 0) return 0;
  const started = performance.now();
  let filled = 0;
  for (const signature of missing) {
    const file = path.join(mediaDir, SOURCE_SIZE, `${signature}.jpg`);
    const exists = await access(file).then(
      () => true,
      () => false,
    );
    if (!exists) continue;
    try {
      await storage.setImageHistogram(signature, await colourHistogramOfFile(file));
      filled++;
    } catch (error) {
      log(`Could not read ${file} for its colour histogram: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (filled > 0) log(`Worked out ${filled} colour histograms from picture files in ${Math.round(performance.now() - started)} ms.`);
  return filled;
}
