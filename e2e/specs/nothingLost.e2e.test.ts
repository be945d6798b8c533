// Issue 38: what a person must never lose, in Chromium on the real site, API and SQLite. Back and
// Forward return to the place and the pages left, read from what the page already has; and a
// visitor's Save on a desktop is made once they have logged in. (Unsaving with Undo and the question
// before one's own Pin is deleted are the boards suite's save journey; the rules behind them are the
// SaveFlowLayer and PinGrid component tests'.)
import { type Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { cardButton, cardWithPinId, feedGrid } from '../support/feed';
import { boardPicker, firstUnsavedCardId, toastSaying } from '../support/saving';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

// A visitor, who has answered the cookie banner; the second journey logs in.
beforeAll(async () => {
  ({ site, browser } = await openSession({}, { person: true }));
});
afterAll(() => closeSession({ site, browser }));

/** Scrolls down a screen at a time, as a person would, until `y` (or the end of what there is). */
async function scrollTowards(y: number): Promise<number> {
  for (let step = 0; step < 40; step++) {
    const at = await browser.execute(() => window.scrollY);
    if (at >= y) break;
    await browser.execute(() => window.scrollBy(0, Math.round(window.innerHeight * 0.8)));
    // The grid's next page comes while two screens remain: wait for it when the end is near.
    await browser.waitUntil(
      async () =>
        browser.execute(
          () =>
            document.documentElement.scrollHeight - window.scrollY - window.innerHeight > window.innerHeight ||
            document.querySelector('[role="list"][aria-busy="true"]') === null,
        ),
      { timeout: 10_000 },
    );
  }
  return browser.execute(() => window.scrollY);
}

/** A card whose picture is wholly on screen, below the header, and opens the Pin (a one-tap Pin's opens its link in a new tab). */
const cardInView = () =>
  browser.execute(
    () =>
      [...document.querySelectorAll('[role="listitem"][data-pin-id]')]
        .find((card) => {
          const picture = card.querySelector('img');
          const box = picture?.getBoundingClientRect();
          const opensPin = picture?.closest('a')?.getAttribute('target') !== '_blank';
          return box !== undefined && opensPin && box.top > 100 && box.bottom < window.innerHeight - 10;
        })
        ?.getAttribute('data-pin-id') ?? null,
  );

/** The reads of `resource` the page has made since its resource timings were cleared. */
const readsOf = (resource: string) =>
  browser.execute(
    (name: string) =>
      performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname)
        .filter((path) => path === `/resource/${name}/get/`),
    resource,
  );

const scrollY = () => browser.execute(() => window.scrollY);

async function returnsTo(y: number, what: string) {
  await browser.waitUntil(async () => (await scrollY()) === y, { timeout: 10_000, timeoutMsg: `${what} did not return to ${y} px` });
}

async function closeupOpen() {
  await browser.$('#area-mf_closeup article h1').waitForDisplayed({ timeout: 15_000 });
}

const SURFACES: Array<[string, string, string | null, number, string]> = [
  ['home', '/', 'Home feed: Pins', 6_000, 'HomefeedResource'],
  ['a profile', '/demo/_created/', 'Created Pins', 2_500, 'UserPinsResource'],
  ['search', '/search/pins/?q=ideas', null, 2_000, 'BaseSearchResource'],
  ['a board', '/loomandladle/cocktail-hour/', 'Cocktail Hour: Pins', 600, 'BoardFeedResource'],
];

