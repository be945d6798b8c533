// (b) moving between areas keeps the same document; back and forward work; only the areas active
// on the current route are fetched (boards comes with the first message it handles, experiences once
// the page has settled).
import { pageHeading, requestsTo, type Browser } from '../support/browser';
import { closeupOf, logIn, openPinCard } from '../support/feed';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => ({ site, browser } = await openSession({}, { person: true })));
afterAll(() => closeSession({ site, browser }));

async function clickLink(name: string): Promise<void> {
  await browser.$('#site-header').$(`a=${name}`).click();
}

async function openOwnProfile(): Promise<void> {
  await browser.$('button[aria-label^="Your account"]').click();
  await browser.$('[role="menu"]').$('a[href="/demo/"]').click();
}

async function marker(): Promise<unknown> {
  return browser.execute(() => (window as unknown as { __documentMarker?: string }).__documentMarker);
}

describe('one seamless site', () => {
  it('fetches only the remotes active on the first route', async () => {
    await browser.url(`${site.url}/pin/1001`);
    await closeupOf(browser, '1001');
    expect((await requestsTo(browser, 'mf_closeup')).length).toBeGreaterThan(0);
    // Boards (the picker) waits for a save: none was asked for.
    for (const idle of ['mf_boards', 'mf_business']) {
      expect([idle, await requestsTo(browser, idle)]).toEqual([idle, []]);
    }
    // Experiences (and the cookie banner) come on every page, but only once it has settled: after its load event.
    await browser.waitUntil(async () => (await requestsTo(browser, 'mf_experiences')).length > 0, { timeout: 15_000 });
    const early = await browser.execute(() => {
      const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.startsWith('/remotes/mf_experiences/') && e.startTime < loaded.loadEventEnd)
        .map((e) => e.name);
    });
    expect(early).toEqual([]);
    // The closeup mounts the feed's exposed grid for its related pins: that, not the feed's app.
    await browser.$('[role="list"][aria-label="More like this: Pins"]').waitForExist({ timeout: 15_000 });
    const feed = await requestsTo(browser, 'mf_feed');
    expect(feed.some((url) => url.includes('__federation_expose_PinGrid'))).toBe(true);
    expect(feed.some((url) => url.includes('__federation_expose_app'))).toBe(false);
  });

  it("preloads what the first route starts with, the shell's scripts and its area's files, and nothing it leaves unused", async () => {
    await browser.url(`${site.url}/pin/1001`);
    await closeupOf(browser, '1001');
    // Webpack removes a chunk's <script> once it ran, but keeps the chunk's id in its build's chunk list.
    const { preloaded, loadedChunks } = await browser.execute(() => {
      const builds = window as unknown as Record<string, Array<[Array<string | number>]> | undefined>;
      return {
        preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => new URL(link.href).pathname),
        loadedChunks: Object.keys(builds)
          .filter((key) => key.startsWith('webpackChunk'))
          .flatMap((key) => (builds[key] ?? []).flatMap(([ids]) => ids.map((id) => `${key.slice('webpackChunk'.length)}:${id}`))),
      };
    });
    // The shell's startup chunk (the shared packages are in shell.js itself) and the closeup's entry and first files.
    expect(preloaded.filter((file) => file.startsWith('/shell/') && file.endsWith('.js')).length).toBeGreaterThan(0);
    expect(preloaded.some((file) => /^\/remotes\/mf_closeup\/[^/]+\/remoteEntry\.js$/.test(file))).toBe(true);
    // Every preloaded chunk of the shell ran on the page: '/shell/234.ab12.js' is chunk 234 of its build.
    // (An area's preloads are its manifest's own list of what './app' needs, so they cannot miss.)
    const unused = preloaded
      .filter((file) => file.startsWith('/shell/') && file.endsWith('.js'))
      .filter((file) => !loadedChunks.includes(`shell:${file.slice('/shell/'.length).split('.')[0]}`));
    expect(unused).toEqual([]);
  });

  it('moves between areas by links without reloading, and back and forward work', async () => {
    await logIn(browser, site.url, 'demo', 'demo-password');
    await browser.url(`${site.url}/`);
    expect(await pageHeading(browser)).toBe('Home feed');
    await browser.execute(() => {
      (window as unknown as { __documentMarker?: string }).__documentMarker = 'same-document';
    });

    const pinId = await openPinCard(browser, 0);
    const pinHeading = await closeupOf(browser, pinId);
    expect(await browser.getTitle()).toMatch(/ · Pinboard$/);
    expect(new URL(await browser.getUrl()).pathname).toBe(`/pin/${pinId}/`);

    // Boards comes for its own screen, and once on the page it is not fetched again.
    await openOwnProfile();
    await browser.waitUntil(async () => (await pageHeading(browser)) === 'Demo User');
    const boardsFetched = (await requestsTo(browser, 'mf_boards')).length;
    expect(boardsFetched).toBeGreaterThan(0);

    await clickLink('Explore');
    await browser.waitUntil(async () => (await pageHeading(browser)) === 'Explore');
    expect(await browser.$('#area-mf_feed h1').getText()).toBe('Explore');

    await browser.back();
    await browser.waitUntil(async () => (await pageHeading(browser)) === 'Demo User');
    await browser.back();
    expect(await closeupOf(browser, pinId)).toBe(pinHeading);
    await browser.forward();
    await browser.waitUntil(async () => (await pageHeading(browser)) === 'Demo User');
    expect(await browser.getTitle()).toBe("demo's profile · Pinboard");
    expect((await requestsTo(browser, 'mf_boards')).length).toBe(boardsFetched);

    // Exactly one area's screen is on the page at a time.
    expect(await browser.$$('main h1').length).toBe(1);
    expect(await marker()).toBe('same-document');
  });
});
