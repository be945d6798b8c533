// Issue 15, the feed's part, in Chromium on the real site and API: the search page's tabs and empty
// states, 'Tune your home feed' (/edit) changing the home feed and kept across a reload, and the
// card fixes only a browser shows: the options menu clear of the sticky header, a long press by
// touch, a long board name cut by the rule and shown whole, impressions of a visitor, aria-setsize, and no sideways
// scrolling at 320 px.
import { pageHeading, startBrowser, type Browser } from '../support/browser';
import { cardAt, cardPinId, cardWithPinId, feedGrid, logIn } from '../support/feed';
import { queryDb } from '../support/database';
import { asReturningVisitor, closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => ({ site, browser } = await openSession({}, { person: true })));
afterAll(() => closeSession({ site, browser }));

const query = <T>(sql: string, ...args: unknown[]): T[] => queryDb<T>(site, sql, ...args);

interface Page<T> {
  resource_response: { data: T[]; bookmark: string | null };
}

/** A read of the API as the browser's session makes it (signed in or not). */
async function apiRead<T>(resource: string, params: Record<string, string>): Promise<Page<T>['resource_response']> {
  const body = await browser.execute(
    async (path: string) => (await fetch(path, { credentials: 'same-origin' })).text(),
    `/resource/${resource}/get/?${new URLSearchParams(params).toString()}`,
  );
  return (JSON.parse(body) as Page<T>).resource_response;
}

async function headingIs(text: string) {
  await browser.waitUntil(async () => (await pageHeading(browser)) === text, {
    timeout: 15_000,
    timeoutMsg: `the heading never read '${text}'`,
  });
}

/** A same-site link followed as a person clicks one: the shell navigates without a reload. */
async function followLink(href: string) {
  await browser.execute((to: string) => {
    const link = document.createElement('a');
    link.href = to;
    document.body.append(link);
    link.click();
    link.remove();
  }, href);
}

const tabs = () => browser.$$('nav[aria-label="Search results"] a');

async function tabState(): Promise<Array<[string, string | null, string | null]>> {
  const links = await browser.execute(() =>
    [...document.querySelectorAll('nav[aria-label="Search results"] a')].map((a) => ({
      text: a.textContent ?? '',
      href: a.getAttribute('href'),
      current: a.getAttribute('aria-current'),
    })),
  );
  return links.map(({ text, href, current }): [string, string | null, string | null] => [text, href, current]);
}

async function mainText(expected: string) {
  const main = await browser.$('main');
  await browser.waitUntil(async () => (await main.getText()).includes(expected), {
    timeout: 15_000,
    timeoutMsg: `the page never said '${expected}'`,
  });
}

describe('a visitor', () => {
  it("is asked to log in on 'Tune your home feed', with the way back to it", async () => {
    await browser.url(`${site.url}/edit`);
    await headingIs('Tune your home feed');
    const main = await browser.$('main');
    await (await main.$('h2=Log in to tune your home feed')).waitForDisplayed();
    expect(await (await main.$('a=Log in')).getAttribute('href')).toBe('/login?next=%2Fedit');
  });

  it("has impressions logged with the page they are on ('home'), not the signed-in AuthHomefeed", async () => {
    await browser.url(`${site.url}/`);
    const first = await cardPinId(await cardAt(browser, 0));
    await browser.pause(500);
    // Leaving the page hides it: the shell flushes its batch with sendBeacon.
    await browser.url(`${site.url}/robots.txt`);
    const logged = () =>
      query<{ aux_data: string }>(
        "SELECT aux_data FROM events WHERE event_type = 18 AND object_id = ? AND subject LIKE 'anon:%' AND subject NOT LIKE 'anon:seedvisitor%'",
        first,
      );
    await browser.waitUntil(() => logged().length > 0, { timeout: 10_000, timeoutMsg: "no visitor's impression reached the event log" });
    const surfaces = new Set(logged().map((e) => (JSON.parse(e.aux_data) as { surface: string }).surface));
    expect([...surfaces]).toEqual(['home']);
  });
});

