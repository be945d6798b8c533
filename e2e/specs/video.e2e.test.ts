// Issue 21 as a person sees it in Chromium: a video pin's closeup plays its seeded HLS rendition,
// and its time moves on; a GIF pin's closeup animates; a story pin's pages play by themselves; a
// video whose file is missing is said in words with Try again, which plays it once it is back.
import sharp from 'sharp';
import { mediaErrorMessage } from 'shared-contracts';
import { type Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { privateMedia } from '../support/privateMedia';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => ({ site, browser } = await openSession({}, { person: true })));
afterAll(() => closeSession({ site, browser }));

/** A pin anyone may open: a secret board's pins are not found for a visitor. */
const ON_A_PUBLIC_BOARD = "board_id IN (SELECT id FROM boards WHERE privacy = 'public' AND archived = 0)";

describe('a video pin’s closeup', () => {
  it('plays the HLS rendition: the picture moves on', async () => {
    const [pin] = queryDb<{ id: number }>(
      site,
      `SELECT id FROM pins WHERE is_repin = 0 AND json_extract(content, '$.videos') IS NOT NULL AND ${ON_A_PUBLIC_BOARD} ORDER BY id LIMIT 1`,
    );
    if (!pin) throw new Error('the seed has no video pin');
    await browser.url(`${site.url}/pin/${pin.id}/`);
    const video = browser.$('main video[aria-label^="Video:"]');
    await video.waitForDisplayed({ timeout: 15_000 });
    // A person's click on the picture starts it (the browser's own controls).
    await video.click();
    const playing = () => browser.execute(() => document.querySelector<HTMLVideoElement>('main video')?.currentTime ?? 0);
    await browser.waitUntil(async () => (await playing()) > 1, {
      timeout: 20_000,
      timeoutMsg: 'the video did not play',
    });
    // The HLS rendition is what plays (natively in this Chromium, through hls.js where there is none).
    expect(await browser.execute(() => document.querySelector<HTMLVideoElement>('main video')?.currentSrc)).toMatch(
      /\/vHLSV4\/index\.m3u8$|^blob:/,
    );
    expect(await browser.$('main [role="alert"]').isExisting()).toBe(false);
  });
});

describe('a GIF pin’s closeup', () => {
  it('animates: the picture a person sees changes from one moment to the next, until Pause GIF', async () => {
    const [pin] = queryDb<{ id: number }>(
      site,
      `SELECT id FROM pins WHERE is_repin = 0 AND json_extract(content, '$.embed.type') = 'gif' AND ${ON_A_PUBLIC_BOARD} ORDER BY id LIMIT 1`,
    );
    if (!pin) throw new Error('the seed has no GIF pin');
    await browser.url(`${site.url}/pin/${pin.id}/`);
    await browser.$('main').$('button=Pause GIF').waitForDisplayed({ timeout: 15_000 });
    const gif = browser.$('main img[src*="/media/gif/"]');
    await browser.waitUntil(
      () => browser.execute(() => (document.querySelector<HTMLImageElement>('main img[src*="/media/gif/"]')?.naturalWidth ?? 0) > 0),
      { timeout: 15_000, timeoutMsg: 'the GIF did not load' },
    );
    expect(await gif.getAttribute('alt')).toBeTruthy();
    // What is on screen, twice: a canvas would not tell, since drawImage takes an animated image's
    // first frame (HTML spec), so the screen's own pixels are compared.
    const frame = async () =>
      sharp(Buffer.from(await gif.takeScreenshot(), 'base64'))
        .raw()
        .toBuffer();
    const first = await frame();
    await browser.pause(600);
    const second = await frame();
    expect(second.length).toBe(first.length);
    expect(second.equals(first)).toBe(false);
    // Paused, it is the still again.
    await browser.$('main').$('button=Pause GIF').click();
    await browser.$('main').$('button=Play GIF').waitForDisplayed();
    expect(await browser.execute(() => document.querySelector('main img[src*="/media/gif/"]') === null)).toBe(true);
  });
});

