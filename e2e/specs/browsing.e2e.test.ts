// What a visitor does on the site, in Chromium on the real site and API, one test a journey: browsing
// home (what the network fetched and when, the grid as it scrolls, real keyboard focus, the
// closeup and back, impressions sent as the page is left), discovering, searching from the header
// and the not-found page, and a phone 320 px wide that never scrolls sideways. What needs no
// browser is tested beside its code (the closing note of issue 57 lists where).
import { Key } from 'webdriverio';
import { axeViolations } from '../support/axe';
import { pageHeading, startBrowser, type Browser } from '../support/browser';
import { cardAt, cardButton, cardPinId, closeupOf, feedGrid, logIn } from '../support/feed';
import { queryDb } from '../support/database';
import { asReturningVisitor, closeSession } from '../support/session';
import { startSite, type RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  // The server and the browser start side by side.
  const [started, opened] = await Promise.allSettled([startSite(), startBrowser({ person: true })]);
  if (started.status === 'fulfilled') site = started.value;
  if (opened.status === 'fulfilled') browser = opened.value;
  if (started.status === 'rejected') throw started.reason;
  if (opened.status === 'rejected') throw opened.reason;
  await asReturningVisitor(browser, site.url);
});
afterAll(() => closeSession({ site, browser }));

const query = <T>(sql: string, ...args: unknown[]): T[] => queryDb<T>(site, sql, ...args);

interface Page<T> {
  resource_response: { data: T[]; bookmark: string | null };
}

/** A read of the API as the browser's session makes it. */
async function apiRead<T>(resource: string, params: Record<string, string>): Promise<T[]> {
  const body = await browser.execute(
    async (path: string) => (await fetch(path, { credentials: 'same-origin' })).text(),
    `/resource/${resource}/get/?${new URLSearchParams(params).toString()}`,
  );
  return (JSON.parse(body) as Page<T>).resource_response.data;
}

async function headingIs(on: Browser, text: string | RegExp): Promise<string> {
  let shown = '';
  await on.waitUntil(
    async () => {
      shown = await pageHeading(on);
      return typeof text === 'string' ? shown === text : text.test(shown);
    },
    { timeout: 15_000, timeoutMsg: `the heading never read ${String(text)}` },
  );
  return shown;
}

/** Follows a same-site link, as a person clicks one: the shell moves there in the same document. */
async function followLink(on: Browser, path: string): Promise<void> {
  await on.execute((to: string) => {
    const link = document.createElement('a');
    link.href = to;
    document.body.append(link);
    link.click();
    link.remove();
  }, path);
}

async function pathIs(path: string | RegExp): Promise<void> {
  await browser.waitUntil(
    async () => {
      const now = new URL(await browser.getUrl()).pathname;
      return typeof path === 'string' ? now === path : path.test(now);
    },
    { timeout: 15_000, timeoutMsg: `never reached ${String(path)}` },
  );
}

async function mainSays(text: string): Promise<void> {
  await browser.waitUntil(async () => (await browser.$('main').getText()).includes(text), {
    timeout: 15_000,
    timeoutMsg: `the page never said '${text}'`,
  });
}

/** The home feed's reads the page made itself (the document may answer the first). */
const feedReads = () =>
  browser.execute(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.pathname === '/resource/HomefeedResource/get/')
      .map((url) => url.search),
  );

/** The left edges of the page's heading and of its leftmost card. */
const leftEdges = (on: Browser) =>
  on.execute(() => ({
    heading: document.querySelector('main h1')?.getBoundingClientRect().left ?? -1,
    card: Math.min(...[...document.querySelectorAll('[role="listitem"]')].map((c) => c.getBoundingClientRect().left)),
  }));