describe('the search page', () => {
  it('heads the page with the query; Pins, Boards and People are links to each scope, the current one marked', async () => {
    await browser.url(`${site.url}/search/pins?q=garden`);
    await headingIs('Search: garden');
    await feedGrid(browser, 'Search: garden: Pins');
    expect(await tabState()).toEqual([
      ['Pins', '/search/pins?q=garden', 'page'],
      ['Boards', '/search/boards?q=garden', null],
      ['People', '/search/users?q=garden', null],
    ]);
    // Every card named is the SearchItem grid's; none has aria-setsize -1.
    expect(await browser.$$('[aria-setsize="-1"]').length).toBe(0);

    const [, boardsTab] = await tabs();
    await boardsTab?.click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/search/boards');
    await browser.waitUntil(async () => (await tabState())[1]?.[2] === 'page', { timeoutMsg: 'the Boards tab was never current' });
    const expected = await apiRead<{ url: string; name: string }>('BoardSearchResource', { query: 'garden', page_size: '25' });
    expect(expected.data.length).toBeGreaterThan(0);
    const list = await browser.$('ul[aria-label="Boards matching “garden”"]');
    await list.waitForDisplayed({ timeout: 15_000 });
    const hrefs = await browser.execute(
      (ul: HTMLElement) => [...ul.querySelectorAll('a')].map((a) => a.getAttribute('href')),
      list as unknown as HTMLElement,
    );
    expect(hrefs).toEqual(expected.data.map((b) => b.url));
    // A board card opens its board.
    const [firstBoard] = expected.data;
    await (await list.$('a')).click();
    await headingIs(firstBoard?.name ?? '');
  });

  it('shows people with their names and followers, each linking to their profile', async () => {
    const [person] = query<{ username: string; full_name: string }>('SELECT username, full_name FROM users WHERE id = 2');
    const term = person?.full_name.split(' ')[0] ?? 'a';
    await browser.url(`${site.url}/search/users?q=${encodeURIComponent(term)}`);
    await headingIs(`Search: ${term}`);
    const expected = await apiRead<{ username: string; fullName: string }>('UserSearchResource', { query: term, page_size: '25' });
    const list = await browser.$(`ul[aria-label="People matching “${term}”"]`);
    await list.waitForDisplayed({ timeout: 15_000 });
    const rows = await browser.execute(
      (ul: HTMLElement) => [...ul.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent]),
      list as unknown as HTMLElement,
    );
    expect(rows.map(([href]) => href)).toEqual(expected.data.map((u) => `/${u.username}/`));
    expect(rows[0]?.[1]).toMatch(/followers?$/);
    expect((await tabState())[2]?.[2]).toBe('page');
  });

  it.each([
    ['pins', 'No Pins match “zzqxvj”.'],
    ['boards', 'No boards match “zzqxvj”.'],
    ['users', 'No people match “zzqxvj”.'],
  ])('says honestly when no %s match', async (scope, text) => {
    await browser.url(`${site.url}/search/${scope}?q=zzqxvj`);
    await headingIs('Search: zzqxvj');
    await mainText(text);
  });

  it('asks for words without a query, and names no search box', async () => {
    await browser.url(`${site.url}/search/pins`);
    await headingIs('Search');
    await mainText('Search for ideas, boards and people.');
    expect((await (await browser.$('main')).getText()).toLowerCase()).not.toContain('search box');
    expect(await browser.$('nav[aria-label="Search results"]').isExisting()).toBe(false);
  });

  it('gives each card aria-setsize once the results are all loaded', async () => {
    let term = '';
    let count = 0;
    for (const candidate of ['lemon', 'tart', 'soup', 'pasta', 'bread', 'salad', 'garden', 'linen']) {
      const page = await apiRead<{ id: string }>('BaseSearchResource', { query: candidate, scope: 'pins', page_size: '25' });
      if (page.data.length > 0 && page.bookmark === null) [term, count] = [candidate, page.data.length];
      if (term) break;
    }
    expect(term).not.toBe('');
    await browser.url(`${site.url}/search/pins?q=${term}`);
    const grid = await feedGrid(browser, `Search: ${term}: Pins`);
    await browser.waitUntil(async () => (await browser.$('main').getText()).includes('That’s all for now.'), { timeout: 15_000 });
    const sizes = await browser.execute(
      (list: HTMLElement) => [...list.querySelectorAll('[role="listitem"]')].map((c) => c.getAttribute('aria-setsize')),
      grid as unknown as HTMLElement,
    );
    expect(new Set(sizes)).toEqual(new Set([String(count)]));
  });
});

