// The demo world's videos and GIFs, encoded from its pictures (each drawn first where it is not
// there yet: pictures are otherwise drawn when first asked for, demoPictures.ts). Encoding is the
// longer job (about a minute and a half here), so a server encodes what is missing after it is up:
// until a video is ready its pin shows its picture, and the player offers to try again. Files
// already there are kept.

import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ffmpegBinary } from '../media/ffmpegBinary';
import type { WorldImport } from '../storage/worldImport';
import { createDemoWorld } from './demoWorld';
import { createDemoPictures, type DemoPictures, type PictureLookup } from './demoPictures';
import { mediaJobs, missingMedia, writeMedia } from './mediaWriter';

type Log = (line: string) => void;

/**
 * Encodes the demo world's missing videos and GIFs from their pictures (each drawn first where it
 * is missing, by `pictures`: a server's own drawer, so a poster a page asks for meanwhile is drawn
 * once); `signal` stops it. Answers whether every one is there now.
 */
export async function writeDemoVideos(
  world: WorldImport,
  mediaDir: string,
  log: Log,
  signal?: AbortSignal,
  pictures: DemoPictures = createDemoPictures(mediaDir, pictureLookup(world)),
): Promise<boolean> {
  const missing = await missingMedia(mediaJobs(world.pins), mediaDir);
  if (missing.length === 0) return true;
  const ffmpeg = ffmpegBinary();
  if (!ffmpeg) {
    log('No video encoder (ffmpeg) on this machine: video and GIF pins show their pictures only.');
    return false;
  }
  const started = performance.now();
  log(`Encoding ${missing.length} demo videos and GIFs into ${mediaDir} (once); each pin shows its picture until its video is ready...`);
  // Each is encoded from its picture's largest file, its poster.
  for (const job of missing) {
    if (signal?.aborted) return false;
    if (!(await pictures.ensure('orig', job.signature))) throw new Error(`the demo world has no picture ${job.signature} for its video`);
  }
  const result = await writeMedia(ffmpeg, missing, mediaDir, { concurrency: 2, ...(signal ? { signal } : {}) });
  if (signal?.aborted) return false;
  log(
    `Encoded ${result.written} videos and GIFs in ${((performance.now() - started) / 1000).toFixed(1)} s (${result.skipped} already there).`,
  );
  return true;
}

/** The world's pictures by signature, for a drawer of its own. */
function pictureLookup(world: WorldImport): PictureLookup {
  const pictures = new Map(world.images.map((image) => [image.signature, image]));
  return (signature) => pictures.get(signature);
}

/** Every demo video and GIF, with the picture each is made from, before a server seeds (what an e2e template or a deployment's image wants). */
export async function prepareDemoMedia(mediaDir: string, log: Log): Promise<void> {
  await writeDemoVideos(createDemoWorld({ now: new Date() }), mediaDir, log);
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
 * `pictures` is the server's own drawer of demo pictures, which draws the posters.
 */
export function encodeDemoVideosInBackground(
  mediaDir: string,
  log: Log,
  build?: string,
  pictures?: DemoPictures,
): { stop: () => Promise<void>; finished: Promise<void> } {
  const stopping = new AbortController();
  const doneFile = path.join(mediaDir, VIDEOS_DONE_FILE);
  const encoding = (async () => {
    if (build !== undefined && (await readFile(doneFile, 'utf8').catch(() => '')) === (await doneMark(mediaDir, build))) return;
    const world = createDemoWorld({ now: new Date() });
    const complete = await writeDemoVideos(world, mediaDir, log, stopping.signal, pictures);
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
