// Issue 21 as a person sees it in Chromium (what is built so far): a video pin's closeup plays its
// seeded HLS rendition, and its time moves on.
import { type Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => ({ site, browser } = await openSession({}, { person: true })));
afterAll(() => closeSession({ site, browser }));

describe('a video pin’s closeup', () => {
  it('plays the HLS rendition: the picture moves on', async () => {
    const [pin] = queryDb<{ id: number }>(
      site,
      "SELECT id FROM pins WHERE is_repin = 0 AND json_extract(content, '$.videos') IS NOT NULL AND board_id IS NOT NULL ORDER BY id LIMIT 1",
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