describe("'Tune your home feed', signed in", () => {
  beforeAll(() => logIn(browser, site.url, 'demo', 'demo-password'));

  const region = (name: string) => browser.$(`h2=${name}`).parentElement();
  const namesIn = async (name: string) => {
    const section = await region(name);
    return browser.execute(
      (s: HTMLElement) => [...s.querySelectorAll('li a')].map((a) => a.textContent ?? ''),
      section as unknown as HTMLElement,
    );
  };
  const interestOf = (pinIds: string[]) =>
    new Map(
      query<{ id: number; interest_id: number }>(
        `SELECT id, interest_id FROM pins WHERE id IN (${pinIds.map(() => '?').join(',') || 'NULL'})`,
        ...pinIds.map(Number),
      ).map((row) => [String(row.id), row.interest_id]),
    );
  const homeCardIds = async () => {
    const grid = await feedGrid(browser);
    return browser.execute(
      (list: HTMLElement) => [...list.querySelectorAll('[role="listitem"]')].map((c) => c.getAttribute('data-pin-id') ?? ''),
      grid as unknown as HTMLElement,
    );
  };

  it('unfollowing an interest takes its pins off the home feed at once, and is kept after a reload; following it brings them back', async () => {
    // The interest demo follows that most of the home feed's first page is about.
    await browser.url(`${site.url}/`);
    const before = interestOf(await homeCardIds());
    const counts = new Map<number, number>();
    for (const interest of before.values()) counts.set(interest, (counts.get(interest) ?? 0) + 1);
    const [topInterest] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
    const [interest] = query<{ id: number; name: string }>(
      'SELECT i.id, i.name FROM interests i JOIN interest_follows f ON f.interest_id = i.id AND f.user_id = 1 WHERE i.id = ?',
      topInterest,
    );
    if (!interest) throw new Error('the home feed shows no followed interest');

    // To /edit in the same document: the home feed stays in the page's query cache.
    await followLink('/edit');
    await headingIs('Tune your home feed');
    await (await region('Interests you follow')).waitForDisplayed({ timeout: 15_000 });
    expect(await namesIn('Interests you follow')).toContain(interest.name);
    await (await browser.$(`button[aria-label="Unfollow ${interest.name}"]`)).click();
    await browser.waitUntil(async () => (await namesIn('More interests')).includes(interest.name), {
      timeoutMsg: 'the interest never moved to the others',
    });
    await browser.waitUntil(() => query('SELECT 1 FROM interest_follows WHERE user_id = 1 AND interest_id = ?', interest.id).length === 0, {
      timeout: 10_000,
      timeoutMsg: 'the unfollow never reached the database',
    });

    // Home again, without a reload: the cached feed was marked stale and is read again.
    await (await (await browser.$('nav[aria-label="Main"]')).$('a=Home')).click();
    await headingIs('Home feed');
    await browser.waitUntil(async () => ![...interestOf(await homeCardIds()).values()].includes(interest.id), {
      timeout: 15_000,
      timeoutMsg: "the home feed still shows the unfollowed interest's pins",
    });

    await browser.url(`${site.url}/edit`);
    await (await region('More interests')).waitForDisplayed({ timeout: 15_000 });
    expect(await namesIn('More interests')).toContain(interest.name);
    expect(await namesIn('Interests you follow')).not.toContain(interest.name);

    await (await browser.$(`button[aria-label="Follow ${interest.name}"]`)).click();
    await browser.waitUntil(async () => (await namesIn('Interests you follow')).includes(interest.name));
    await browser.waitUntil(() => query('SELECT 1 FROM interest_follows WHERE user_id = 1 AND interest_id = ?', interest.id).length === 1, {
      timeout: 10_000,
      timeoutMsg: 'the follow never reached the database',
    });
    await (await (await browser.$('nav[aria-label="Main"]')).$('a=Home')).click();
    await browser.waitUntil(async () => [...interestOf(await homeCardIds()).values()].includes(interest.id), {
      timeout: 15_000,
      timeoutMsg: "the followed interest's pins never came back to the home feed",
    });
    await browser.refresh();
    await browser.url(`${site.url}/edit`);
    await (await region('Interests you follow')).waitForDisplayed({ timeout: 15_000 });
    expect(await namesIn('Interests you follow')).toContain(interest.name);
  });
});