const scrollsSideways = (on: Browser) => on.execute(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

const searchTabs = async (): Promise<Array<[string, string | null, string | null]>> =>
  (
    await browser.execute(() =>
      [...document.querySelectorAll('nav[aria-label="Search results"] a')].map((a) => ({
        text: a.textContent ?? '',
        href: a.getAttribute('href'),
        current: a.getAttribute('aria-current'),
      })),
    )
  ).map(({ text, href, current }): [string, string | null, string | null] => [text, href, current]);

async function openSearchTab(name: string): Promise<void> {
  await (await browser.$('nav[aria-label="Search results"]').$(`a=${name}`)).click();
  await browser.waitUntil(async () => (await searchTabs()).find(([text]) => text === name)?.[2] === 'page', {
    timeoutMsg: `the ${name} tab never became current`,
  });
}

const headerSearch = () => browser.$('#site-header').$('input[role="combobox"]');

/** Types into the header's search box as a person does: what it held selected and replaced. */
async function typeInHeaderSearch(text: string) {
  const box = await headerSearch();
  await box.click();
  await browser.keys([Key.Ctrl, 'a']);
  await browser.keys(Key.Backspace);
  await browser.keys(text.split(''));
  return box;
}

describe('a visitor', () => {
  it("browses home: the first screen's pictures come first, more pages come as they scroll, and a Pin opens by keyboard and Back returns", async () => {
    await browser.url(`${site.url}/`);
    expect(await pageHeading(browser)).toBe('Home feed');
    const grid = await feedGrid(browser);
    expect(await grid.getAttribute('aria-label')).toBe('Home feed: Pins');
    const first = await cardAt(browser, 0);
    const firstId = await cardPinId(first);

    // The first page came in the document: the page never asked the API for it.
    expect((await feedReads()).filter((search) => !search.includes('bookmark='))).toEqual([]);

    // The cards are the API's pins, in its order, each named for its pin.
    const expected = (await apiRead<{ id: string; title: string; gridTitle: string }>('HomefeedResource', { page_size: '5' })).slice(0, 5);
    expect(firstId).toBe(expected[0]?.id);
    expect(await first.getAttribute('aria-label')).toBe(expected[0]?.gridTitle || expected[0]?.title);
    const ids = await browser.execute(
      (list: HTMLElement) => [...list.querySelectorAll('[role="listitem"]')].map((c) => c.getAttribute('data-pin-id')),
      grid as unknown as HTMLElement,
    );
    expect(ids.length).toBeGreaterThan(5);
    expect(ids).toEqual(expect.arrayContaining(expected.map((p) => p.id)));

    // The first row's pictures are fetched at once and first; those below the first screen (900 px
    // of the grid) wait until they are near. The grid mounts a couple of rows a frame: read the
    // cards once those below the screen are in.
    const picture = await first.$('img');
    expect(await picture.getAttribute('fetchpriority')).toBe('high');
    expect(await picture.getAttribute('loading')).toBe('eager');
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
    // Cards within a gutter of the line are left out: the list's own padding moves them a little.
    const clear = (await readCards()).filter((card) => Math.abs(card.top - 900) > 40);
    expect(clear.filter((card) => card.top < 900 !== (card.loading === 'eager'))).toEqual([]);

    // The document preloaded the first four cards' pictures, in the size the cards then chose:
    // each came over the network once, in one size only.
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
    for (const src of seen.shown) {
      const file = new URL(src).pathname.split('/').pop() ?? '';
      expect(seen.fetched.filter((name) => name.endsWith(`/${file}`))).toEqual([new URL(src).pathname]);
    }

    // The page keeps off the window's edges.
    const left = await leftEdges(browser);
    expect(left.heading).toBeGreaterThanOrEqual(8);
    expect(left.card).toBeGreaterThanOrEqual(8);

    // With a card hovered, axe finds nothing (its colour contrast included).
    await first.moveTo();
    expect(await axeViolations(browser)).toEqual([]);

    // Save asks a visitor to log in, in the experiences area's prompt, loaded for it.
    await (await cardButton(first, 'Save')).click();
    const dialog = await browser.$('dialog[open]');
    await dialog.waitForDisplayed();
    expect(await dialog.$('h2').getText()).toBe('Log in to save this Pin');
    await browser.keys('Escape');
    await dialog.waitForExist({ reverse: true });

    // By keyboard: a card is reached through its picture link; Tab goes through that card's own
    // buttons, then to the next card in reading order, whose first stop is its picture link.
    const secondId = await cardPinId(await cardAt(browser, 1));
    const focusLink = (el: HTMLElement) => el.querySelector<HTMLElement>('a[href]')?.focus();
    await browser.execute(focusLink, first as unknown as HTMLElement);
    for (let i = 0; i < 6; i += 1) {
      const focused = await browser.execute(
        () => document.activeElement?.closest('[role="listitem"]')?.getAttribute('data-pin-id') ?? null,
      );
      if (focused === secondId) break;
      await browser.keys('Tab');
    }
    expect(
      await browser.execute(() => {
        const active = document.activeElement;
        return active?.matches('a[href][aria-label]') ? (active.closest('[role="listitem"]')?.getAttribute('data-pin-id') ?? null) : null;
      }),
    ).toBe(secondId);
    await browser.keys(['Shift', 'Tab']);
    // Enter on the first card's link opens its closeup, which mounts the feed's grid for related pins.
    await browser.execute(focusLink, first as unknown as HTMLElement);
    await browser.keys('Enter');
    await closeupOf(browser, firstId);
    const related = await browser.$('[role="list"][aria-label="More like this: Pins"]');
    await related.waitForExist({ timeout: 15_000 });
    await browser.waitUntil(async () => (await related.$$('[role="listitem"]').length) > 0, { timeout: 15_000 });

    // Back is the home feed again.
    await browser.back();
    await headingIs(browser, 'Home feed');
    await feedGrid(browser);

    // Scrolling loads page after page (25 pins each) while the DOM keeps only the cards near the
    // viewport. Each scroll goes two screens on; the walk ends once a fifth page is in.
    let highest = 0;
    let mostCards = 0;
    await browser.waitUntil(
      async () => {
        await browser.execute(() => window.scrollBy(0, window.innerHeight * 2));
        const positions = await browser.execute(() =>
          [...document.querySelectorAll('[role="listitem"]')].map((e) => Number(e.getAttribute('aria-posinset'))),
        );
        highest = Math.max(highest, ...positions);
        mostCards = Math.max(mostCards, positions.length);
        return highest > 100;
      },
      { timeout: 30_000, interval: 250, timeoutMsg: 'scrolling never reached a fifth page' },
    );
    expect(highest).toBeGreaterThan(100);
    expect(mostCards).toBeLessThan(80);
    expect((await feedReads()).some((search) => search.includes('bookmark='))).toBe(true);

    // Leaving the page hides it: the shell sends its impressions with sendBeacon, logged with the
    // page they were on ('home'), not the signed-in surface.
    await browser.url(`${site.url}/robots.txt`);
    const logged = () =>
      query<{ aux_data: string }>(
        "SELECT aux_data FROM events WHERE event_type = 18 AND object_id = ? AND subject LIKE 'anon:%' AND subject NOT LIKE 'anon:seedvisitor%'",
        firstId,
      );
    await browser.waitUntil(() => logged().length > 0, { timeout: 10_000, timeoutMsg: "no visitor's impression reached the event log" });
    expect([...new Set(logged().map((e) => (JSON.parse(e.aux_data) as { surface: string }).surface))]).toEqual(['home']);
  });

  it("discovers: Explore from the header, the topics and one topic's Pins, and Today's stories and tabs", async () => {
    await browser.url(`${site.url}/`);
    await pageHeading(browser);
    await (await browser.$('header').$('a=Explore')).click();
    await headingIs(browser, 'Explore');
    const stories = await browser.$('ul[aria-label="Today\'s stories"]');
    await stories.waitForDisplayed({ timeout: 15_000 });
    expect(await stories.$$('li').length).toBe(3);
    const topics = await browser.$('ul[aria-label="Popular topics"]');
    await topics.waitForDisplayed();
    expect(await topics.$$('li').length).toBe(8);

    // Every topic is a tile with four of its Pins; a tile opens the topic with its Pins.
    await (await browser.$('a=Popular topics')).click();
    await headingIs(browser, 'Ideas');
    const tiles = await browser.$('ul[aria-label="Topics"]');
    await tiles.waitForDisplayed({ timeout: 15_000 });
    expect(await tiles.$$('li').length).toBe(12);
    expect(await tiles.$$('li')[0]?.$$('img').length).toBe(4);
    await (await tiles.$('span=Travel')).click();
    await headingIs(browser, 'Travel');
    expect((await (await feedGrid(browser, 'Travel: Pins')).$$('[role="listitem"]')).length).toBeGreaterThan(3);
    expect(await browser.$('button=Follow').isDisplayed()).toBe(true);

    // Today: the day's dated stories, and a tab for each way of ranking Pins, each with Pins of its own.
    await followLink(browser, '/today');
    await headingIs(browser, 'Today');
    const today = new Date().toISOString().slice(0, 10);
    await (await browser.$(`time[datetime="${today}"]`)).waitForDisplayed({ timeout: 15_000 });
    expect(await browser.$('main h2').getText()).toMatch(/^Today, [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const storyLink = await browser.$('main ul a');
    const href = await storyLink.getAttribute('href');
    expect(href).toMatch(/^\/today\/article\/\d{4}-\d{2}-\d{2}-[a-z]+-[a-z-]+\/$/);
    for (const [tab, title] of [
      ['Best', 'The most-saved Pins'],
      ['Trending', 'Saved most this week'],
      ['Popular', 'Seen most'],
      ['Shop', 'Products people save'],
    ] as const) {
      await (await browser.$('nav[aria-label="Today"]').$(`a=${tab}`)).click();
      await headingIs(browser, title);
      expect((await (await feedGrid(browser, `${title}: Pins`)).$$('[role="listitem"]')).length).toBeGreaterThan(0);
      expect(await browser.$('nav[aria-label="Today"] a[aria-current="page"]').getText()).toBe(tab);
    }

    // A story opens with its Pins, at both of its addresses.
    await (await browser.$('nav[aria-label="Today"]').$('a=Stories')).click();
    await headingIs(browser, 'Today');
    await followLink(browser, `/discover/article/${href?.split('/')[3] ?? ''}`);
    const shown = await headingIs(browser, /^(?!Today$).{4,}/);
    expect((await (await feedGrid(browser, `${shown}: Pins`)).$$('[role="listitem"]')).length).toBeGreaterThan(0);
    await browser.back();
    await headingIs(browser, 'Today');
    await (await browser.$(`main a[href="${href ?? ''}"]`)).click();
    expect(await headingIs(browser, shown)).toBe(shown);
    await pathIs(href ?? '');
    expect((await (await feedGrid(browser, `${shown}: Pins`)).$$('[role="listitem"]')).length).toBeGreaterThan(0);
  });

  it('searches from a page that is not there and from the header: suggestions by keyboard, results, scope tabs, boards and people, and honest empty states', async () => {
    // The one not-found page offers a search and a way home.
    await browser.url(`${site.url}/no/such/page/here`);
    expect(await pageHeading(browser)).toBe('Page not found');
    expect(await browser.getTitle()).toBe('Page not found · Pinboard');
    expect(await browser.$('main').$('a=Go to the home feed').isDisplayed()).toBe(true);
    await browser.$('main').$('input[type="search"]').setValue('soup');
    await browser.keys('Enter');
    await headingIs(browser, 'Search: soup');

    // The header's box: Enter searches Pins, and the box keeps the query.
    await typeInHeaderSearch('pasta');
    await browser.keys('Enter');
    await headingIs(browser, 'Search: pasta');
    const url = new URL(await browser.getUrl());
    expect([url.pathname, url.searchParams.get('q')]).toEqual(['/search/pins', 'pasta']);
    expect(await (await headerSearch()).getValue()).toBe('pasta');

    // Suggestions as one types, one chosen by keyboard.
    const box = await typeInHeaderSearch('gard');
    const list = await browser.$('[role="listbox"][aria-label="Suggestions"]');
    await list.waitForDisplayed({ timeout: 10_000 });
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const options = await list.$$('[role="option"]');
    const option = options[0];
    if (!option) throw new Error('no suggestion');
    await browser.keys('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    expect(await option.getAttribute('aria-selected')).toBe('true');
    const label = await option.getText();
    await browser.keys('Enter');
    await pathIs(/^\/ideas\//);
    expect(label.toLowerCase()).toContain('gard');

    // Suggested searches go on from what is typed; one runs its search.
    await typeInHeaderSearch('chi');
    const searches = await browser.$('[role="listbox"][aria-label="Suggestions"]').$('[role="group"][aria-label="Searches"]');
    await searches.waitForDisplayed({ timeout: 10_000 });
    const suggested = await searches.$('[role="option"]');
    const term = await suggested.getText();
    expect(term.startsWith('chi')).toBe(true);
    await suggested.click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).searchParams.get('q') === term, { timeout: 10_000 });

    // Results: the query heads the page; Pins, Boards and People are links to each scope.
    await typeInHeaderSearch('garden');
    await browser.keys('Enter');
    await headingIs(browser, 'Search: garden');
    await feedGrid(browser, 'Search: garden: Pins');
    expect(await searchTabs()).toEqual([
      ['Pins', '/search/pins?q=garden', 'page'],
      ['Boards', '/search/boards?q=garden', null],
      ['People', '/search/users?q=garden', null],
    ]);
    // Every card is the search grid's: none says aria-setsize -1.
    expect(await browser.$$('[aria-setsize="-1"]').length).toBe(0);
    await openSearchTab('Boards');
    await pathIs('/search/boards');
    const boards = await apiRead<{ url: string; name: string }>('BoardSearchResource', { query: 'garden', page_size: '25' });
    expect(boards.length).toBeGreaterThan(0);
    const boardList = await browser.$('ul[aria-label="Boards matching “garden”"]');
    await boardList.waitForDisplayed({ timeout: 15_000 });
    expect(
      await browser.execute(
        (ul: HTMLElement) => [...ul.querySelectorAll('a')].map((a) => a.getAttribute('href')),
        boardList as unknown as HTMLElement,
      ),
    ).toEqual(boards.map((b) => b.url));
    // A board card opens its board.
    await (await boardList.$('a')).click();
    await headingIs(browser, boards[0]?.name ?? '');

    // People: names and followers, each linking to their profile.
    const [person] = query<{ full_name: string }>('SELECT full_name FROM users WHERE id = 2');
    const name = person?.full_name.split(' ')[0] ?? 'a';
    await typeInHeaderSearch(name);
    await browser.keys('Enter');
    await headingIs(browser, `Search: ${name}`);
    await openSearchTab('People');
    const people = await apiRead<{ username: string }>('UserSearchResource', { query: name, page_size: '25' });
    const peopleList = await browser.$(`ul[aria-label="People matching “${name}”"]`);
    await peopleList.waitForDisplayed({ timeout: 15_000 });
    const rows = await browser.execute(
      (ul: HTMLElement) => [...ul.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent]),
      peopleList as unknown as HTMLElement,
    );
    expect(rows.map(([href]) => href)).toEqual(people.map((u) => `/${u.username}/`));
    expect(rows[0]?.[1]).toMatch(/followers?$/);

    // Nothing matches: each tab says so.
    await typeInHeaderSearch('zzqxvj');
    await browser.keys('Enter');
    await headingIs(browser, 'Search: zzqxvj');
    await mainSays('No Pins match “zzqxvj”.');
    await openSearchTab('Boards');
    await mainSays('No boards match “zzqxvj”.');
    await openSearchTab('People');
    await mainSays('No people match “zzqxvj”.');
  });
});

describe('a phone', () => {
  // The suite's browser at a phone's size: the layout follows the window's width.
  beforeAll(() => browser.setWindowSize(390, 844));
  afterAll(() => browser.setWindowSize(1280, 900));

  let shownHeading = '';
  /**
   * Follows a link to a page, as a person does (the shell keeps the document), and says whether it
   * scrolls sideways once its heading has changed and its own reads are done.
   */
  async function sideways(path: string): Promise<[string, boolean]> {
    const before = shownHeading;
    await followLink(browser, path);
    await browser.waitUntil(async () => (shownHeading = await pageHeading(browser)) !== before, {
      timeout: 15_000,
      timeoutMsg: `${path} never showed its heading`,
    });
    await browser.waitUntil(async () => !(await browser.$('main [role="status"]').isExisting()), { timeout: 15_000 });
    return [path, await scrollsSideways(browser)];
  }

  it('has a compact header and a bottom bar, keeps pages off the edges, and never scrolls sideways at 320 px, signed out or in', async () => {
    // 390 px: the header's main links give way to the bottom bar.
    await browser.url(`${site.url}/`);
    await pageHeading(browser);
    const bar = await browser.$('nav[aria-label="Bottom"]');
    await bar.waitForDisplayed();
    expect(await bar.$$('a').map((a) => a.getText())).toEqual(['Home', 'Search', 'Create', 'Profile']);
    expect((await bar.getSize()).height).toBe(52);
    expect(await browser.$('#site-header').$('nav[aria-label="Main"]').isDisplayed()).toBe(false);
    expect((await browser.$('#site-header').getSize()).height).toBeLessThanOrEqual(64);
    expect(await scrollsSideways(browser)).toBe(false);
    for (const [path, grid] of [
      ['/', 'Home feed: Pins'],
      ['/demo/_created/', 'Created Pins'],
    ]) {
      if (path !== '/') await browser.url(`${site.url}${path}`);
      await feedGrid(browser, grid);
      const left = await leftEdges(browser);
      expect([path, left.heading >= 8, left.card >= 8]).toEqual([path, true, true]);
    }

    // 320 px, from page to page by links, each with a heading of its own, signed out and then in.
    await browser.setWindowSize(320, 700);
    shownHeading = await pageHeading(browser);
    for (const path of ['/', '/search/pins?q=soup', '/pin/1001', '/demo/', '/demo/kitchen-ideas', '/login', '/settings', '/no/such/page'])
      expect(await sideways(path)).toEqual([path, false]);
    await logIn(browser, site.url, 'demo', 'demo-password');
    shownHeading = await headingIs(browser, 'Home feed');
    expect(await scrollsSideways(browser)).toBe(false);
    for (const path of [
      '/search/pins',
      '/search/pins?q=garden',
      '/search/users?q=a',
      '/search/boards?q=garden',
      `/search/boards?q=${'pasta'.repeat(24)}`,
      '/ideas',
      '/videos/',
      '/shopping/',
      '/today',
      '/edit',
    ])
      expect(await sideways(path)).toEqual([path, false]);
  });
});
