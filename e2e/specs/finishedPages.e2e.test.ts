// Issue 38, item 9: nothing that looks unfinished. The page keeps off the window's edges; words are
// a person's (no SEO suffix, an ellipsis where a description is cut, never 'Pin 1173'); the stats
// page has a scale and days; GIFs move under the one-autoplay rule; the survey is not blocked by
// the site's own policy; a profile preloads nothing it does not use; the debug panel covers
// nothing; a deleted Pin's page says it is gone. The real site in Chromium.
import { GOOGLEBOT, startBrowser, type Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { feedGrid, logIn } from '../support/feed';
import { platformStatus } from '../support/platformStatus';
import { asReturningVisitor, closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSession({}, { person: true }));
  await logIn(browser, site.url, 'demo', 'demo-password');
});
afterAll(() => closeSession({ site, browser }));

const closeupHeading = async () => {
  const heading = await browser.$('#area-mf_closeup article h1');
  await heading.waitForDisplayed({ timeout: 15_000 });
  return heading.getText();
};

describe('the page keeps off the window’s edges', () => {
  it.each([
    ['home', '/', 'Home feed: Pins'],
    ['a profile', '/demo/_created/', 'Created Pins'],
  ])('%s: its heading and its first card stand clear of the left edge, wide and narrow', async (_, path, grid) => {
    for (const [width, height] of [
      [1280, 900],
      [390, 844],
    ] as const) {
      await browser.setWindowSize(width, height);
      await browser.url(`${site.url}${path}`);
      await feedGrid(browser, grid);
      const left = await browser.execute(() => ({
        heading: document.querySelector('main h1')?.getBoundingClientRect().left ?? -1,
        card: Math.min(...[...document.querySelectorAll('[role="listitem"]')].map((c) => c.getBoundingClientRect().left)),
      }));
      expect(left.heading).toBeGreaterThanOrEqual(8);
      expect(left.card).toBeGreaterThanOrEqual(8);
    }
    await browser.setWindowSize(1280, 900);
  });
});

describe('words a person reads', () => {
  it("shows a sensitive Pin's SEO title without the site's name, in its heading and the tab's title", async () => {
    await browser.url(`${site.url}/pin/1316/`);
    expect(await closeupHeading()).toBe('Home Decor ideas');
    await browser.waitUntil(async () => (await browser.getTitle()) === 'Home Decor ideas · Pinboard', { timeout: 5_000 });
  });

  it('cuts a long description at 496 characters with an ellipsis', async () => {
    await browser.url(`${site.url}/pin/1212/`);
    await closeupHeading();
    const description = await browser.execute(
      () => document.querySelector('#area-mf_closeup article [class*="description"]')?.textContent ?? '',
    );
    expect(description.endsWith('…')).toBe(true);
    expect(Array.from(description).length).toBeLessThanOrEqual(497);
  });

  it('names a Pin without a title by its words or its pinner, never by its number', async () => {
    await browser.url(`${site.url}/pin/1009/`);
    const heading = await closeupHeading();
    expect(heading).not.toMatch(/^Pin \d+$/);
    expect(heading).not.toBe('');
    await browser.waitUntil(async () => (await browser.getTitle()) === `${heading} · Pinboard`, { timeout: 5_000 });
  });

  it("gives a search engine's bot the same title, never 'Pinboard · Pinboard'", async () => {
    const page = await fetch(`${site.url}/pin/1094/`, {
      headers: { 'user-agent': GOOGLEBOT },
    });
    const html = await page.text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('Art ideas · Pinboard');
  });
});

describe('icons', () => {
  it("are one set of drawn icons, each in a control named for what it does (no stand-in characters such as '⇪')", async () => {
    await browser.url(`${site.url}/`);
    const grid = await feedGrid(browser);
    const card = await grid.$('[role="listitem"]');
    await card.moveTo();
    for (const name of ['Share', 'More options']) {
      const button = await card.$(`button[aria-label="${name}"]`);
      expect(await button.$('svg[aria-hidden="true"]').isExisting()).toBe(true);
      expect((await button.getText()).trim()).toBe('');
    }
    expect(await browser.execute(() => document.body.textContent?.includes('⇪') ?? true)).toBe(false);
  });
});