describe('the card, signed in', () => {
  it("opens its options menu where it fits: below the button, clear of the sticky header, when the card is at the page's top", async () => {
    await browser.url(`${site.url}/`);
    const card = await cardAt(browser, 1);
    const pinId = await cardPinId(card);
    // Scroll until the card's More options button sits just under the 64 px header.
    const buttonTop = await browser.execute(
      (c: HTMLElement) => c.querySelector('button[aria-label="More options"]')?.getBoundingClientRect().top ?? 0,
      card as unknown as HTMLElement,
    );
    await browser.execute((dy: number) => window.scrollBy(0, dy), buttonTop - 90);
    await browser.pause(200);
    const again = await cardWithPinId(browser, pinId);
    await browser.execute(
      (c: HTMLElement) => c.querySelector<HTMLElement>('button[aria-label="More options"]')?.focus(),
      again as unknown as HTMLElement,
    );
    await browser.keys('Enter');
    const menu = await browser.$('[role="menu"][aria-label="Pin options"]');
    await menu.waitForDisplayed();
    const at = await browser.execute(() => {
      const list = document.querySelector('[role="menu"][aria-label="Pin options"]') as HTMLElement;
      const header = document.getElementById('site-header') as HTMLElement;
      const box = list.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + 4);
      return {
        top: box.top,
        bottom: box.bottom,
        left: box.left,
        right: box.right,
        headerBottom: header.getBoundingClientRect().bottom,
        width: document.documentElement.clientWidth,
        height: window.innerHeight,
        onTop: list.contains(hit),
      };
    });
    expect(at.top).toBeGreaterThanOrEqual(at.headerBottom);
    expect(at.bottom).toBeLessThanOrEqual(at.height);
    expect(at.left).toBeGreaterThanOrEqual(0);
    expect(at.right).toBeLessThanOrEqual(at.width);
    // Nothing (the header, the next card) covers it.
    expect(at.onTop).toBe(true);
    await browser.keys('Escape');
    await menu.waitForExist({ reverse: true });
  });

  it('opens its menu on a long touch press, and lifting the finger does not open the pin', async () => {
    await browser.url(`${site.url}/`);
    const card = await cardAt(browser, 0);
    const picture = await card.$('img');
    await browser
      .action('pointer', { parameters: { pointerType: 'touch' } })
      .move({ origin: picture })
      .down()
      .pause(800)
      .up()
      .perform();
    await (await browser.$('[role="menu"][aria-label="Pin options"]')).waitForDisplayed({ timeout: 5_000 });
    await browser.pause(500);
    expect(new URL(await browser.getUrl()).pathname).toBe('/');
    expect(await browser.$('[role="menu"][aria-label="Pin options"]').isDisplayed()).toBe(true);
  });

  it('shows a long board name in the saved button cut to 22 with an ellipsis, whole (it wraps rather than being cut again)', async () => {
    await browser.url(`${site.url}/`);
    await feedGrid(browser);
    const pinId = await browser.execute(
      () =>
        [...document.querySelectorAll('[role="listitem"]')]
          .find((c) => [...c.querySelectorAll('button')].some((b) => b.textContent === 'Save'))
          ?.getAttribute('data-pin-id') ?? '',
    );
    const card = await cardWithPinId(browser, pinId);
    await card.moveTo();
    await (await card.$('button=Save')).click();
    const dialog = await browser.$('dialog[open][aria-labelledby]');
    await dialog.waitForDisplayed({ timeout: 10_000 });
    await (await dialog.$('button=Create board')).click();
    await (await dialog.$('input:not([type="checkbox"])')).setValue('Weeknight dinners fast and easy for everyone');
    await (await dialog.$('button=Create and save')).click();
    await dialog.waitForExist({ reverse: true });
    const button = await card.$('button[aria-pressed="true"]');
    await browser.waitUntil(
      async () => {
        await card.moveTo();
        return (await button.getText()) === 'Weeknight dinners fast…';
      },
      { timeout: 10_000, timeoutMsg: "the saved button never showed the board's name" },
    );
    const box = await browser.execute(
      (b: HTMLElement) => {
        const label = b.firstElementChild as HTMLElement;
        const media = b.closest('[role="listitem"]')?.firstElementChild as HTMLElement;
        const line = parseFloat(getComputedStyle(label).lineHeight);
        return {
          labelHeight: label.getBoundingClientRect().height,
          line,
          clipped: label.scrollWidth > label.clientWidth + 1,
          right: b.getBoundingClientRect().right,
          mediaRight: media.getBoundingClientRect().right,
        };
      },
      button as unknown as HTMLElement,
    );
    // At most two lines, nothing cut off, and inside the card.
    expect(box.labelHeight).toBeLessThan(box.line * 2.5);
    expect(box.clipped).toBe(false);
    expect(box.right).toBeLessThanOrEqual(box.mediaRight);
  });
});

describe('a phone 320 px wide', () => {
  let phone: Browser;
  beforeAll(async () => {
    phone = await startBrowser({ person: true, windowSize: [390, 844] });
    await phone.setWindowSize(320, 700);
    await asReturningVisitor(phone, site.url);
    await logIn(phone, site.url, 'demo', 'demo-password');
  });
  afterAll(() => phone?.deleteSession().catch(() => undefined));

  it.each([
    '/',
    '/search/pins',
    '/search/pins?q=garden',
    '/search/boards?q=garden',
    '/search/users?q=a',
    `/search/boards?q=${'pasta'.repeat(24)}`,
    '/ideas',
    '/videos/',
    '/shopping/',
    '/today',
    '/edit',
  ])('%s does not scroll sideways', async (path) => {
    await phone.url(`${site.url}${path}`);
    await pageHeading(phone);
    await phone.waitUntil(async () => !(await phone.$('main [role="status"]').isExisting()), { timeout: 15_000 });
    const wide = await phone.execute(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(wide.scroll).toBeLessThanOrEqual(wide.client);
  });
});
