// What people do on the site's main pages, in Chromium on the real site and API, one test a
// journey. A visitor browses home (what the network fetched and when, the grid as it scrolls, real
// keyboard focus, the closeup and back, impressions sent as the page is left), discovers, and
// searches from the header and the not-found page. A person with an account logs in and out from
// the header (the avatar menu, dark mode from the first paint), saves and hides Pins on home (where
// the saved button and the options menu sit on screen), tunes their home feed and deletes a Pin; an
// employee's debug panel keeps beside the page; and a phone 320 px wide never scrolls sideways.
// One server and one browser serve them all. What needs no browser is tested beside its code (the
// closing note of issue 57 lists where).
import sharp from 'sharp';
import { Key } from 'webdriverio';
import { axeViolations } from '../support/axe';
import { pageHeading, startBrowser, type Browser } from '../support/browser';
import { cardAt, cardButton, cardPinId, cardWithPinId, closeupOf, feedGrid } from '../support/feed';
import { queryDb } from '../support/database';
import { pressWhenEnabled } from '../support/forms';
import { asReturningVisitor, closeSession, RETURNING_VISITOR_CONSENT } from '../support/session';
import { signIn } from '../support/signIn';
import { startSite, type RunningSite } from '../support/site';
import { boardPicker, firstUnsavedCardId } from '../support/saving';

let site: RunningSite;
let browser: Browser;
/** A browser that runs no page script: what a person sees before the first script runs. */
let noScript: Browser;

beforeAll(async () => {
  // The server and the browsers start side by side.
  const [started, opened, plain] = await Promise.allSettled([
    startSite(),
    startBrowser({ person: true }),
    startBrowser({ person: true, scriptsDisabled: true }),
  ]);
  if (started.status === 'fulfilled') site = started.value;
  if (opened.status === 'fulfilled') browser = opened.value;
  if (plain.status === 'fulfilled') noScript = plain.value;
  for (const outcome of [started, opened, plain]) if (outcome.status === 'rejected') throw outcome.reason;
  await asReturningVisitor(browser, site.url);
});
afterAll(async () => {
  await noScript?.deleteSession().catch(() => undefined);
  await closeSession({ site, browser });
});

/** Signs out by forgetting every cookie, and keeps the cookie answer a returning visitor has given. */
async function asVisitorAgain(): Promise<void> {
  await browser.deleteCookies();
  await browser.setCookies(RETURNING_VISITOR_CONSENT);
}

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

async function headingIs(text: string | RegExp): Promise<string> {
  let shown = '';
  await browser.waitUntil(
    async () => {
      shown = await pageHeading(browser);
      return typeof text === 'string' ? shown === text : text.test(shown);
    },
    { timeout: 15_000, timeoutMsg: `the heading never read ${String(text)}` },
  );
  return shown;
}

