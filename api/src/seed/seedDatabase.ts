// Fills an empty database with the demo world, every row in one transaction: a crash leaves either
// no world or all of it, and the next start finishes the job. The pictures' files are drawn when
// first asked for (demoPictures.ts), their videos beside the running server (demoMedia.ts).

import type { Storage } from '../storage/storage';
import { hashPassword } from '../server/passwords';
import { createDemoWorld } from './demoWorld';
import { seedImageHistogram } from './imageWriter';

/** Notifications each seeded person has not yet seen. */
export const SEEDED_NEW_NOTIFICATIONS = 3;

export interface SeedOptions {
  now?: Date;
  log?: (line: string) => void;
}

export interface SeedReport {
  seeded: boolean;
  pins: number;
  users: number;
  /** Working out every picture's colour histogram (visual search), from its pixels. */
  histogramMs: number;
  ms: number;
}

export async function seedIfEmpty(storage: Storage, options: SeedOptions = {}): Promise<SeedReport> {
  const started = Date.now();
  if (await storage.isSeeded()) return { seeded: false, pins: 0, users: 0, histogramMs: 0, ms: 0 };
  const log = options.log ?? (() => undefined);
  const world = createDemoWorld({ now: options.now ?? new Date() });
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
    histogramMs,
    ms: Date.now() - started,
  };
  log(`Seeded ${report.users} users and ${report.pins} pins in ${(report.ms / 1000).toFixed(1)} s.`);
  return report;
}