describe('the stats page', () => {
  it('draws each figure on a scale with its days, and names the range in words', async () => {
    const own = queryDb<{ id: number }>(
      site,
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.pinner_id = 1 AND p.is_repin = 0 AND b.privacy = 'public' ORDER BY p.id LIMIT 1",
    )[0]?.id;
    await browser.url(`${site.url}/pin/${own}/analytics`);
    const heading = await browser.$('h1=See more stats');
    await heading.waitForDisplayed({ timeout: 15_000 });
    const page = await browser.$('section[aria-labelledby="stats-heading"]');
    expect(await page.getText()).toMatch(/Last 30 days: [A-Z][a-z]{2} \d{1,2}(, \d{4})? – [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(await page.getText()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const chart = await page.$('figure');
    const axes = await chart.$$('ol').map((list) => list.getText());
    expect(axes).toHaveLength(2);
    expect(axes[0]).toMatch(/\d/);
    expect(axes[1]).toMatch(/^[A-Z][a-z]{2} \d{1,2}/);
    expect(await chart.$('rect title').getHTML({ includeSelectorTag: false })).toMatch(/^[A-Z][a-z]{2} \d{1,2}: \d/);
  });
});

describe('GIFs in the grid', () => {
  it('move under the page’s one-autoplay rule: one GIF or video at a time', async () => {
    await browser.url(`${site.url}/`);
    await feedGrid(browser);
    const gifs = queryDb<{ id: number }>(site, "SELECT id FROM pins WHERE json_extract(content, '$.embed.type') = 'gif'").map((r) =>
      String(r.id),
    );
    const moving = () =>
      browser.execute(() => ({
        gifs: [...document.querySelectorAll('[role="listitem"] img[src$=".gif"]')].map((img) =>
          img.closest('[data-pin-id]')?.getAttribute('data-pin-id'),
        ),
        videos: [...document.querySelectorAll('[role="listitem"] video')].filter((v) => !(v as HTMLVideoElement).paused).length,
      }));
    // Scroll until a GIF card is the most visible moving thing, then it moves.
    for (let screen = 0; screen < 20; screen++) {
      const now = await moving();
      if (now.gifs.length > 0) break;
      await browser.execute(() => window.scrollBy(0, window.innerHeight * 0.6));
      await browser.waitUntil(async () => (await moving()).gifs.length > 0 || true, { timeout: 1_500 }).catch(() => undefined);
      await browser.waitUntil(async () => (await moving()).gifs.length > 0, { timeout: 1_500 }).catch(() => undefined);
    }
    const now = await moving();
    expect(now.gifs).toHaveLength(1);
    expect(gifs).toContain(now.gifs[0]);
    expect(now.videos).toBe(0);
  });
});

describe('a profile', () => {
  it("preloads the feed's grid only on a tab that shows it", async () => {
    const preloads = async (path: string) => {
      const page = await fetch(`${site.url}${path}`);
      return [...(await page.text()).matchAll(/<link rel="preload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? '');
    };
    expect((await preloads('/demo/')).some((href) => href.startsWith('/remotes/mf_feed/'))).toBe(false);
    expect((await preloads('/demo/_created/')).some((href) => href.startsWith('/remotes/mf_feed/'))).toBe(true);
  });
});

describe('a survey', () => {
  it('is offered in a new tab where the site’s policy would not frame it, with no policy violation', async () => {
    const newbie = await startBrowser({ person: true });
    try {
      await asReturningVisitor(newbie, site.url);
      await logIn(newbie, site.url, 'newbie', 'demo-password');
      const survey = await newbie.$('section[aria-label="Survey"]');
      await survey.waitForDisplayed({ timeout: 20_000 });
      const link = await survey.$('a*=Take the survey');
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await survey.$('iframe').isExisting()).toBe(false);
      // The policy's violation reports, counted on the status page: none for a frame.
      const status = await platformStatus<{ cspViolations: { kinds: { directive: string }[] } }>(site.url);
      expect(status.cspViolations.kinds.filter((kind) => kind.directive.startsWith('frame-src'))).toEqual([]);
    } finally {
      await newbie.deleteSession().catch(() => undefined);
    }
  });
});

describe('the debug panel', () => {
  it("has room of its own: the page's controls are never under it", async () => {
    const employee = await startBrowser({ person: true });
    try {
      await asReturningVisitor(employee, site.url);
      await logIn(employee, site.url, 'employee', 'demo-password');
      await employee.url(`${site.url}/?deb_panel=1`);
      const panel = await employee.$('aside[aria-labelledby]');
      await panel.waitForDisplayed({ timeout: 15_000 });
      await employee.waitUntil(
        async () =>
          employee.execute(() => {
            const aside = document.querySelector('aside[aria-labelledby]')?.getBoundingClientRect();
            const main = document.querySelector('main')?.getBoundingClientRect();
            return aside !== undefined && main !== undefined && main.right <= aside.left;
          }),
        { timeout: 5_000, timeoutMsg: 'the page runs under the debug panel' },
      );
    } finally {
      await employee.deleteSession().catch(() => undefined);
    }
  });
});

describe('a deleted Pin', () => {
  it('is gone: Back to its page says so, and its address answers 404', async () => {
    const own = queryDb<{ id: number }>(
      site,
      'SELECT p.id FROM pins p WHERE p.pinner_id = 1 AND p.is_repin = 0 ORDER BY p.id DESC LIMIT 1',
    )[0]?.id;
    await browser.url(`${site.url}/pin/${own}/`);
    await closeupHeading();
    await (await browser.$('button[aria-label="More options"]')).click();
    await (await browser.$('[role="menuitem"]=Delete Pin')).click();
    const dialog = await browser.$('dialog[open]');
    await dialog.waitForDisplayed();
    await (await dialog.$('button=Delete')).click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/demo/_created/', { timeout: 10_000 });
    await browser.back();
    await (await browser.$('h1=Page not found')).waitForDisplayed({ timeout: 15_000 });
    expect(await browser.$('#area-mf_closeup').$('button=Saved').isExisting()).toBe(false);
    expect((await fetch(`${site.url}/pin/${own}/`)).status).toBe(404);
  });
});