/** Follows a same-site link, as a person clicks one: the shell moves there in the same document. */
async function followLink(path: string): Promise<void> {
  await browser.execute((to: string) => {
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
const leftEdges = () =>
  browser.execute(() => ({
    heading: document.querySelector('main h1')?.getBoundingClientRect().left ?? -1,
    card: Math.min(...[...document.querySelectorAll('[role="listitem"]')].map((c) => c.getBoundingClientRect().left)),
  }));

const scrollsSideways = () => browser.execute(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

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

const header = () => browser.$('#site-header');
const accountButton = () => browser.$('button[aria-label^="Your account"]');

async function openAccountMenu() {
  await (await accountButton()).click();
  const menu = await browser.$('[role="menu"][aria-label="Your account"]');
  await menu.waitForDisplayed();
  return menu;
}

/** Marks the document, to tell later whether what happened since kept it. */
const markDocument = () =>
  browser.execute(() => {
    (window as unknown as { __frameMarker?: string }).__frameMarker = 'same-document';
  });
const sameDocument = async () =>
  (await browser.execute(() => (window as unknown as { __frameMarker?: string }).__frameMarker)) === 'same-document';

const theme = () => browser.execute(() => document.documentElement.dataset.theme ?? '');
const pageBackground = () => browser.execute(() => getComputedStyle(document.body).backgroundColor);

/** The colour of one screen pixel, as '#rrggbb'. */
async function pixelAt(target: Browser, x: number, y: number): Promise<string> {
  const png = Buffer.from(await target.takeScreenshot(), 'base64');
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return `#${[data[at], data[at + 1], data[at + 2]].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`;
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
    const left = await leftEdges();
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
    await headingIs('Home feed');
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
    await headingIs('Explore');
    const stories = await browser.$('ul[aria-label="Today\'s stories"]');
    await stories.waitForDisplayed({ timeout: 15_000 });
    expect(await stories.$$('li').length).toBe(3);
    const topics = await browser.$('ul[aria-label="Popular topics"]');
    await topics.waitForDisplayed();
    expect(await topics.$$('li').length).toBe(8);

    // Ideas: every topic is a tile with four of its Pins; a tile opens the topic with its Pins.
    await (await browser.$('a=Popular topics')).click();
    await headingIs('Ideas');
    const tiles = await browser.$('ul[aria-label="Popular topics"]');
    await browser.waitUntil(async () => (await tiles.$$('li').length) === 12, { timeout: 15_000, timeoutMsg: 'no 12 topic tiles' });
    expect(await tiles.$$('li')[0]?.$$('img').length).toBe(4);
    await (await tiles.$('span=Travel')).click();
    await headingIs('Travel');
    expect((await (await feedGrid(browser, 'Travel: Pins')).$$('[role="listitem"]')).length).toBeGreaterThan(3);
    expect(await browser.$('button=Follow').isDisplayed()).toBe(true);

    // Today: the day's dated stories, and a tab for each way of ranking Pins, each with Pins of its own.
    await followLink('/today');
    await headingIs('Today');
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
      await headingIs(title);
      expect((await (await feedGrid(browser, `${title}: Pins`)).$$('[role="listitem"]')).length).toBeGreaterThan(0);
      expect(await browser.$('nav[aria-label="Today"] a[aria-current="page"]').getText()).toBe(tab);
    }

    // A story opens with its Pins, at both of its addresses.
    await (await browser.$('nav[aria-label="Today"]').$('a=Stories')).click();
    await headingIs('Today');
    await followLink(`/discover/article/${href?.split('/')[3] ?? ''}`);
    const shown = await headingIs(/^(?!Today$).{4,}/);
    expect((await (await feedGrid(browser, `${shown}: Pins`)).$$('[role="listitem"]')).length).toBeGreaterThan(0);
    await browser.back();
    await headingIs('Today');
    await (await browser.$(`main a[href="${href ?? ''}"]`)).click();
    expect(await headingIs(shown)).toBe(shown);
    await pathIs(href ?? '');
    expect((await (await feedGrid(browser, `${shown}: Pins`)).$$('[role="listitem"]')).length).toBeGreaterThan(0);
  });

  it('finds topics A to Z on /topics and trending searches on /ideas, and chooses a category on /videos and /shopping, each headed by it', async () => {
    await browser.url(`${site.url}/topics`);
    await headingIs('Topics');
    const letters = await browser.$('nav[aria-label="Topics by letter"]');
    await letters.waitForDisplayed({ timeout: 15_000 });
    const shownLetters = await letters.$$('a').map((a) => a.getText());
    expect(shownLetters).toEqual([...shownLetters].sort());
    expect(await browser.$('#area-mf_feed').$$('img').length).toBe(0);
    await (await browser.$('#area-mf_feed').$('a=Travel')).click();
    await headingIs('Travel');
    await pathIs('/topics/travel/');

    await followLink('/ideas');
    await headingIs('Ideas');
    const trending = await browser.$('ul[aria-label="Trending searches"]');
    await trending.waitForDisplayed({ timeout: 15_000 });
    expect(await trending.$$('a').length).toBeGreaterThan(0);
    expect(await trending.$('a').getAttribute('href')).toMatch(/^\/search\/pins\?q=/);

    for (const [path, heading, named] of [
      ['/videos/', 'Videos', (name: string) => `${name} videos`],
      ['/shopping/', 'Shopping', (name: string) => `Shop ${name}`],
    ] as const) {
      await followLink(path);
      await headingIs(heading);
      const row = await browser.$(`nav[aria-label="${heading} categories"]`);
      await row.waitForDisplayed({ timeout: 15_000 });
      expect(await row.$('a[aria-current="page"]').getText()).toBe('All');
      const chip = await row.$('a=Home Decor');
      const href = (await chip.getAttribute('href')) ?? '';
      await chip.click();
      await headingIs(named('Home Decor'));
      await pathIs(href);
      expect(href).toMatch(new RegExp(`^${path}home-decor/\\d+/$`));
      expect(await row.$('a[aria-current="page"]').getText()).toBe('Home Decor');
      await feedGrid(browser, `${named('Home Decor')}: Pins`);
    }
  });

  it('searches from a page that is not there and from the header: suggestions by keyboard, results, scope tabs, boards and people, and honest empty states', async () => {
    // The one not-found page offers a search and a way home.
    await browser.url(`${site.url}/no/such/page/here`);
    expect(await pageHeading(browser)).toBe('Page not found');
    expect(await browser.getTitle()).toBe('Page not found · Pinboard');
    expect(await browser.$('main').$('a=Go to the home feed').isDisplayed()).toBe(true);
    await browser.$('main').$('input[type="search"]').setValue('soup');
    await browser.keys('Enter');
    await headingIs('Search: soup');

    // The header's box: Enter searches Pins, and the box keeps the query.
    await typeInHeaderSearch('pasta');
    await browser.keys('Enter');
    await headingIs('Search: pasta');
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
    await headingIs('Search: garden');
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
    await headingIs(boards[0]?.name ?? '');

    // People: names and followers, each linking to their profile.
    const [person] = query<{ full_name: string }>('SELECT full_name FROM users WHERE id = 2');
    const name = person?.full_name.split(' ')[0] ?? 'a';
    await typeInHeaderSearch(name);
    await browser.keys('Enter');
    await headingIs(`Search: ${name}`);
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
    await headingIs('Search: zzqxvj');
    await mainSays('No Pins match “zzqxvj”.');
    await openSearchTab('Boards');
    await mainSays('No boards match “zzqxvj”.');
    await openSearchTab('People');
    await mainSays('No people match “zzqxvj”.');
  });

  it("searches 'Gardening', the idea the header's suggestions offer, and sees its Pins, those titled so first", async () => {
    await browser.url(`${site.url}/`);
    await typeInHeaderSearch('Gardening');
    const ideas = browser.$('[role="listbox"][aria-label="Suggestions"]').$('[role="group"][aria-label="Ideas"]');
    await ideas.waitForDisplayed({ timeout: 10_000 });
    expect(await ideas.$('[role="option"]').getText()).toBe('Gardening');
    await browser.keys('Enter');
    await headingIs('Search: Gardening');
    const grid = await feedGrid(browser, 'Search: Gardening: Pins');
    const found = await apiRead<{ id: string; title: string }>('BaseSearchResource', { query: 'Gardening', page_size: '25' });
    expect(found.length).toBeGreaterThan(20);
    expect(found[0]?.title.toLowerCase()).toContain('garden');
    expect(await cardPinId(await grid.$('[role="listitem"]'))).toBe(found[0]?.id);
  });
});

