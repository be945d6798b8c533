// Issue 21 as a person watches in Chromium, where media really plays: a video pin whose file is
// missing says so in words and plays its HLS rendition with Try again once the file is back; a GIF
// animates until Pause GIF; a story plays its video page by itself and turns the page when that
// video ends; on the videos page exactly one grid video moves, never an ad, and another takes over
// when it scrolls out. What needs no real playback (a static story page's 5 s, the last page
// stopping the story, the error words for each code) is in StoryPlayer.test.tsx and
// VideoPlayer.test.tsx.
import sharp from 'sharp';
import { mediaErrorMessage } from 'shared-contracts';
import { type Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { privateMedia, type PrivateMedia } from '../support/privateMedia';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;
let media: PrivateMedia;

// Tall enough for several grid videos to be in view at once.
beforeAll(async () => {
  ({ site, browser } = await openSession({}, { person: true, windowSize: [1280, 1000] }));
  media = privateMedia(site);
});
afterAll(async () => {
  media?.dispose();
  await closeSession({ site, browser });
});

/** A pin anyone may open: a secret board's pins are not found for a visitor. */
const ON_A_PUBLIC_BOARD = "board_id IN (SELECT id FROM boards WHERE privacy = 'public' AND archived = 0)";

/** The closeup's video's current time, in seconds. */
const closeupVideoTime = () => browser.execute(() => document.querySelector<HTMLVideoElement>('main video')?.currentTime ?? 0);

type Pages = Array<{ blocks: Array<{ videoUrl?: string; videoDuration?: number }> }>;

/** The story that opens on the shortest video page, with a page after it. */
function storyOpeningOnAVideo(): { id: number; count: number; videoSeconds: number } {
  const rows = queryDb<{ id: number; content: string }>(
    site,
    `SELECT id, content FROM pins WHERE is_repin = 0 AND ${ON_A_PUBLIC_BOARD} AND json_extract(content, '$.storyPinData.isDeleted') = 0 AND json_array_length(json_extract(content, '$.storyPinData.pages')) >= 2 ORDER BY id`,
  );
  const firstVideo = (pages: Pages) => pages[0]?.blocks.find((block) => block.videoUrl);
  const [story] = rows
    .map((row) => ({ id: row.id, pages: (JSON.parse(row.content) as { storyPinData: { pages: Pages } }).storyPinData.pages }))
    .filter((s) => firstVideo(s.pages))
    .sort((a, b) => (firstVideo(a.pages)?.videoDuration ?? 0) - (firstVideo(b.pages)?.videoDuration ?? 0));
  if (!story) throw new Error('the seed has no story opening on a video page');
  return { id: story.id, count: story.pages.length, videoSeconds: (firstVideo(story.pages)?.videoDuration ?? 0) / 1000 };
}

describe('a person watching', () => {
  it('opens a video pin whose file is missing, tries again once it is back and watches it; then a GIF until Pause GIF, and a story that turns its page when its video ends', async () => {
    // The video: its file gone, then back.
    const [pin] = queryDb<{ id: number; signature: string }>(
      site,
      `SELECT id, json_extract(content, '$.videos.v720P.thumbnail') AS signature FROM pins WHERE is_repin = 0 AND json_extract(content, '$.videos') IS NOT NULL AND ${ON_A_PUBLIC_BOARD} ORDER BY id LIMIT 1`,
    );
    if (!pin) throw new Error('the seed has no video pin');
    media.hideVideo(pin.signature);
    await browser.url(`${site.url}/pin/${pin.id}/`);
    const alert = browser.$('main [role="alert"]');
    await alert.waitForDisplayed({ timeout: 20_000 });
    // The words for the error the player met: the element's code natively, a network error through hls.js.
    const code = await browser.execute(() => document.querySelector<HTMLVideoElement>('main video')?.error?.code ?? null);
    expect(await alert.getText()).toContain(mediaErrorMessage(code ?? 2));
    media.restoreVideo(pin.signature);
    await alert.$('button=Try again').click();
    await alert.waitForExist({ reverse: true, timeout: 5000 });
    const video = browser.$('main video[aria-label^="Video:"]');
    await video.waitForDisplayed();
    // A person's click on the picture starts it (the browser's own controls), and the picture moves on.
    await video.click();
    await browser.waitUntil(async () => (await closeupVideoTime()) > 1, { timeout: 20_000, timeoutMsg: 'the video did not play' });
    // The HLS rendition is what plays (natively in this Chromium, through hls.js where there is none).
    expect(await browser.execute(() => document.querySelector<HTMLVideoElement>('main video')?.currentSrc)).toMatch(
      /\/vHLSV4\/index\.m3u8$|^blob:/,
    );
    expect(await browser.$('main [role="alert"]').isExisting()).toBe(false);

    // The GIF: what is on screen changes from one moment to the next.
    const [gifPin] = queryDb<{ id: number }>(
      site,
      `SELECT id FROM pins WHERE is_repin = 0 AND json_extract(content, '$.embed.type') = 'gif' AND ${ON_A_PUBLIC_BOARD} ORDER BY id LIMIT 1`,
    );
    if (!gifPin) throw new Error('the seed has no GIF pin');
    await browser.url(`${site.url}/pin/${gifPin.id}/`);
    await browser.$('main').$('button=Pause GIF').waitForDisplayed({ timeout: 15_000 });
    const gif = browser.$('main img[src*="/media/gif/"]');
    await browser.waitUntil(
      () => browser.execute(() => (document.querySelector<HTMLImageElement>('main img[src*="/media/gif/"]')?.naturalWidth ?? 0) > 0),
      { timeout: 15_000, timeoutMsg: 'the GIF did not load' },
    );
    expect(await gif.getAttribute('alt')).toBeTruthy();
    // The screen's own pixels: a canvas would not tell, since drawImage takes an animated image's
    // first frame (HTML spec). Compared until the next frame is drawn.
    const frame = async () =>
      sharp(Buffer.from(await gif.takeScreenshot(), 'base64'))
        .raw()
        .toBuffer();
    const first = await frame();
    let later = first;
    await browser.waitUntil(
      async () => {
        later = await frame();
        return !later.equals(first);
      },
      { timeout: 10_000, timeoutMsg: 'the GIF did not move' },
    );
    expect(later.length).toBe(first.length);
    // Paused, it is the still again.
    await browser.$('main').$('button=Pause GIF').click();
    await browser.$('main').$('button=Play GIF').waitForDisplayed();
    expect(await browser.execute(() => document.querySelector('main img[src*="/media/gif/"]') === null)).toBe(true);

    // The story: nobody presses anything; its video page plays muted, by itself, to its end.
    const story = storyOpeningOnAVideo();
    const pageShown = () =>
      browser.execute(() =>
        [...document.querySelectorAll('main span')].map((span) => span.textContent ?? '').find((text) => /^Page \d+ of \d+$/.test(text)),
      );
    await browser.url(`${site.url}/pin/${story.id}/`);
    await browser.$('main video[aria-label^="Video:"]').waitForDisplayed({ timeout: 15_000 });
    expect(await pageShown()).toBe(`Page 1 of ${story.count}`);
    await browser.waitUntil(async () => (await closeupVideoTime()) > 0.3, {
      timeout: 15_000,
      timeoutMsg: 'the story’s video did not start',
    });
    const started = Date.now();
    const playedBefore = await closeupVideoTime();
    await browser.waitUntil(async () => (await pageShown()) === `Page 2 of ${story.count}`, {
      timeout: (story.videoSeconds + 15) * 1000,
      timeoutMsg: 'the story did not turn to page 2',
    });
    // It turned when the video ended, not on a static page's 5 s timer.
    expect(Date.now() - started).toBeGreaterThan((story.videoSeconds - playedBefore - 1) * 1000);
  });

  interface GridVideo {
    pinId: string;
    playing: boolean;
    /** The share of its box in view below the header's band (143 px). */
    visible: number;
    bottom: number;
  }

  /** Every grid video on the page: whether it is moving, and how much of it is in view. */
  function gridVideos(): Promise<GridVideo[]> {
    return browser.execute(() =>
      [...document.querySelectorAll<HTMLVideoElement>('[role="list"] [data-pin-id] video')].map((video) => {
        const box = video.getBoundingClientRect();
        const shown = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 143));
        return {
          pinId: video.closest<HTMLElement>('[data-pin-id]')?.dataset.pinId ?? '',
          playing: !video.paused && video.currentTime > 0.2,
          visible: box.height > 0 ? shown / box.height : 0,
          bottom: box.bottom,
        };
      }),
    );
  }

  async function theOnePlaying(notThis?: string): Promise<GridVideo> {
    let seen: GridVideo[] = [];
    await browser.waitUntil(
      async () => {
        seen = await gridVideos();
        const playing = seen.filter((v) => v.playing);
        return playing.length === 1 && playing[0]?.pinId !== notThis;
      },
      { timeout: 20_000, timeoutMsg: `not exactly one video playing: ${JSON.stringify(seen)}` },
    );
    const [playing] = seen.filter((v) => v.playing);
    if (!playing) throw new Error('no video playing');
    return playing;
  }

  it('scrolls the videos page: one grid video plays at a time, the organic one in view, and hands over when it scrolls out', async () => {
    const promoted = new Set(
      queryDb<{ id: number }>(site, "SELECT id FROM pins WHERE is_promoted = 1 AND json_extract(content, '$.videos') IS NOT NULL").map(
        (p) => String(p.id),
      ),
    );
    expect(promoted.size).toBeGreaterThan(0);
    await browser.url(`${site.url}/videos/`);
    await browser.$('[role="list"] [data-pin-id] video').waitForExist({ timeout: 15_000 });

    const first = await theOnePlaying();
    const inView = (await gridVideos()).filter((v) => v.visible >= 0.5);
    expect(inView.length).toBeGreaterThanOrEqual(2);
    expect(promoted.has(first.pinId)).toBe(false);
    // Its picture moves on while it plays (the still underneath is not what shows).
    const timeOf = (pinId: string) =>
      browser.execute((id: string) => document.querySelector<HTMLVideoElement>(`[data-pin-id="${id}"] video`)?.currentTime ?? 0, pinId);
    const before = await timeOf(first.pinId);
    await browser.waitUntil(async () => (await timeOf(first.pinId)) > before + 0.5, {
      timeout: 10_000,
      timeoutMsg: 'its time stood still',
    });

    // Scroll it up under the header: another organic video takes over, and it is paused.
    await browser.execute((by: number) => window.scrollBy(0, by), first.bottom - 143 + 8);
    const next = await theOnePlaying(first.pinId);
    expect(promoted.has(next.pinId)).toBe(false);
    const after = await gridVideos();
    expect(after.find((v) => v.pinId === first.pinId)?.playing ?? false).toBe(false);
    expect(after.filter((v) => v.playing && promoted.has(v.pinId))).toEqual([]);
  });
});
