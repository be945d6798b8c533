// Real media for the seeded video and GIF pins and stories' video pages, made by ffmpeg from each
// one's own picture (its poster): a few seconds of slow pan, H.264 in MP4 (v720P), the same stream
// cut into HLS segments (vHLSV4), a smaller HLS rendition (vHLSV3MOBILE), and an animated GIF for
// GIF pins. A story's video page plays only the MP4 but gets the whole set: one kind of video
// job, one check that it is done. The same inputs and settings give the same files; files already
// there are skipped; each is written to a temporary name and renamed, so an interrupted run never
// leaves half a video.

import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { STORY_VIDEO_BLOCK } from 'shared-contracts/rules';
import type { WorldPin } from '../storage/worldImport';

const execFileAsync = promisify(execFile);
/** One ffmpeg run; stopping (`signal`) kills it, and the job's temporary files are removed. */
const run = (ffmpeg: string, signal: AbortSignal | undefined, args: string[]) => execFileAsync(ffmpeg, args, { signal });

/** Our choice: how wide each rendition is (the 720P name is the spec's; the mobile one is smaller). */
export const VIDEO_WIDTHS = { v720P: 720, vHLSV3MOBILE: 360 } as const;
/** Segments of about two seconds: a keyframe every 2 s at 24 fps. */
const FPS = 24;
const GOP = FPS * 2;
const GIF_WIDTH = 236;
const GIF_SECONDS = 2;

export interface MediaJob {
  kind: 'video' | 'gif';
  signature: string;
  /** Video length in ms (the pin's declared duration). */
  durationMs: number;
  /** What the video's captions say: it has no speech, so what it shows. */
  caption: string;
}

/**
 * The media the seeded pins name, one job per picture (pins sharing a picture share its media):
 * video pins, GIF pins, and the video pages of stories that are shown (a deleted one never plays).
 */
export function mediaJobs(pins: readonly WorldPin[]): MediaJob[] {
  const jobs = new Map<string, MediaJob>();
  for (const pin of pins) {
    const { videos, embed, storyPinData } = pin.content;
    const caption = `[No speech] ${pin.title || 'A slow pan across the picture'}`;
    if (videos) {
      const v = videos.v720P;
      jobs.set(`video:${v.thumbnail}`, { kind: 'video', signature: v.thumbnail, durationMs: v.duration, caption });
    } else if (embed?.type === 'gif')
      jobs.set(`gif:${pin.image.signature}`, { kind: 'gif', signature: pin.image.signature, durationMs: GIF_SECONDS * 1000, caption });
    if (storyPinData && !storyPinData.isDeleted)
      for (const { blocks } of storyPinData.pages) {
        // The page's own words say what its video shows, where it has any.
        const pageText = blocks.find((block) => block.text)?.text;
        for (const block of blocks)
          if (block.blockType === STORY_VIDEO_BLOCK && block.imageSignature && block.videoDuration)
            jobs.set(`video:${block.imageSignature}`, {
              kind: 'video',
              signature: block.imageSignature,
              durationMs: block.videoDuration,
              caption: pageText ? `[No speech] ${pageText}` : caption,
            });
      }
  }
  return [...jobs.values()];
}

export function videoDir(mediaDir: string, signature: string): string {
  return path.join(mediaDir, 'video', signature);
}

/** The picture a job's video or GIF is made from (the image writer's orig). */
export function posterFile(mediaDir: string, signature: string): string {
  return path.join(mediaDir, 'orig', `${signature}.jpg`);
}

