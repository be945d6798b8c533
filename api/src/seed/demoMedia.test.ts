import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as DemoWorld from './demoWorld';
import { createDemoWorld } from './demoWorld';
import { encodeDemoVideosInBackground, VIDEOS_DONE_FILE } from './demoMedia';
import { gifFile, mediaJobs, posterFile, videoDir } from './mediaWriter';

jest.mock('./demoWorld', () => {
  const actual = jest.requireActual<typeof DemoWorld>('./demoWorld');
  return { ...actual, createDemoWorld: jest.fn(actual.createDemoWorld) };
});
const worldsBuilt = createDemoWorld as jest.MockedFunction<typeof createDemoWorld>;
/** The demo world's videos and GIFs, listed without counting as a world the code under test built. */
const demoJobs = () => mediaJobs(jest.requireActual<typeof DemoWorld>('./demoWorld').createDemoWorld({ now: new Date() }).pins);

const touch = async (file: string) => {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, '');
};

/** A media folder with every poster, video and GIF of the demo world there (empty files: only their presence is read). */
async function completeFolder(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'demo-media-'));
  for (const job of demoJobs()) {
    await touch(posterFile(dir, job.signature));
    if (job.kind === 'gif') await touch(gifFile(dir, job.signature));
    else
      for (const file of ['v720P.mp4', 'vHLSV4/index.m3u8', 'vHLSV3MOBILE/index.m3u8', 'captions.vtt'])
        await touch(path.join(videoDir(dir, job.signature), file));
  }
  return dir;
}

const quiet = () => undefined;

describe('encoding the demo videos beside a server', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await completeFolder();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  beforeEach(async () => {
    worldsBuilt.mockClear();
    await rm(path.join(dir, VIDEOS_DONE_FILE), { force: true });
  });

  it('marks a folder with every video there for the build that looked, and that build never builds the world again', async () => {
    await encodeDemoVideosInBackground(dir, quiet, 'build-1').finished;
    expect(await readFile(path.join(dir, VIDEOS_DONE_FILE), 'utf8')).toMatch(/^build-1 \d+$/);
    expect(worldsBuilt).toHaveBeenCalledTimes(1);

    await encodeDemoVideosInBackground(dir, quiet, 'build-1').finished;
    expect(worldsBuilt).toHaveBeenCalledTimes(1);
  });

  it('looks again for another build, or when no build is named', async () => {
    await encodeDemoVideosInBackground(dir, quiet, 'build-1').finished;
    await encodeDemoVideosInBackground(dir, quiet, 'build-2').finished;
    expect(await readFile(path.join(dir, VIDEOS_DONE_FILE), 'utf8')).toMatch(/^build-2 \d+$/);
    await encodeDemoVideosInBackground(dir, quiet).finished;
    expect(worldsBuilt).toHaveBeenCalledTimes(3);
  });

  it('looks again when a video was removed after the mark', async () => {
    await encodeDemoVideosInBackground(dir, quiet, 'build-1').finished;
    const [first] = demoJobs();
    if (!first) throw new Error('the demo world has no videos');
    const made = first.kind === 'gif' ? gifFile(dir, first.signature) : videoDir(dir, first.signature);
    const moved = `${dir}-aside`;
    await rename(made, moved);
    try {
      await encodeDemoVideosInBackground(dir, quiet, 'build-1').finished;
      expect(worldsBuilt).toHaveBeenCalledTimes(2);
    } finally {
      await rename(moved, made);
    }
  });

  it("draws a video's missing picture before it encodes the video from it, then marks the folder", async () => {
    const job = demoJobs().find((candidate) => candidate.kind === 'gif');
    if (!job) throw new Error('the demo world has no GIFs');
    await rm(posterFile(dir, job.signature));
    await rm(gifFile(dir, job.signature));
    await encodeDemoVideosInBackground(dir, quiet, 'build-1').finished;
    // A real JPEG now, where the folder held an empty stand-in, and the GIF made from it.
    expect((await readFile(posterFile(dir, job.signature))).subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await readFile(gifFile(dir, job.signature))).subarray(0, 6).toString()).toMatch(/^GIF8[79]a$/);
    expect(await readFile(path.join(dir, VIDEOS_DONE_FILE), 'utf8')).toMatch(/^build-1 \d+$/);
  });
});
