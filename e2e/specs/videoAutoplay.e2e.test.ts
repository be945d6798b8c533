// Issue 21's grid autoplay as a person sees it in Chromium: on the videos page (the home feed's
// videos) several videos are in view and exactly one moves, never a promoted one; when it scrolls
// out, another takes over.
import { type Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => ({ site, browser } = await openSession({}, { person: true, windowSize: [1280, 1000] })));
afterAll(() => closeSession({ site, browser }));

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

describe('videos in a grid', () => {
  it('play one at a time, the organic one in view, and hand over when it scrolls out', async () => {
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