export function gifFile(mediaDir: string, signature: string): string {
  return path.join(mediaDir, 'gif', `${signature}.gif`);
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** A slow diagonal pan across the poster: motion a person sees, from nothing but the picture. */
function panFilter(seconds: number, width: number): string {
  return `crop=w=iw*0.8:h=ih*0.8:x='(iw-ow)*t/${seconds}':y='(ih-oh)*t/${seconds}',scale=${width}:-2,format=yuv420p`;
}

/** One WebVTT cue for the whole video. */
export function captionsFile(durationMs: number, text: string): string {
  const total = Math.max(0, Math.round(durationMs));
  const minutes = String(Math.floor(total / 60_000)).padStart(2, '0');
  const seconds = String(Math.floor(total / 1000) % 60).padStart(2, '0');
  const millis = String(total % 1000).padStart(3, '0');
  return `WEBVTT\n\n00:00.000 --> ${minutes}:${seconds}.${millis}\n${text.replace(/-->/g, '->').replace(/\s*\n\s*/g, ' ')}\n`;
}

async function writeVideo(ffmpeg: string, poster: string, dir: string, job: MediaJob, signal?: AbortSignal): Promise<void> {
  const { durationMs } = job;
  const seconds = (durationMs / 1000).toFixed(3);
  const temp = `${dir}.${randomBytes(4).toString('hex')}.tmp`;
  await fs.mkdir(path.join(temp, 'vHLSV4'), { recursive: true });
  await fs.mkdir(path.join(temp, 'vHLSV3MOBILE'), { recursive: true });
  const quiet = ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'];
  const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-g', String(GOP), '-keyint_min', String(GOP), '-sc_threshold', '0', '-an'];
  const hls = (segments: string) => ['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_segment_filename', segments];
  try {
    const mp4 = path.join(temp, 'v720P.mp4');
    await run(ffmpeg, signal, [
      ...quiet,
      ...['-loop', '1', '-framerate', String(FPS), '-t', seconds, '-i', poster],
      ...['-vf', panFilter(Number(seconds), VIDEO_WIDTHS.v720P)],
      ...h264,
      // A demo's slow pan over a painted picture: at 30 its texture made each video about twice the
      // encoding work, and the videos are a first npm start's longest job (crf 36 halves it).
      ...['-crf', '36', '-movflags', '+faststart', mp4],
    ]);
    // vHLSV4: the same stream, cut into segments (no second encode).
    await run(ffmpeg, signal, [
      ...quiet,
      ...['-i', mp4, '-c', 'copy'],
      ...hls(path.join(temp, 'vHLSV4', 'segment%d.ts')),
      path.join(temp, 'vHLSV4', 'index.m3u8'),
    ]);
    await run(ffmpeg, signal, [
      ...quiet,
      ...['-i', mp4, '-vf', `scale=${VIDEO_WIDTHS.vHLSV3MOBILE}:-2`],
      ...h264,
      '-crf',
      '38',
      ...hls(path.join(temp, 'vHLSV3MOBILE', 'segment%d.ts')),
      path.join(temp, 'vHLSV3MOBILE', 'index.m3u8'),
    ]);
    await fs.writeFile(path.join(temp, 'captions.vtt'), captionsFile(durationMs, job.caption));
    await fs.rm(dir, { recursive: true, force: true });
    await fs.rename(temp, dir);
  } catch (error) {
    await fs.rm(temp, { recursive: true, force: true });
    throw error;
  }
}

async function writeGif(ffmpeg: string, poster: string, file: string, signal?: AbortSignal): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await run(ffmpeg, signal, [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
      ...['-loop', '1', '-framerate', '10', '-t', String(GIF_SECONDS), '-i', poster],
      '-vf',
      `crop=w=iw*0.8:h=ih*0.8:x='(iw-ow)*t/${GIF_SECONDS}':y=0,scale=${GIF_WIDTH}:-2,split[a][b];[a]palettegen=max_colors=32[p];[b][p]paletteuse`,
      ...['-loop', '0', '-f', 'gif', temp],
    ]);
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

async function done(job: MediaJob, mediaDir: string): Promise<boolean> {
  if (job.kind === 'gif') return exists(gifFile(mediaDir, job.signature));
  const dir = videoDir(mediaDir, job.signature);
  const files = ['v720P.mp4', path.join('vHLSV4', 'index.m3u8'), path.join('vHLSV3MOBILE', 'index.m3u8'), 'captions.vtt'];
  return (await Promise.all(files.map((f) => exists(path.join(dir, f))))).every(Boolean);
}

/** The `jobs` that have not all their files there yet. */
export async function missingMedia(jobs: readonly MediaJob[], mediaDir: string): Promise<MediaJob[]> {
  const there = await Promise.all(jobs.map((job) => done(job, mediaDir)));
  return jobs.filter((_job, index) => !there[index]);
}

export interface WriteMediaOptions {
  concurrency?: number;
  /** Stops the run: no job starts after, and the ones under way are killed and leave nothing. */
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

/** Writes every job's files from the posters in `{mediaDir}/orig/` (the image writer's). */
export async function writeMedia(
  ffmpeg: string,
  jobs: readonly MediaJob[],
  mediaDir: string,
  options: WriteMediaOptions = {},
): Promise<{ written: number; skipped: number }> {
  let next = 0;
  let finished = 0;
  let written = 0;
  let skipped = 0;
  const worker = async () => {
    while (next < jobs.length && !options.signal?.aborted) {
      const job = jobs[next++];
      if (!job) break;
      if (await done(job, mediaDir)) skipped++;
      else {
        const poster = posterFile(mediaDir, job.signature);
        if (job.kind === 'video') await writeVideo(ffmpeg, poster, videoDir(mediaDir, job.signature), job, options.signal);
        else await writeGif(ffmpeg, poster, gifFile(mediaDir, job.signature), options.signal);
        written++;
      }
      finished++;
      options.onProgress?.(finished, jobs.length);
    }
  };
  // Every worker ends (a stopped one removes its temporary files) before the first failure is thrown.
  const ended = await Promise.allSettled(Array.from({ length: Math.min(Math.max(1, options.concurrency ?? 2), jobs.length) }, worker));
  const failed = ended.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return { written, skipped };
}
