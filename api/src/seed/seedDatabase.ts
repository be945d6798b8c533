// Fills an empty database with the demo world. Pictures are written first (a re-run skips the
// ones already there), then every row in one transaction: a crash leaves either no world or all
// of it, and the next start finishes the job.

import type { Storage } from '../storage/storage';
import { hashPassword } from '../server/passwords';
import { createDemoWorld } from './demoWorld';
import { ffmpegBinary } from '../media/ffmpegBinary';
import { countMissingImages, seedImageHistogram, writeImages } from './imageWriter';
import { countMissingMedia, mediaJobs, writeMedia } from './mediaWriter';

/** Notifications each seeded person has not yet seen. */
export const SEEDED_NEW_NOTIFICATIONS = 3;

export interface SeedOptions {
  /** Write the picture files too (tests that never load an image skip them). */
  images: boolean;
  now?: Date;
  log?: (line: string) => void;
}

export interface SeedReport {
  seeded: boolean;
  pins: number;
  users: number;
  imagesWritten: number;
  /** Video and GIF files encoded (with the pictures), and how long that took. */
  mediaWritten: number;
  mediaMs: number;
  /** Working out every picture's colour histogram (visual search), from its pixels. */
  histogramMs: number;
  ms: number;
}

export async function seedIfEmpty(storage: Storage, mediaDir: string, options: SeedOptions): Promise<SeedReport> {
  const started = Date.now();
  if (await storage.isSeeded())
    return { seeded: false, pins: 0, users: 0, imagesWritten: 0, mediaWritten: 0, mediaMs: 0, histogramMs: 0, ms: 0 };
  const log = options.log ?? (() => undefined);
  const world = createDemoWorld({ now: options.now ?? new Date() });
  const { imagesWritten, mediaWritten, mediaMs } = options.images
    ? await writeDemoMedia(world, mediaDir, log)
    : { imagesWritten: 0, mediaWritten: 0, mediaMs: 0 };
  // Every picture's colour histogram, from the pixels the image writer draws (files or not).
  const histogramStarted = performance.now();
  const histograms = new Map(world.images.map((image) => [image.signature, seedImageHistogram(image)]));
  const histogramMs = Math.round(performance.now() - histogramStarted);
  log(`Worked out ${histograms.size} colour histograms in ${histogramMs} ms.`);
  // Each account gets its own salt; hashing in parallel uses libuv's thread pool.
  const hashes = new Map<number, string>();
  await Promise.all(
    world.users.map(async (user) => {
      if (user.password !== null) hashes.set(user.id, await hashPassword(user.password, { purpose: 'seed', lane: 'seed' }));
    }),
  );
  await storage.importWorld(world, hashes, histograms);
  // Not a first login with the whole seeded history unread ('99+' on the bell): a few new, as for someone who uses the site.
  await storage.settleSeededNotifications(
    world.users.map((user) => user.id),
    SEEDED_NEW_NOTIFICATIONS,
  );
  const report = {
    seeded: true,
    pins: world.pins.length,
    users: world.users.length,
    imagesWritten,
    mediaWritten,
    mediaMs,
    histogramMs,
    ms: Date.now() - started,
  };
  log(`Seeded ${report.users} users and ${report.pins} pins in ${(report.ms / 1000).toFixed(1)} s.`);
  return report;
}

/**
 * The demo world's pictures, and its videos and GIFs made from them, into `mediaDir`; files
 * already there are kept. `npm start` has this done while it builds (prepareDemoMedia), so the
 * first start's seeding finds them there.
 */
async function writeDemoMedia(
  world: ReturnType<typeof createDemoWorld>,
  mediaDir: string,
  log: (line: string) => void,
): Promise<{ imagesWritten: number; mediaWritten: number; mediaMs: number }> {
  const missing = await countMissingImages(world.images, mediaDir);
  if (missing > 0) log(`Drawing ${missing} demo pictures into ${mediaDir} (once)...`);
  let done = 0;
  let lastTenth = 0;
  const onProgress = () => {
    const tenth = Math.floor((++done / world.images.length) * 10);
    if (tenth > lastTenth && missing > 0) {
      lastTenth = tenth;
      log(`  ${tenth * 10} %`);
    }
  };
  // The videos' and GIFs' own pictures first: encoding them (the longer job) then runs beside the
  // painting of the rest, not after it.
  const posters = new Set(mediaJobs(world.pins).map((job) => job.signature));
  const first = await writeImages(
    world.images.filter((image) => posters.has(image.signature)),
    mediaDir,
    { concurrency: 4, onProgress },
  );
  const [rest, media] = await Promise.all([
    writeImages(
      world.images.filter((image) => !posters.has(image.signature)),
      mediaDir,
      { concurrency: 4, onProgress },
    ),
    writeSeedMedia(world.pins, mediaDir, log),
  ]);
  return { imagesWritten: first.written + rest.written, ...media };
}

/** The demo world's media alone, before its rows are seeded: what seedIfEmpty would write. */
export async function prepareDemoMedia(mediaDir: string, log: (line: string) => void): Promise<void> {
  await writeDemoMedia(createDemoWorld({ now: new Date() }), mediaDir, log);
}

/** The video and GIF pins' media, from their pictures (written just before). */
async function writeSeedMedia(
  pins: Parameters<typeof mediaJobs>[0],
  mediaDir: string,
  log: (line: string) => void,
): Promise<{ mediaWritten: number; mediaMs: number }> {
  const ffmpeg = ffmpegBinary();
  const jobs = mediaJobs(pins);
  if (!ffmpeg) {
    log('No video encoder (ffmpeg) on this machine: video and GIF pins show their pictures only.');
    return { mediaWritten: 0, mediaMs: 0 };
  }
  const missing = await countMissingMedia(jobs, mediaDir);
  if (missing === 0) return { mediaWritten: 0, mediaMs: 0 };
  const started = performance.now();
  log(`Encoding ${missing} demo videos and GIFs into ${mediaDir} (once)...`);
  const result = await writeMedia(ffmpeg, jobs, mediaDir, { concurrency: 2 });
  const mediaMs = Math.round(performance.now() - started);
  log(`Encoded ${result.written} videos and GIFs in ${(mediaMs / 1000).toFixed(1)} s (${result.skipped} already there).`);
  return { mediaWritten: result.written, mediaMs };
}
