// The demo world's files: its pictures, drawn before its rows are seeded (every card shows one),
// and its videos and GIFs, encoded from those pictures. Encoding is the longer job (about a minute
// and a half here), so a server encodes what is missing after it is up: until a video is ready its
// pin shows its picture, and the player offers to try again. Files already there are kept.

import { access, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ffmpegBinary } from '../media/ffmpegBinary';
import type { WorldImport } from '../storage/worldImport';
import { createDemoWorld } from './demoWorld';
import { countMissingImages, writeImages } from './imageWriter';
import { countMissingMedia, mediaJobs, posterFile, writeMedia, type MediaJob } from './mediaWriter';

type Log = (line: string) => void;

/** Draws the demo world's missing pictures into `mediaDir`, saying how far it is at each tenth; answers how many it drew. */
export async function writeDemoPictures(world: WorldImport, mediaDir: string, log: Log): Promise<number> {
  const missing = await countMissingImages(world.images, mediaDir);
  if (missing === 0) return 0;
  log(`Drawing ${missing} demo pictures into ${mediaDir} (once)...`);
  let done = 0;
  let lastTenth = 0;
  const onProgress = () => {
    const tenth = Math.floor((++done / world.images.length) * 10);
    if (tenth > lastTenth) {
      lastTenth = tenth;
      log(`  ${tenth * 10} %`);
    }
  };
  return (await writeImages(world.images, mediaDir, { concurrency: 4, onProgress })).written;
}

/**
 * Encodes the demo world's missing videos and GIFs from their pictures (drawn before); `signal` stops it.
 * Answers whether every one is there now.
 */
export async function writeDemoVideos(world: WorldImport, mediaDir: string, log: Log, signal?: AbortSignal): Promise<boolean> {
  // Only from pictures that are there: a database another edge seeded may have none in this folder.
  const all = mediaJobs(world.pins);
  const jobs = await withPoster(all, mediaDir);
  const missing = await countMissingMedia(jobs, mediaDir);
  if (missing === 0) return jobs.length === all.length;
  const ffmpeg = ffmpegBinary();
  if (!ffmpeg) {
    log('No video encoder (ffmpeg) on this machine: video and GIF pins show their pictures only.');
    return false;
  }
  const started = performance.now();
  log(`Encoding ${missing} demo videos and GIFs into ${mediaDir} (once); each pin shows its picture until its video is ready...`);
  const result = await writeMedia(ffmpeg, jobs, mediaDir, { concurrency: 2, ...(signal ? { signal } : {}) });
  if (signal?.aborted) return false;
  log(
    `Encoded ${result.written} videos and GIFs in ${((performance.now() - started) / 1000).toFixed(1)} s (${result.skipped} already there).`,
  );
  return jobs.length === all.length;
}

async function withPoster(jobs: MediaJob[], mediaDir: string): Promise<MediaJob[]> {
  const there = await Promise.all(
    jobs.map((job) =>
      access(posterFile(mediaDir, job.signature)).then(
        () => true,
        () => false,
      ),
    ),
  );
  return jobs.filter((_job, index) => there[index]);
}

/** Pictures, then videos: all the demo's files, before a server seeds (what an e2e template or a deployment's image wants). */
export async function prepareDemoMedia(mediaDir: string, log: Log, { videos }: { videos: boolean }): Promise<void> {
  const world = createDemoWorld({ now: new Date() });
  await writeDemoPictures(world, mediaDir, log);
  if (videos) await writeDemoVideos(world, mediaDir, log);
}

/** The file in a media folder naming the server build that found every demo video there, and how many (a dot file: never served). */
export const VIDEOS_DONE_FILE = '.videos-done';

/** The build's name and the videos and GIFs in the folder: a video removed since shows as a smaller count. */
async function doneMark(mediaDir: string, build: string): Promise<string> {
  const count = async (folder: string) => (await readdir(path.join(mediaDir, folder)).catch(() => [])).length;
  return `${build} ${(await count('video')) + (await count('gif'))}`;
}

/**
 * Encodes whatever demo videos and GIFs are missing, beside a running server: on its first start
 * and after a start that was stopped before they were all done. `stop` kills the encoder and
 * leaves no half-written file. With `build` (the running server build's name), a start by the same
 * build after every video was made, with as many there still, looks no further: building the demo
 * world to list the videos costs about a second of the server's one thread, on every start.
 */
export function encodeDemoVideosInBackground(
  mediaDir: string,
  log: Log,
  build?: string,
): { stop: () => Promise<void>; finished: Promise<void> } {
  const stopping = new AbortController();
  const doneFile = path.join(mediaDir, VIDEOS_DONE_FILE);
  const encoding = (async () => {
    if (build !== undefined && (await readFile(doneFile, 'utf8').catch(() => '')) === (await doneMark(mediaDir, build))) return;
    const complete = await writeDemoVideos(createDemoWorld({ now: new Date() }), mediaDir, log, stopping.signal);
    if (complete && build !== undefined) await writeFile(doneFile, await doneMark(mediaDir, build));
  })().catch((error: unknown) => {
    if (!stopping.signal.aborted)
      log(`The demo videos could not all be encoded: ${error instanceof Error ? error.message : String(error)}`);
  });
  return {
    stop: async () => {
      stopping.abort();
      await encoding;
    },
    finished: encoding,
  };
}
