// The seed's video and GIF media, made with the real encoder and served by the real API: an MP4,
// two HLS renditions and an animated GIF from a poster, skipped when already there, and byte
// ranges answered so a player can seek.

import { promises as fs } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ffmpegBinary } from '../media/ffmpegBinary';
import { startTestApiForFile } from '../testing/testApiForFile';
import { createDemoWorld, DEMO_LANDMARKS } from './demoWorld';
import { gifFile, mediaJobs, videoDir, writeMedia, type MediaJob } from './mediaWriter';

const api = startTestApiForFile();
let mediaDir: string;
const JOBS: MediaJob[] = [
  { kind: 'video', signature: 'testvideo0001', durationMs: 4200, caption: '[No speech] A test pan' },
  { kind: 'gif', signature: 'testgif0001', durationMs: 2000, caption: '[No speech] A test GIF' },
];
// A GIF done quickly beside a long video still being encoded.
const STOPPED_JOBS: MediaJob[] = [
  { kind: 'gif', signature: 'testgif0002', durationMs: 2000, caption: '[No speech] A quick GIF' },
  { kind: 'video', signature: 'testvideo0002', durationMs: 120_000, caption: '[No speech] A long pan' },
];

beforeAll(async () => {
  mediaDir = path.join(api.dataDir, 'media');
  await fs.mkdir(path.join(mediaDir, 'orig'), { recursive: true });
  for (const job of [...JOBS, ...STOPPED_JOBS])
    await sharp({ create: { width: 736, height: 1104, channels: 3, background: '#3b6e8f' } })
      .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: '#f2c14e' } }, left: 100, top: 300 }])
      .jpeg()
      .toFile(path.join(mediaDir, 'orig', `${job.signature}.jpg`));
}, 60_000);

describe('the seed’s media', () => {
  it('finds the encoder the npm package ships, from any folder of the repository', () => {
    expect(ffmpegBinary({})).toMatch(/node_modules\/@ffmpeg-installer\/linux-x64\/ffmpeg$/);
    expect(ffmpegBinary({}, path.join(process.cwd(), 'e2e', 'specs'))).toBe(ffmpegBinary({}));
    expect(ffmpegBinary({ PINBOARD_FFMPEG: '/nowhere/ffmpeg' })).toBeNull();
  });

  it('names a job for each video pin, GIF pin and shown story’s video page, once per picture', () => {
    const pins = createDemoWorld({ now: new Date('2025-06-01T12:00:00.000Z') }).pins;
    const jobs = mediaJobs(pins);
    expect(new Set(jobs.map((j) => `${j.kind}:${j.signature}`)).size).toBe(jobs.length);
    const job = (signature: string | undefined) => jobs.find((j) => j.kind === 'video' && j.signature === signature);
    const storyBlocks = (id: number) =>
      (pins.find((p) => p.id === id)?.content.storyPinData?.pages ?? []).flatMap((page) => page.blocks.filter((b) => b.blockType === 3));
    const shown = storyBlocks(DEMO_LANDMARKS.pins.storyWithVideo);
    expect(shown.length).toBeGreaterThan(0);
    for (const block of shown) expect(job(block.imageSignature)).toMatchObject({ durationMs: block.videoDuration });
    // A deleted story is never played: its video is not made.
    const deleted = storyBlocks(DEMO_LANDMARKS.pins.deletedStory);
    expect(deleted).toHaveLength(1);
    expect(job(deleted[0]?.imageSignature)).toBeUndefined();
    for (const pin of pins) {
      if (pin.content.videos) expect(job(pin.content.videos.v720P.thumbnail)).toBeDefined();
      if (pin.content.embed?.type === 'gif') expect(jobs.some((j) => j.kind === 'gif' && j.signature === pin.image.signature)).toBe(true);
    }
  });

  it('encodes an MP4, two HLS renditions and an animated GIF, and skips them the next time', async () => {
    const ffmpeg = ffmpegBinary() ?? 'ffmpeg';
    expect(await writeMedia(ffmpeg, JOBS, mediaDir)).toEqual({ written: 2, skipped: 0 });

    const dir = videoDir(mediaDir, 'testvideo0001');
    const mp4 = await fs.readFile(path.join(dir, 'v720P.mp4'));
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    for (const rendition of ['vHLSV4', 'vHLSV3MOBILE']) {
      const playlist = await fs.readFile(path.join(dir, rendition, 'index.m3u8'), 'utf8');
      expect(playlist).toContain('#EXT-X-ENDLIST');
      const segments = playlist.split('\n').filter((line) => line.endsWith('.ts'));
      // About two seconds each: 4.2 s makes three.
      expect(segments.length).toBeGreaterThanOrEqual(2);
      for (const segment of segments) expect((await fs.stat(path.join(dir, rendition, segment))).size).toBeGreaterThan(0);
    }
    expect(await fs.readFile(path.join(dir, 'captions.vtt'), 'utf8')).toBe('WEBVTT\n\n00:00.000 --> 00:04.200\n[No speech] A test pan\n');
    const gif = await sharp(gifFile(mediaDir, 'testgif0001'), { animated: true }).metadata();
    expect(gif.format).toBe('gif');
    expect(gif.pages).toBeGreaterThan(10);
    expect(gif.width).toBe(236);

    expect(await writeMedia(ffmpeg, JOBS, mediaDir)).toEqual({ written: 0, skipped: 2 });
  }, 60_000);

  it('stops when told: the encoder under way is killed, no job starts after, and no half-written file is left', async () => {
    const ffmpeg = ffmpegBinary() ?? 'ffmpeg';
    const stopping = new AbortController();
    // Told to stop as the GIF is done, while the long video is being encoded beside it.
    const run = writeMedia(ffmpeg, STOPPED_JOBS, mediaDir, { signal: stopping.signal, onProgress: () => stopping.abort() });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect((await fs.readdir(path.join(mediaDir, 'video'))).filter((name) => name.includes('testvideo0002'))).toEqual([]);
    expect((await fs.readdir(path.join(mediaDir, 'gif'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  }, 60_000);

  it('serves the video in byte ranges, immutable, and the playlists as HLS', async () => {
    const url = `${api.baseUrl}/media/video/testvideo0001/v720P.mp4`;
    const whole = await fetch(url);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('cache-control')).toContain('immutable');
    const size = (await whole.arrayBuffer()).byteLength;
    const part = await fetch(url, { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const playlist = await fetch(`${api.baseUrl}/media/video/testvideo0001/vHLSV4/index.m3u8`);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toMatch(/mpegurl/i);
  });
});
