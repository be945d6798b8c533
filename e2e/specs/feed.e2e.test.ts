// Issue 5: the home feed's masonry grid of pin cards on the real API, in Chromium.
import AxeBuilder from '@axe-core/webdriverio';
import { pageHeading, type Browser } from '../support/browser';
import { cardAt, cardButton, cardPinId, cardWithPinId, closeupOf, feedGrid, logIn } from '../support/feed';
import { queryDb } from '../support/database';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => ({ site, browser } = await openSession({}, { person: true })));
afterAll(() => closeSession({ site, browser }));

const query = <T>(sql: string, ...args: unknown[]): T[] => queryDb<T>(site, sql, ...args);

async function apiHomeFeed(pageSize: number): Promise<Array<{ id: string; title: string; gridTitle: string }>> {
  const response = await fetch(`${site.url}/resource/HomefeedResource/get/?page_size=${pageSize}`);
  return ((await response.json()) as { resource_response: { data: Array<{ id: string; title: string; gridTitle: string }> } })
    .resource_response.data;
}

async function axeViolations(): Promise<string[]> {
  const result = await new AxeBuilder({ client: browser }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

describe('the home feed, signed out', () => {
  it("fetches the first row's pictures at once and first, and leaves those far down until they are near", async () => {
    await browser.url(`${site.url}/`);
    const grid = await feedGrid(browser);
    const first = await cardAt(browser, 0);
    const picture = await first.$('img');
    expect(await picture.getAttribute('fetchpriority')).toBe('high');
    expect(await picture.getAttribute('loading')).toBe('eager');
    // Cards on the first screen (900 px of the grid) load at once; those further down wait until near.
    // The grid mounts its cards a couple of rows a frame: read them once those below the screen are in.
    const readCards = () =>
      browser.execute(
        (list: HTMLElement) => {
          const top = list.getBoundingClientRect().top;
          return [...list.querySelectorAll('[role="listitem"]')].map((card) => ({
            top: card.getBoundingClientRect().top - top,
            loading: card.querySelector('img')?.getAttribute('loading'),
          }));
        },
        grid as unknown as HTMLElement,
      );
    await browser.waitUntil(async () => (await readCards()).some((card) => card.loading === 'lazy'), {
      timeout: 5000,
      timeoutMsg: 'no card below the first screen was mounted',
    });
    const cards = await readCards();
    // Cards within a gutter of the line are left out: the list's own padding moves them a little.
    const clear = cards.filter((card) => Math.abs(card.top - 900) > 40);
    expect(clear.filter((card) => card.top < 900 !== (card.loading === 'eager'))).toEqual([]);
  });

  it("fetches the first four cards' pictures once each, as the document asked for them before any script ran", async () => {
    await browser.url(`${site.url}/`);
    const grid = await feedGrid(browser);
    await browser.waitUntil(
      () =>
        browser.execute(
          (list: HTMLElement) => [...list.querySelectorAll('img')].slice(0, 4).every((img) => img.complete && img.currentSrc !== ''),
          grid as unknown as HTMLElement,
        ),
      { timeout: 10_000, timeoutMsg: 'the first pictures never loaded' },
    );
    const seen = await browser.execute(
      (list: HTMLElement) => ({
        preloaded: [...document.querySelectorAll('link[rel="preload"][as="image"]')].length,
        shown: [...list.querySelectorAll('[role="listitem"] img')].slice(0, 4).map((img) => (img as HTMLImageElement).currentSrc),
        fetched: performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((name) => name.startsWith('/media/')),
      }),
      grid as unknown as HTMLElement,
    );
    expect(seen.preloaded).toBe(4);
    // The preload and the card chose the same size (GRID_IMAGE_SIZES and the card's cell width
    // agree), so each picture came over the network once and in one size only.
    for (const src of seen.shown) {
      const file = new URL(src).pathname.split('/').pop() ?? '';
      expect(seen.fetched.filter((name) => name.endsWith(`/${file}`))).toEqual([new URL(src).pathname]);
    }
  });

  it("shows the API's pins as a list of cards, in the API's order", async () => {
    await browser.url(`${site.url}/`);
    expect(await pageHeading(browser)).toBe('Home feed');
    const grid = await feedGrid(browser);
    const expected = await apiHomeFeed(5);
    const first = await cardAt(browser, 0);
    expect(await cardPinId(first)).toBe(expected[0]?.id);
    // Each card names its pin; every card of the first page is in the API's first page.
    const ids = await browser.execute(
      (list: HTMLElement) => [...list.querySelectorAll('[role="listitem"]')].map((c) => c.getAttribute('data-pin-id')),
      grid as unknown as HTMLElement,
    );
    expect(ids.length).toBeGreaterThan(5);
    expect(ids).toEqual(expect.arrayContaining(expected.map((p) => p.id)));
    expect(await first.getAttribute('aria-label')).toBe(expected[0]?.gridTitle || expected[0]?.title);
  });

  it('shows the first page of cards from the document, with no API request for it, and asks the API for the next', async () => {
    await browser.url(`${site.url}/`);
    await cardAt(browser, 0);
    const feedReads = () =>
      browser.execute(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.pathname === '/resource/HomefeedResource/get/')
          .map((url) => url.search),
      );
    // The grid may already ask for the second page (its end is near): never for the first.
    expect((await feedReads()).filter((search) => !search.includes('bookmark='))).toEqual([]);
    await browser.execute(() => window.scrollTo(0, document.body.scrollHeight));
    await browser.waitUntil(async () => (await feedReads()).some((search) => search.includes('bookmark=')), {
      timeout: 10_000,
      timeoutMsg: 'the second page was never asked for',
    });
  });

  it('loads more pages as it scrolls while the DOM keeps only the cards near the viewport', async () => {
    await browser.url(`${site.url}/`);
    const grid = await feedGrid(browser);
    let highest = 0;
    let mostCards = 0;
    for (let i = 0; i < 12; i += 1) {
      await browser.execute(() => window.scrollBy(0, window.innerHeight * 2));
      await browser.pause(250);
      const positions = await browser.execute(() =>
        [...document.querySelectorAll('[role="listitem"]')].map((e) => Number(e.getAttribute('aria-posinset'))),
      );
      highest = Math.max(highest, ...positions);
      mostCards = Math.max(mostCards, positions.length);
    }
    // Page size 25: more than four pages have been loaded by scrolling alone.
    expect(highest).toBeGreaterThan(100);
    expect(mostCards).toBeLessThan(80);
    expect(await grid.getAttribute('aria-label')).toBe('Home feed: Pins');
  });

  it('moves by keyboard through the cards in reading order and opens the closeup with Enter', async () => {
    await browser.url(`${site.url}/`);
    await feedGrid(browser);
    const first = await cardAt(browser, 0);
    const second = await cardAt(browser, 1);
    const firstId = await cardPinId(first);
    // A card is reached through its picture link; its buttons are the link's siblings.
    const focusLink = (el: HTMLElement) => el.querySelector<HTMLElement>('a[href]')?.focus();
    await browser.execute(focusLink, first as unknown as HTMLElement);
    // Tab goes through this card's own buttons, then to the next card.
    for (let i = 0; i < 6; i += 1) {
      const focused = await browser.execute(
        () => document.activeElement?.closest('[role="listitem"]')?.getAttribute('data-pin-id') ?? null,
      );
      if (focused === (await cardPinId(second))) break;
      await browser.keys('Tab');
    }
    // The next card's first stop is its picture link, named for the pin.
    expect(
      await browser.execute(() => {
        const active = document.activeElement;
        return active?.matches('a[href][aria-label]') ? (active.closest('[role="listitem"]')?.getAttribute('data-pin-id') ?? null) : null;
      }),
    ).toBe(await cardPinId(second));
    await browser.keys(['Shift', 'Tab']);
    await browser.execute(focusLink, first as unknown as HTMLElement);
    await browser.keys('Enter');
    await closeupOf(browser, firstId);
    // The closeup mounts the feed area's grid for its related pins.
    const related = await browser.$('[role="list"][aria-label="More like this: Pins"]');
    await related.waitForExist({ timeout: 15_000 });
    await browser.waitUntil(async () => (await related.$$('[role="listitem"]').length) > 0, { timeout: 15_000 });
  });

  it("a visitor's Save asks them to log in with the save header", async () => {
    await browser.url(`${site.url}/`);
    const card = await cardAt(browser, 0);
    await (await cardButton(card, 'Save')).click();
    const dialog = await browser.$('dialog[open]');
    await dialog.waitForDisplayed();
    expect(await dialog.$('h2').getText()).toBe('Log in to save this Pin');
    await browser.keys('Escape');
    await dialog.waitForExist({ reverse: true });
  });

  it('has no axe violations, with a card hovered', async () => {
    await browser.url(`${site.url}/`);
    await (await cardAt(browser, 0)).moveTo();
    expect(await axeViolations()).toEqual([]);
  });
});

describe('the home feed, signed in as demo', () => {
  beforeAll(() => logIn(browser, site.url, 'demo', 'demo-password'));

  it("saves a pin: 'Saved!', then the board's name, and it stays saved after a reload", async () => {
    await browser.url(`${site.url}/`);
    await feedGrid(browser);
    // The first card demo has not saved yet.
    const pinId = await browser.execute(() =>
      [...document.querySelectorAll('[role="listitem"]')]
        .find((c) => [...c.querySelectorAll('button')].some((b) => b.textContent === 'Save'))
        ?.getAttribute('data-pin-id'),
    );
    expect(pinId).toBeTruthy();
    const card = await cardWithPinId(browser, pinId ?? '');
    const save = await cardButton(card, 'Save');
    await save.click();
    // demo's save_behavior is 1: the boards area's picker asks where.
    const picker = await browser.$('dialog[open]');
    await picker.waitForDisplayed({ timeout: 10_000 });
    await (await picker.$('button[aria-label="Save to Living Room"]')).click();
    await browser.waitUntil(async () => (await card.moveTo(), (await save.getText()) === 'Saved!'), {
      timeout: 5_000,
      timeoutMsg: "no 'Saved!'",
    });
    await browser.waitUntil(async () => (await card.moveTo(), (await save.getText()) === 'Living Room'), {
      timeout: 5_000,
      timeoutMsg: 'no board name after 950 ms',
    });
    const rows = query<{ n: number }>(
      'SELECT count(*) AS n FROM pins WHERE repin_of = ? AND pinner_id = 1 AND board_id = 3',
      Number(pinId),
    );
    expect(rows[0]?.n).toBe(1);

    await browser.refresh();
    const again = await cardWithPinId(browser, pinId ?? '');
    expect(await (await cardButton(again, 'Saved')).getText()).toBe('Saved');
  });

  it('hides a pin from its options menu, and Undo brings it back', async () => {
    await browser.url(`${site.url}/`);
    const card = await cardAt(browser, 1);
    const pinId = await cardPinId(card);
    await (await cardButton(card, 'More options')).click();
    await (await browser.$('[role="menuitem"]=Hide Pin')).click();
    const overlay = await (await cardWithPinId(browser, pinId)).$('[role="group"][aria-label="Pin hidden"]');
    await overlay.waitForDisplayed();
    expect(await overlay.getText()).toContain('Pin hidden');
    expect(query('SELECT 1 FROM hidden_pins WHERE user_id = 1 AND pin_id = ?', Number(pinId))).toHaveLength(1);

    await (await overlay.$('button=Undo')).click();
    await overlay.waitForExist({ reverse: true });
    expect(query('SELECT 1 FROM hidden_pins WHERE user_id = 1 AND pin_id = ?', Number(pinId))).toHaveLength(0);
  });

  it('reports impressions with thresholds, slot, cell and window sizes to the event log when the page is left', async () => {
    await browser.url(`${site.url}/`);
    const first = await cardPinId(await cardAt(browser, 0));
    await browser.pause(500);
    // Leaving the page hides it: the shell flushes its batch with sendBeacon.
    await browser.url(`${site.url}/robots.txt`);
    await browser.waitUntil(
      () => query("SELECT 1 FROM events WHERE event_type = 18 AND object_id = ? AND subject = 'user:1'", first).length > 0,
      {
        timeout: 10_000,
        timeoutMsg: 'no impression reached the event log',
      },
    );
    const events = query<{ aux_data: string }>(
      "SELECT aux_data FROM events WHERE event_type = 18 AND object_id = ? AND subject = 'user:1' ORDER BY id",
      first,
    ).map((e) => JSON.parse(e.aux_data) as Record<string, string | number>);
    expect(events.map((e) => `${e.stage}:${e.visible_threshold}`)).toEqual(
      expect.arrayContaining(['enter:0', 'visible:50', 'visible:80', 'visible:100']),
    );
    expect(events[0]).toMatchObject({
      surface: 'AuthHomefeed',
      slot_index: 0,
      cell_width: 236,
      top_obstruction: 143,
      window_width: expect.any(Number),
    });
  });

  it('has no axe violations signed in, with a card hovered', async () => {
    await browser.url(`${site.url}/`);
    await (await cardAt(browser, 0)).moveTo();
    expect(await axeViolations()).toEqual([]);
  });
});