it('a person scrolls home, a profile, search and a board, opens a Pin from each, and Back and Forward return them to the place and the pages they left', async () => {
  for (const [surface, path, gridName, depth, resource] of SURFACES) {
    await browser.url(`${site.url}${path}`);
    if (gridName) await feedGrid(browser, gridName);
    else await browser.$('[role="list"] [role="listitem"]').waitForExist({ timeout: 15_000 });
    const left = await scrollTowards(depth);
    expect({ surface, scrolledPast: left > Math.min(depth, 500) - 1 }).toEqual({ surface, scrolledPast: true });
    // Whatever page the last scroll asked for is in before the place is left.
    await browser.waitUntil(async () => browser.execute(() => document.querySelector('[role="list"][aria-busy="true"]') === null), {
      timeout: 10_000,
      timeoutMsg: `the grid on ${surface} never finished loading`,
    });
    const pinId = await cardInView();
    if (!pinId) throw new Error(`no card in view on ${surface}`);
    // The grid as the person leaves it, read as they click: a page the last scroll asked for after
    // the check above may still come in until then.
    await browser.execute(() =>
      document.addEventListener(
        'click',
        () => (document.documentElement.dataset.gridLeft = document.querySelector('[role="list"]')?.getAttribute('style') ?? ''),
        { capture: true, once: true },
      ),
    );
    await (await browser.$(`[role="listitem"][data-pin-id="${pinId}"] img`)).click();
    const cardsLoaded = await browser.execute(() => document.documentElement.dataset.gridLeft);
    await closeupOpen();
    expect({ surface, pinOpensAt: await scrollY() }).toEqual({ surface, pinOpensAt: 0 });

    await browser.execute(() => performance.clearResourceTimings());
    await browser.back();
    await returnsTo(left, `Back on ${surface}`);
    // Every page that was loaded is there again (the grid is as tall), and none was read again.
    expect({ surface, grid: await browser.execute(() => document.querySelector('[role="list"]')?.getAttribute('style')) }).toEqual({
      surface,
      grid: cardsLoaded,
    });
    expect(await (await browser.$(`[role="listitem"][data-pin-id="${pinId}"]`)).isDisplayed()).toBe(true);
    expect({ surface, readAgain: await readsOf(resource) }).toEqual({ surface, readAgain: [] });

    // Forward opens the pin at its top, and Back again returns to the same place.
    await browser.forward();
    await closeupOpen();
    expect({ surface, pinOpensAt: await scrollY() }).toEqual({ surface, pinOpensAt: 0 });
    await browser.back();
    await returnsTo(left, `Back (again) on ${surface}`);
  }

  // A link to a page already seen opens it at its top, not where it was left.
  await browser.url(`${site.url}/`);
  await feedGrid(browser);
  await scrollTowards(2_000);
  await (await browser.$('a=Explore')).click();
  await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname !== '/', { timeout: 10_000 });
  await (await browser.$('a=Home')).click();
  await feedGrid(browser);
  expect(await scrollY()).toBe(0);
});

it("a visitor's Save on a desktop is made once they log in, back on the page it was pressed on: asked, then saved once, with its toast", async () => {
  /** demo's saves of a pin, anywhere. */
  const copies = (pinId: string) =>
    queryDb<{ n: number }>(site, 'SELECT count(*) AS n FROM pins WHERE repin_of = ? AND pinner_id = 1', Number(pinId))[0]?.n;
  const demosOwn = (pinId: string) => queryDb(site, 'SELECT 1 FROM pins WHERE root_pin_id = ? AND pinner_id = 1', Number(pinId)).length > 0;

  await browser.url(`${site.url}/`);
  await feedGrid(browser);
  // A visitor's cards all say Save: leave out those demo has saved or made.
  const shown = await browser.$$('[role="listitem"][data-pin-id]').map((c) => c.getAttribute('data-pin-id'));
  const pinId = await firstUnsavedCardId(
    browser,
    shown.filter((id): id is string => id !== null && (copies(id) !== 0 || demosOwn(id))),
  );
  if (!pinId) throw new Error('no card demo has not saved');
  await (await cardButton(await cardWithPinId(browser, pinId), 'Save')).click();

  // The login prompt's Log in, the form, and the board picker the save then opens (demo's save_behavior is 1).
  const prompt = await browser.$('dialog[open]');
  await prompt.waitForDisplayed({ timeout: 10_000 });
  expect(await prompt.$('h2').getText()).toBe('Log in to save this Pin');
  await (await prompt.$('a=Log in')).click();
  await (await browser.$('input[name="username"]')).setValue('demo');
  await (await browser.$('input[name="password"]')).setValue('demo-password');
  await (await browser.$('button[type="submit"]')).click();
  const picker = await boardPicker(browser);
  expect(copies(pinId)).toBe(0);
  await (await picker.$('button[aria-label="Save to Living Room"]')).click();
  await toastSaying(browser, 'Saved to Living Room');
  // The save is made once, and the person is back where they pressed Save (issue 60, item 10): the
  // repin path gives way to home, so neither Back nor a reload repeats it.
  await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/', {
    timeout: 10_000,
    timeoutMsg: 'the page did not return to home, where Save was pressed',
  });
  expect(copies(pinId)).toBe(1);
  await browser.refresh();
  await feedGrid(browser);
  expect(copies(pinId)).toBe(1);
});