describe('a person with an account', () => {
  it('logs in from the header, opens their profile from the avatar menu, turns dark mode on (no flash of light) and off, and logs out', async () => {
    // A visitor's header offers 'Log in' and 'Sign up'; logging in changes it at once, in the same document.
    await browser.url(`${site.url}/login`);
    await pageHeading(browser);
    expect(await (await header()).$('a=Log in').isDisplayed()).toBe(true);
    expect(await (await header()).$('a=Sign up').isDisplayed()).toBe(true);
    await markDocument();
    await browser.$('input[name="username"]').setValue('demo');
    await browser.$('input[name="password"]').setValue('demo-password');
    await pressWhenEnabled(browser.$('button[type="submit"]'));
    await (await accountButton()).waitForDisplayed({ timeout: 15_000 });
    expect(await (await header()).$('a=Log in').isExisting()).toBe(false);
    expect(await sameDocument()).toBe(true);

    // The avatar menu: the viewer's own profile first, then Settings, the theme and Log out.
    let menu = await openAccountMenu();
    const names = await menu.$$('[role^="menuitem"]').map(async (item) => (await item.getText()).replace(/\s+/g, ' ').trim());
    expect(names).toEqual(['Demo User Your profile', 'Notifications', 'Settings', 'Dark mode', 'Log out']);
    await menu.$('a[href="/demo/"]').click();
    await headingIs('Demo User');
    expect(new URL(await browser.getUrl()).pathname).toBe('/demo/');

    // Dark mode is kept across the reload the toggle does: the page is #111111, the toggle checked.
    menu = await openAccountMenu();
    await menu.$('[role="menuitemcheckbox"]').click();
    await browser.waitUntil(async () => (await theme()) === 'dark', { timeout: 15_000, timeoutMsg: 'dark mode never came' });
    await pageHeading(browser);
    expect(await pageBackground()).toBe('rgb(17, 17, 17)');
    menu = await openAccountMenu();
    expect(await menu.$('[role="menuitemcheckbox"]').getAttribute('aria-checked')).toBe('true');
    // Escape closes the menu, with focus back on the avatar.
    await browser.keys('Escape');
    await menu.waitForExist({ reverse: true });
    expect(await browser.execute(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(/^Your account/);
    // Before any script runs the page is already #111111: no flash of the light theme.
    expect((await browser.getCookies(['pb_theme']))[0]?.value).toBe('dark');
    await noScript.url(`${site.url}/favicon-none`);
    await noScript.setCookies({ name: 'pb_theme', value: 'dark', path: '/' });
    await noScript.url(`${site.url}/demo/kitchen-ideas`);
    // The page's gutter, beside the board's cards (which come in the HTML): the page's own background.
    expect(await pixelAt(noScript, 3, 600)).toBe('#111111');
    // And back to light the same way.
    menu = await openAccountMenu();
    await menu.$('[role="menuitemcheckbox"]').click();
    await browser.waitUntil(async () => (await theme()) === '', { timeout: 15_000, timeoutMsg: 'light mode never came back' });
    expect(await pageBackground()).toBe('rgb(255, 255, 255)');

    // Logging out from the menu: the header says Log in again, in the same document, and the session is gone.
    await pageHeading(browser);
    await markDocument();
    menu = await openAccountMenu();
    await menu.$('[role="menuitem"]=Log out').click();
    await (await header()).$('a=Log in').waitForDisplayed({ timeout: 15_000 });
    expect(await sameDocument()).toBe(true);
    await browser.refresh();
    await pageHeading(browser);
    expect(await (await header()).$('a=Log in').isDisplayed()).toBe(true);
    expect(await (await accountButton()).isExisting()).toBe(false);
    // Logging out takes the cookie answer with it: the suite goes on as a returning visitor.
    await browser.setCookies(RETURNING_VISITOR_CONSENT);
  });

  it('saves a Pin from home to a new board with a long name, hides another from its options menu and takes it back, and their impressions are logged as they leave', async () => {
    // Signed in with the login form's own call: the form is the journey above.
    await signIn(browser, site.url, 'demo');
    await browser.url(`${site.url}/`);
    await feedGrid(browser);
    const firstId = await cardPinId(await cardAt(browser, 0));

    // Save on a card demo has not saved yet; demo's save_behavior (1) has the boards area's picker ask where.
    const pinId = await browser.execute(
      () =>
        [...document.querySelectorAll('[role="listitem"]')]
          .find((c) => [...c.querySelectorAll('button')].some((b) => b.textContent === 'Save'))
          ?.getAttribute('data-pin-id') ?? '',
    );
    expect(pinId).not.toBe('');
    const card = await cardWithPinId(browser, pinId);
    await (await cardButton(card, 'Save')).click();
    const picker = await browser.$('dialog[open][aria-labelledby]');
    await picker.waitForDisplayed({ timeout: 10_000 });
    await (await picker.$('button=Create board')).click();
    const boardName = 'Weeknight dinners fast and easy for everyone';
    await (await picker.$('input:not([type="checkbox"])')).setValue(boardName);
    await (await picker.$('button=Create and save')).click();
    await picker.waitForExist({ reverse: true });
    // The board is named once (issue 60, item 4): by the saved overlay, cut to 22 with an ellipsis,
    // whole (it wraps rather than being cut again) and inside the card; the button says 'Saved'.
    const saved = await card.$('button[aria-pressed="true"]');
    await browser.waitUntil(async () => (await card.moveTo(), (await saved.getText()) === 'Saved'), {
      timeout: 10_000,
      timeoutMsg: "the saved button never settled on 'Saved'",
    });
    const savedOverlay = await card.$('a=Saved to Weeknight dinners fast…');
    expect(await savedOverlay.isDisplayed()).toBe(true);
    const box = await browser.execute(
      (label: HTMLElement) => {
        const item = label.closest('[role="listitem"]') as HTMLElement;
        const media = item.firstElementChild as HTMLElement;
        return {
          clipped: label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1,
          right: label.getBoundingClientRect().right,
          mediaRight: media.getBoundingClientRect().right,
          named: (item.textContent ?? '').split('Weeknight dinners fast').length - 1,
        };
      },
      savedOverlay as unknown as HTMLElement,
    );
    expect(box).toEqual({ clipped: false, right: expect.any(Number), mediaRight: expect.any(Number), named: 1 });
    expect(box.right).toBeLessThanOrEqual(box.mediaRight);
    const [board] = query<{ id: number }>('SELECT id FROM boards WHERE owner_id = 1 AND name = ?', boardName);
    expect(
      query<{ n: number }>(
        'SELECT count(*) AS n FROM pins WHERE repin_of = ? AND pinner_id = 1 AND board_id = ?',
        Number(pinId),
        board?.id,
      )[0]?.n,
    ).toBe(1);
    // It stays saved after a reload.
    await browser.refresh();
    expect(await (await cardButton(await cardWithPinId(browser, pinId), 'Saved')).getText()).toBe('Saved');

    // The closeup's Save names the board once too: 'Saved!', then the name cut to 22, whole.
    const otherUnsaved = await firstUnsavedCardId(browser, [pinId]);
    await browser.url(`${site.url}/pin/${otherUnsaved}/`);
    const actions = browser.$('#area-mf_closeup article');
    await actions.$('button=Save').click();
    const closeupPicker = await boardPicker(browser);
    await closeupPicker.$(`button[aria-label="Save to ${boardName}"]`).click();
    await closeupPicker.waitForExist({ reverse: true });
    const closeupSaved = actions.$('button[aria-pressed="true"]');
    await browser.waitUntil(async () => (await closeupSaved.getText()) === 'Weeknight dinners fast…', {
      timeout: 10_000,
      timeoutMsg: "the closeup's button never named the board",
    });
    const savedButton = await actions.$('button[aria-pressed="true"]');
    expect(
      await browser.execute(
        (button: HTMLElement) => {
          const label = button.firstElementChild as HTMLElement;
          return {
            clipped: label.scrollWidth > label.clientWidth + 1,
            labels: button.closest('div')?.parentElement?.textContent?.split('Weeknight dinners fast').length ?? 0,
          };
        },
        savedButton as unknown as HTMLElement,
      ),
    ).toEqual({ clipped: false, labels: 2 });
    await browser.url(`${site.url}/`);
    await feedGrid(browser);

    // Signed in, with a card hovered, axe finds nothing (its colour contrast included).
    await (await cardAt(browser, 0)).moveTo();
    expect(await axeViolations(browser)).toEqual([]);

    // The options menu of a card at the page's top opens where it fits: below its button, clear of
    // the sticky header, inside the window, and on top of everything.
    const otherId = await cardPinId(await cardAt(browser, 1));
    const moreTop = (id: string) =>
      document.querySelector(`[role="listitem"][data-pin-id="${id}"] button[aria-label="More options"]`)?.getBoundingClientRect().top ?? 0;
    // Scrolled until its More options button sits just under the 64 px header.
    await browser.execute((dy: number) => window.scrollBy(0, dy), (await browser.execute(moreTop, otherId)) - 90);
    await browser.waitUntil(async () => Math.abs((await browser.execute(moreTop, otherId)) - 90) < 2, {
      timeoutMsg: 'the page never scrolled the card to the top',
    });
    const again = await cardWithPinId(browser, otherId);
    await browser.execute(
      (c: HTMLElement) => c.querySelector<HTMLElement>('button[aria-label="More options"]')?.focus(),
      again as unknown as HTMLElement,
    );
    await browser.keys('Enter');
    const menu = await browser.$('[role="menu"][aria-label="Pin options"]');
    await menu.waitForDisplayed();
    const at = await browser.execute(() => {
      const list = document.querySelector('[role="menu"][aria-label="Pin options"]') as HTMLElement;
      const siteHeader = document.getElementById('site-header') as HTMLElement;
      const rect = list.getBoundingClientRect();
      return {
        top: rect.top,
        bottom: rect.bottom,
        left: rect.left,
        right: rect.right,
        headerBottom: siteHeader.getBoundingClientRect().bottom,
        width: document.documentElement.clientWidth,
        height: window.innerHeight,
        onTop: list.contains(document.elementFromPoint(rect.left + rect.width / 2, rect.top + 4)),
      };
    });
    expect(at.top).toBeGreaterThanOrEqual(at.headerBottom);
    expect(at.bottom).toBeLessThanOrEqual(at.height);
    expect(at.left).toBeGreaterThanOrEqual(0);
    expect(at.right).toBeLessThanOrEqual(at.width);
    expect(at.onTop).toBe(true);
    // Hide Pin: the card says so in place, and Undo brings it back.
    await (await menu.$('[role="menuitem"]=Hide Pin')).click();
    const overlay = await again.$('[role="group"][aria-label="Pin hidden"]');
    await overlay.waitForDisplayed();
    expect(await overlay.getText()).toContain('Pin hidden');
    const hidden = () => query('SELECT 1 FROM hidden_pins WHERE user_id = 1 AND pin_id = ?', Number(otherId));
    expect(hidden()).toHaveLength(1);
    // The card sits under the sticky header: a person scrolls Undo into view first.
    const undo = await overlay.$('button=Undo');
    await undo.scrollIntoView({ block: 'center' });
    await undo.click();
    await overlay.waitForExist({ reverse: true });
    expect(hidden()).toHaveLength(0);

    // Leaving the page hides it: the shell sends its impressions with sendBeacon, with thresholds,
    // slot, cell and window sizes.
    await browser.url(`${site.url}/robots.txt`);
    const logged = () =>
      query<{ aux_data: string }>(
        "SELECT aux_data FROM events WHERE event_type = 18 AND object_id = ? AND subject = 'user:1' ORDER BY id",
        firstId,
      );
    await browser.waitUntil(() => logged().length > 0, { timeout: 10_000, timeoutMsg: 'no impression reached the event log' });
    const events = logged().map((e) => JSON.parse(e.aux_data) as Record<string, string | number>);
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

  it('tunes their home feed: unfollowing an interest takes its Pins off home at once and for good, following brings them back', async () => {
    const region = (name: string) => browser.$(`h2=${name}`).parentElement();
    const namesIn = async (name: string) =>
      browser.execute(
        (s: HTMLElement) => [...s.querySelectorAll('li a')].map((a) => a.textContent ?? ''),
        (await region(name)) as unknown as HTMLElement,
      );
    const interestOf = (pinIds: string[]) =>
      new Map(
        query<{ id: number; interest_id: number }>(
          `SELECT id, interest_id FROM pins WHERE id IN (${pinIds.map(() => '?').join(',') || 'NULL'})`,
          ...pinIds.map(Number),
        ).map((row) => [String(row.id), row.interest_id]),
      );
    const homeCardIds = async () =>
      browser.execute(
        (list: HTMLElement) => [...list.querySelectorAll('[role="listitem"]')].map((c) => c.getAttribute('data-pin-id') ?? ''),
        (await feedGrid(browser)) as unknown as HTMLElement,
      );
    const goHome = async () => (await (await browser.$('nav[aria-label="Main"]')).$('a=Home')).click();
    const follows = (interestId: number) =>
      query('SELECT 1 FROM interest_follows WHERE user_id = 1 AND interest_id = ?', interestId).length;

    // The followed interest most of the home feed's first page is about.
    await browser.url(`${site.url}/`);
    const counts = new Map<number, number>();
    for (const interest of interestOf(await homeCardIds()).values()) counts.set(interest, (counts.get(interest) ?? 0) + 1);
    const [topInterest] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    const [interest] = query<{ id: number; name: string }>(
      'SELECT i.id, i.name FROM interests i JOIN interest_follows f ON f.interest_id = i.id AND f.user_id = 1 WHERE i.id = ?',
      topInterest,
    );
    if (!interest) throw new Error('the home feed shows no followed interest');

    // To 'Tune your home feed' in the same document (a link, as a person follows one): the home
    // feed stays in the page's query cache.
    await browser.execute(() => {
      const link = document.createElement('a');
      link.href = '/edit';
      document.body.append(link);
      link.click();
      link.remove();
    });
    await headingIs('Tune your home feed');
    await (await region('Interests you follow')).waitForDisplayed({ timeout: 15_000 });
    expect(await namesIn('Interests you follow')).toContain(interest.name);
    await (await browser.$(`button[aria-label="Unfollow ${interest.name}"]`)).click();
    await browser.waitUntil(async () => (await namesIn('More interests')).includes(interest.name), {
      timeoutMsg: 'the interest never moved to the others',
    });
    await browser.waitUntil(() => follows(interest.id) === 0, { timeout: 10_000, timeoutMsg: 'the unfollow never reached the database' });

    // Home again, without a reload: the cached feed was marked stale and is read again.
    await goHome();
    await headingIs('Home feed');
    await browser.waitUntil(async () => ![...interestOf(await homeCardIds()).values()].includes(interest.id), {
      timeout: 15_000,
      timeoutMsg: "the home feed still shows the unfollowed interest's pins",
    });
    // Kept after a reload.
    await browser.url(`${site.url}/edit`);
    await (await region('More interests')).waitForDisplayed({ timeout: 15_000 });
    expect(await namesIn('More interests')).toContain(interest.name);
    expect(await namesIn('Interests you follow')).not.toContain(interest.name);

    await (await browser.$(`button[aria-label="Follow ${interest.name}"]`)).click();
    await browser.waitUntil(async () => (await namesIn('Interests you follow')).includes(interest.name));
    await browser.waitUntil(() => follows(interest.id) === 1, { timeout: 10_000, timeoutMsg: 'the follow never reached the database' });
    await goHome();
    await browser.waitUntil(async () => [...interestOf(await homeCardIds()).values()].includes(interest.id), {
      timeout: 15_000,
      timeoutMsg: "the followed interest's pins never came back to the home feed",
    });
    await browser.url(`${site.url}/edit`);
    await (await region('Interests you follow')).waitForDisplayed({ timeout: 15_000 });
    expect(await namesIn('Interests you follow')).toContain(interest.name);
  });

  it('deletes a Pin of their own: their profile keeps off the edges, and Back to its page says it is gone (410, as for a deleted story pin)', async () => {
    const [own] = query<{ id: number }>('SELECT p.id FROM pins p WHERE p.pinner_id = 1 AND p.is_repin = 0 ORDER BY p.id DESC LIMIT 1');
    await browser.url(`${site.url}/pin/${own?.id}/`);
    await (await browser.$('#area-mf_closeup article h1')).waitForDisplayed({ timeout: 15_000 });
    await (await browser.$('button[aria-label="More options"]')).click();
    await (await browser.$('[role="menuitem"]=Delete Pin')).click();
    const dialog = await browser.$('dialog[open]');
    await dialog.waitForDisplayed();
    await (await dialog.$('button=Delete')).click();
    await pathIs('/demo/_created/');
    await feedGrid(browser, 'Created Pins');
    const left = await leftEdges();
    expect(left.heading).toBeGreaterThanOrEqual(8);
    expect(left.card).toBeGreaterThanOrEqual(8);
    await browser.back();
    await browser.$('#area-mf_closeup').$('h1=Unavailable').waitForDisplayed({ timeout: 15_000 });
    expect(await browser.$('#area-mf_closeup').$('button=Saved').isExisting()).toBe(false);
    expect((await fetch(`${site.url}/pin/${own?.id}/`)).status).toBe(410);

    // A deleted story pin's page, opened afresh: 410, not indexed, the spec's words, nothing to save or share.
    const [story] = query<{ id: number }>("SELECT id FROM pins WHERE json_extract(content, '$.storyPinData.isDeleted') = 1 LIMIT 1");
    const answer = await fetch(`${site.url}/pin/${story?.id}/`);
    expect(answer.status).toBe(410);
    await browser.url(`${site.url}/pin/${story?.id}/`);
    const closeup = browser.$('#area-mf_closeup');
    await closeup.$('h1=Unavailable').waitForDisplayed({ timeout: 15_000 });
    expect(await closeup.getText()).toContain('Removed by the creator');
    expect(await browser.execute(() => document.querySelector('meta[name="robots"]')?.getAttribute('content'))).toBe('noindex');
    expect(await closeup.$$('button').map((b) => b.getText())).toEqual([]);
    expect(await browser.getTitle()).toBe('Unavailable · Pinboard');
  });
});

describe('an employee', () => {
  it("opens the debug panel beside the page: the page's controls are never under it", async () => {
    await signIn(browser, site.url, 'employee');
    await browser.url(`${site.url}/?deb_panel=1`);
    await (await browser.$('aside[aria-labelledby]')).waitForDisplayed({ timeout: 15_000 });
    await browser.waitUntil(
      () =>
        browser.execute(() => {
          const aside = document.querySelector('aside[aria-labelledby]')?.getBoundingClientRect();
          const main = document.querySelector('main')?.getBoundingClientRect();
          return aside !== undefined && main !== undefined && main.right <= aside.left;
        }),
      { timeout: 5_000, timeoutMsg: 'the page runs under the debug panel' },
    );
  });
});

describe('a phone', () => {
  // The suite's browser at a phone's size: the layout follows the window's width.
  beforeAll(async () => {
    await asVisitorAgain();
    await browser.setWindowSize(390, 844);
  });
  afterAll(() => browser.setWindowSize(1280, 900));

  let shownHeading = '';
  /**
   * Follows a link to a page, as a person does (the shell keeps the document), and says whether it
   * scrolls sideways once its heading has changed and its own reads are done.
   */
  async function sideways(path: string): Promise<[string, boolean]> {
    const before = shownHeading;
    await followLink(path);
    await browser.waitUntil(async () => (shownHeading = await pageHeading(browser)) !== before, {
      timeout: 15_000,
      timeoutMsg: `${path} never showed its heading`,
    });
    await browser.waitUntil(async () => !(await browser.$('main [role="status"]').isExisting()), { timeout: 15_000 });
    return [path, await scrollsSideways()];
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
    expect(await scrollsSideways()).toBe(false);
    for (const [path, grid] of [
      ['/', 'Home feed: Pins'],
      ['/demo/_created/', 'Created Pins'],
    ]) {
      if (path !== '/') await browser.url(`${site.url}${path}`);
      await feedGrid(browser, grid);
      const left = await leftEdges();
      expect([path, left.heading >= 8, left.card >= 8]).toEqual([path, true, true]);
    }

    // 320 px, from page to page by links, each with a heading of its own, signed out and then in.
    await browser.setWindowSize(320, 700);
    shownHeading = await pageHeading(browser);
    for (const path of ['/', '/search/pins?q=soup', '/pin/1001', '/demo/', '/demo/kitchen-ideas', '/login', '/settings', '/no/such/page'])
      expect(await sideways(path)).toEqual([path, false]);
    await signIn(browser, site.url, 'demo');
    await browser.url(`${site.url}/`);
    shownHeading = await headingIs('Home feed');
    expect(await scrollsSideways()).toBe(false);
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