describe('a story pin’s closeup', () => {
  interface StoryRow {
    id: number;
    content: string;
  }
  type Pages = Array<{ blocks: Array<{ videoUrl?: string; videoDuration?: number }> }>;
  /** The visible 'Page N of M'. */
  const pageShown = () =>
    browser.execute(() =>
      [...document.querySelectorAll('main span')].map((span) => span.textContent ?? '').find((text) => /^Page \d+ of \d+$/.test(text)),
    );

  it('plays its pages by itself: a video page until its video ends, a static page for 5 s, and stops on the last', async () => {
    const rows = queryDb<StoryRow>(
      site,
      `SELECT id, content FROM pins WHERE is_repin = 0 AND ${ON_A_PUBLIC_BOARD} AND json_extract(content, '$.storyPinData.isDeleted') = 0 AND json_array_length(json_extract(content, '$.storyPinData.pages')) >= 3 ORDER BY id`,
    );
    const videoOf = (pages: Pages, n: number) => pages[n]?.blocks.find((block) => block.videoUrl);
    // A story that opens on a video page, then static pages: both ways of turning a page.
    const story = rows
      .map((row) => ({ id: row.id, pages: (JSON.parse(row.content) as { storyPinData: { pages: Pages } }).storyPinData.pages }))
      .filter((s) => videoOf(s.pages, 0) && !videoOf(s.pages, 1) && !videoOf(s.pages, 2))
      .sort((a, b) => (videoOf(a.pages, 0)?.videoDuration ?? 0) - (videoOf(b.pages, 0)?.videoDuration ?? 0))[0];
    if (!story) throw new Error('the seed has no story opening on a video page followed by static pages');
    const count = story.pages.length;
    const videoSeconds = (videoOf(story.pages, 0)?.videoDuration ?? 0) / 1000;

    await browser.url(`${site.url}/pin/${story.id}/`);
    const video = browser.$('main video[aria-label^="Video:"]');
    await video.waitForDisplayed({ timeout: 15_000 });
    expect(await pageShown()).toBe(`Page 1 of ${count}`);
    // Nobody pressed anything: it plays muted, by itself.
    const time = () => browser.execute(() => document.querySelector<HTMLVideoElement>('main video')?.currentTime ?? 0);
    await browser.waitUntil(async () => (await time()) > 0.3, { timeout: 15_000, timeoutMsg: 'the story’s video did not start' });
    const started = Date.now();
    const playedBefore = await time();

    await browser.waitUntil(async () => (await pageShown()) === `Page 2 of ${count}`, {
      timeout: (videoSeconds + 15) * 1000,
      timeoutMsg: 'the story did not turn to page 2',
    });
    // It turned when the video ended, not on a 5 s timer.
    expect(Date.now() - started).toBeGreaterThan((videoSeconds - playedBefore - 1) * 1000);
    const secondShown = Date.now();

    await browser.waitUntil(async () => (await pageShown()) === `Page 3 of ${count}`, {
      timeout: 15_000,
      interval: 100,
      timeoutMsg: 'the story did not turn to page 3',
    });
    // Spec section 4: a static page counts 5000 ms.
    expect(Date.now() - secondShown).toBeGreaterThan(4500);
    expect(Date.now() - secondShown).toBeLessThan(7500);
    expect(await browser.$(`main [aria-label$=": page 3 of ${count}"]`).isExisting()).toBe(true);

    // The last page stops the story: no loop back to the first.
    await browser
      .$('main')
      .$('button=Play story')
      .waitForDisplayed({ timeout: (count - 2) * 5000 + 10_000 });
    expect(await pageShown()).toBe(`Page ${count} of ${count}`);
  });
});

describe('a video pin whose file is missing', () => {
  let media: ReturnType<typeof privateMedia>;
  beforeAll(() => {
    media = privateMedia(site);
  });
  afterAll(() => media.dispose());

  it('says so in words with Try again, and plays once the file is back', async () => {
    const [pin] = queryDb<{ id: number; signature: string }>(
      site,
      `SELECT id, json_extract(content, '$.videos.v720P.thumbnail') AS signature FROM pins WHERE is_repin = 0 AND json_extract(content, '$.videos') IS NOT NULL AND ${ON_A_PUBLIC_BOARD} ORDER BY id DESC LIMIT 1`,
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
    await video.click();
    await browser.waitUntil(
      async () => (await browser.execute(() => document.querySelector<HTMLVideoElement>('main video')?.currentTime ?? 0)) > 1,
      { timeout: 20_000, timeoutMsg: 'the video did not play once its file was back' },
    );
    expect(await browser.$('main [role="alert"]').isExisting()).toBe(false);
  });
});
