// (b) moving between areas keeps the same document; back and forward work; only the areas active
// on the current route are fetched (boards and experiences come with the first message they handle).
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
    // Boards (the picker) and experiences (prompts, toasts) wait for a save or a toast: none was asked for.
    for (const idle of ['mf_boards', 'mf_experiences', 'mf_business']) {
      expect([idle, await requestsTo(browser, idle)]).toEqual([idle, []]);
    }
    // The closeup mounts the feed's exposed grid for its related pins: that, not the feed's app.
    await browser.$('[role="list"][aria-label="More like this: Pins"]').waitForExist({ timeout: 15_000 });
    const feed = await requestsTo(browser, 'mf_feed');
    expect(feed.some((url) => url.includes('__federation_expose_PinGrid'))).toBe(true);
    expect(feed.some((url) => url.includes('__federation_expose_app'))).toBe(false);
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
    await browser.waitUntil(async () => (await pageHeading(browser)) === 'Ideas');
    expect(await browser.$('#area-mf_feed h1').getText()).toBe('Ideas');

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
