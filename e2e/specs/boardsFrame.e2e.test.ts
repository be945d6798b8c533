// Issue 15, the boards area's part, in Chromium on the real site, API and SQLite: Follow on another
// person's profile, the board picker's focus (in its search on opening, back on the Save button
// after Escape, from a card and from the closeup), the empty picker of someone with no boards, the
// bulk delete's question agreeing in number, and the boards pages at 320 px wide. And (issue 17) a
// board page's first screen: its board comes with the document, the feed's grid preloaded beside it.
import { pageHeading, type Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { cardButton, cardWithPinId, feedGrid, logIn } from '../support/feed';
import { boardPicker, firstUnsavedCardId } from '../support/saving';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSession({}, { person: true }));
  await logIn(browser, site.url, 'demo', 'demo-password');
});
afterAll(() => closeSession({ site, browser }));

const query = <T>(sql: string, ...args: unknown[]): T[] => queryDb<T>(site, sql, ...args);

async function headingIs(text: string) {
  await browser.waitUntil(async () => (await pageHeading(browser)) === text, {
    timeout: 15_000,
    timeoutMsg: `the heading never read '${text}'`,
  });
}

const picker = () => boardPicker(browser);

/** What has focus, described: its tag, type, text, and the pin of the card it is in. */
function focused(): Promise<{
  tag: string;
  type: string | null;
  text: string;
  pinId: string | null;
  inDialog: boolean;
  inCloseup: boolean;
}> {
  return browser.execute(() => {
    const active = document.activeElement;
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      type: active?.getAttribute('type') ?? null,
      text: active?.textContent?.trim() ?? '',
      pinId: active?.closest('[data-pin-id]')?.getAttribute('data-pin-id') ?? null,
      inDialog: Boolean(active?.closest('dialog[open]')),
      inCloseup: Boolean(active?.closest('#area-mf_closeup')),
    };
  });
}

async function focusIs(expected: Partial<Awaited<ReturnType<typeof focused>>>, what: string) {
  await browser.waitUntil(
    async () => {
      const now = await focused();
      return Object.entries(expected).every(([key, value]) => now[key as keyof typeof now] === value);
    },
    { timeout: 5_000, timeoutMsg: `focus was not ${what}: ${JSON.stringify(await focused())}` },
  );
}

/** A public pin by someone else that `userId` has not saved, for its closeup's Save button. */
function unsavedPin(userId: number): number {
  const [pin] = query<{ id: number }>(
    `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id
     WHERE p.is_repin = 0 AND p.is_promoted = 0 AND p.pinner_id <> ? AND b.privacy = 'public' AND p.content_type = 'image'
       AND NOT EXISTS (SELECT 1 FROM pins s WHERE s.root_pin_id = p.id AND s.pinner_id = ?)
     ORDER BY p.id LIMIT 1`,
    userId,
    userId,
  );
  if (!pin) throw new Error('no pin to save in the demo world');
  return pin.id;
}

async function closeupSaveButton(pinId: number) {
  await browser.url(`${site.url}/pin/${pinId}/`);
  const heading = await browser.$('#area-mf_closeup h1');
  await heading.waitForDisplayed({ timeout: 15_000 });
  const save = await browser.$('#area-mf_closeup').$('button=Save');
  await save.waitForDisplayed();
  return save;
}

describe("a board page's first screen", () => {
  it("comes with its board and its first Pins (no read of either) and the feed's grid, each grid file fetched once", async () => {
    await browser.url(`${site.url}/demo/garden-plans/`);
    await headingIs('Garden Plans');
    const list = await feedGrid(browser, 'Garden Plans: Pins');
    await list.$('[role="listitem"] img').waitForDisplayed();
    const seen = await browser.execute(() => ({
      preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => new URL(link.href).pathname),
      fetched: performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      reads: performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.pathname.startsWith('/resource/'))
        .map((url) => `${url.pathname}${url.search}`),
    }));
    // The document carried the board and the first page of its Pins: the page asked for neither
    // (a later page, asked for by its bookmark as the grid nears its end, is another read).
    expect(seen.reads.filter((read) => read.startsWith('/resource/BoardResource/get/'))).toEqual([]);
    expect(seen.reads.filter((read) => read.startsWith('/resource/BoardFeedResource/get/') && !read.includes('bookmark='))).toEqual([]);
    const grid = seen.preloaded.filter((name) => name.startsWith('/remotes/mf_feed/'));
    expect(grid).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/remoteEntry\.js$/), expect.stringMatching(/__federation_expose_PinGrid\./)]),
    );
    // Preloaded with the integrity the loaders ask for, so each was fetched once, not again on use.
    for (const file of grid) expect(seen.fetched.filter((name) => name === file)).toEqual([file]);
  });
});

describe('Follow on a profile', () => {
  it("follows another person: 'Follow' becomes 'Following' (aria-pressed), the count moves, and it holds across a reload", async () => {
    const [person] = query<{ id: number; username: string; full_name: string }>(
      `SELECT id, username, full_name FROM users
       WHERE id <> 1 AND id NOT IN (SELECT followee_id FROM user_follows WHERE follower_id = 1) AND full_name <> ''
       ORDER BY id DESC LIMIT 1`,
    );
    if (!person) throw new Error('demo follows everyone in the demo world');
    const followers = () => query<{ n: number }>('SELECT count(*) AS n FROM user_follows WHERE followee_id = ?', person.id)[0]?.n ?? 0;
    const before = followers();
    const countText = (n: number) => `${n} ${n === 1 ? 'follower' : 'followers'}`;

    await browser.url(`${site.url}/${person.username}/`);
    await headingIs(person.full_name);
    const header = await browser.$('#area-mf_boards header');
    expect(await header.getText()).toContain(`@${person.username}`);
    expect(await header.getText()).toContain(countText(before));
    expect(await browser.$('#area-mf_boards .area-tag').isExisting()).toBe(false);
    const follow = await browser.$(`button[aria-label="Follow ${person.full_name}"]`);
    await follow.waitForDisplayed();
    expect(await follow.getText()).toBe('Follow');
    expect(await follow.getAttribute('aria-pressed')).toBe('false');

    await follow.click();
    await browser.waitUntil(async () => (await follow.getAttribute('aria-pressed')) === 'true', { timeout: 5_000 });
    expect(await follow.getText()).toBe('Following');
    await browser.waitUntil(async () => (await header.getText()).includes(countText(before + 1)), { timeout: 5_000 });
    await browser.waitUntil(async () => followers() === before + 1, { timeout: 5_000, timeoutMsg: 'the follow was not stored' });

    await browser.refresh();
    await headingIs(person.full_name);
    const again = await browser.$(`button[aria-label="Follow ${person.full_name}"]`);
    await again.waitForDisplayed();
    expect(await again.getText()).toBe('Following');
    expect(await again.getAttribute('aria-pressed')).toBe('true');
    expect(await browser.$('#area-mf_boards header').getText()).toContain(countText(before + 1));

    // And back: unfollowed, also after a reload.
    await again.click();
    await browser.waitUntil(async () => followers() === before, { timeout: 5_000, timeoutMsg: 'the unfollow was not stored' });
    await browser.refresh();
    await headingIs(person.full_name);
    const last = await browser.$(`button[aria-label="Follow ${person.full_name}"]`);
    await last.waitForDisplayed();
    expect(await last.getText()).toBe('Follow');
  });

  it("one's own profile has Edit profile and no Follow", async () => {
    await browser.url(`${site.url}/demo/`);
    await headingIs('Demo User');
    await (await browser.$('#area-mf_boards').$('a=Edit profile')).waitForDisplayed();
    expect(await browser.$('#area-mf_boards button[aria-label^="Follow"]').isExisting()).toBe(false);
  });
});

describe('the board picker and focus', () => {
  it("from a card: opens with focus in its search field; Escape gives focus back to the card's Save button", async () => {
    await browser.url(`${site.url}/`);
    await feedGrid(browser);
    const pinId = await firstUnsavedCardId(browser);
    if (!pinId) throw new Error('no unsaved card on the home feed');
    const card = await cardWithPinId(browser, pinId);
    await (await cardButton(card, 'Save')).click();
    await picker();
    await focusIs({ tag: 'input', type: 'search', inDialog: true }, 'in the search field');
    await browser.keys('Escape');
    await (await browser.$('dialog[open]')).waitForExist({ reverse: true });
    await focusIs({ tag: 'button', text: 'Save', pinId }, "on the card's Save button");
  });

  it("from the closeup: the same, back on the closeup's Save button", async () => {
    const save = await closeupSaveButton(unsavedPin(1));
    await save.click();
    await picker();
    await focusIs({ tag: 'input', type: 'search', inDialog: true }, 'in the search field');
    await browser.keys('Escape');
    await (await browser.$('dialog[open]')).waitForExist({ reverse: true });
    await focusIs({ tag: 'button', text: 'Save', inCloseup: true }, "on the closeup's Save button");
  });
});

describe('bulk delete', () => {
  it("asks 'Delete 1 Pin?' for one and 'Delete 2 Pins?' for two, then deletes them", async () => {
    await browser.url(`${site.url}/demo/kitchen-ideas/`);
    await headingIs('Kitchen Ideas');
    const before = query<{ n: number }>('SELECT count(*) AS n FROM pins WHERE board_id = 2')[0]?.n ?? 0;
    await (await browser.$('button=Organize')).click();
    const boxes = 'ul[aria-label="Pins to organize"] > li input[type="checkbox"]';
    await browser.waitUntil(async () => (await browser.$$(boxes).length) >= 2, { timeout: 10_000 });
    const toolbar = await browser.$('[role="toolbar"]');
    const question = async () => {
      await (await toolbar.$('button=Delete')).click();
      const dialog = await browser.$('dialog[open]');
      await dialog.waitForDisplayed();
      return { dialog, title: await dialog.$('h2').getText() };
    };

    const [first, second] = await browser.$$(boxes);
    if (!first || !second) throw new Error('fewer than two Pins to organize');
    await first.click();
    expect(await toolbar.getText()).toContain('1 Pin selected');
    const one = await question();
    expect(one.title).toBe('Delete 1 Pin?');
    await (await one.dialog.$('button=Cancel')).click();
    await one.dialog.waitForExist({ reverse: true });

    await second.click();
    expect(await toolbar.getText()).toContain('2 Pins selected');
    const two = await question();
    expect(two.title).toBe('Delete 2 Pins?');
    expect(await two.dialog.getText()).toContain('They will be removed from this board.');
    await (await two.dialog.$('button=Delete')).click();
    await two.dialog.waitForExist({ reverse: true });
    await browser.waitUntil(async () => query<{ n: number }>('SELECT count(*) AS n FROM pins WHERE board_id = 2')[0]?.n === before - 2, {
      timeout: 10_000,
      timeoutMsg: 'the two Pins were not deleted',
    });
  });
});

describe('at 320 px wide', () => {
  afterAll(() => browser.setWindowSize(1280, 900));

  /** Whatever sticks out of the window sideways: the page's own overflow, and the boards area's elements. */
  const sideways = () =>
    browser.execute(() => {
      const width = document.documentElement.clientWidth;
      const area = document.querySelector('#area-mf_boards');
      const out = [...(area?.querySelectorAll('*') ?? [])]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
        })
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.slice(0, 30) ?? ''}`)
        .slice(0, 5);
      return { width, pageScrolls: document.documentElement.scrollWidth > width, out };
    });

  it('the profile, board, section, board edit and collaborators pages do not scroll sideways', async () => {
    await browser.setWindowSize(320, 800);
    const pages: Array<[string, string]> = [
      ['/demo/', 'Demo User'],
      ['/demo/kitchen-ideas/', 'Kitchen Ideas'],
      ['/demo/kitchen-ideas/baking/', 'Baking'],
      ['/board/2/edit', 'Edit your board'],
      ['/board/2/edit/collaborators', 'Collaborators on Kitchen Ideas'],
    ];
    for (const [path, heading] of pages) {
      await browser.url(`${site.url}${path}`);
      await headingIs(heading);
      await browser.pause(300);
      const seen = await sideways();
      expect({ path, ...seen }).toEqual({ path, width: seen.width, pageScrolls: false, out: [] });
      expect(seen.width).toBeLessThanOrEqual(320);
    }
  });

  it('the picker fits the screen', async () => {
    await browser.setWindowSize(320, 800);
    const save = await closeupSaveButton(unsavedPin(1));
    // Clear of the sticky header.
    await save.scrollIntoView({ block: 'center' });
    await save.click();
    const dialog = await picker();
    const fit = await browser.execute(() => {
      const open = document.querySelector('dialog[open]');
      const box = open?.getBoundingClientRect();
      return {
        width: document.documentElement.clientWidth,
        left: box?.left ?? -1,
        right: box?.right ?? Infinity,
        scrolls: open ? open.scrollWidth > open.clientWidth : true,
      };
    });
    expect(fit.left).toBeGreaterThanOrEqual(0);
    expect(fit.right).toBeLessThanOrEqual(fit.width);
    expect(fit.scrolls).toBe(false);
    await browser.keys('Escape');
    await dialog.waitForExist({ reverse: true });
  });
});

describe('someone with no boards', () => {
  it("gets 'Create your first board' in the picker, focus in its name, not 'No boards match'; creating it saves the Pin there", async () => {
    expect(query('SELECT 1 FROM boards WHERE owner_id = 4')).toHaveLength(0);
    await browser.deleteCookies();
    await logIn(browser, site.url, 'newbie', 'demo-password');
    const pinId = unsavedPin(4);
    const save = await closeupSaveButton(pinId);
    await save.click();
    const dialog = await picker();
    const welcome = await dialog.$('h3=Create your first board');
    await welcome.waitForDisplayed({ timeout: 10_000 });
    expect(await dialog.getText()).not.toContain('No boards match');
    expect(await dialog.$('input[type="search"]').isExisting()).toBe(false);
    await focusIs({ tag: 'input', inDialog: true }, "in the new board's name");
    expect((await focused()).type).not.toBe('checkbox');

    await browser.keys('First Ideas'.split(''));
    await (await dialog.$('button=Create and save')).click();
    await dialog.waitForExist({ reverse: true, timeout: 10_000 });
    await browser.waitUntil(async () => query("SELECT 1 FROM boards WHERE owner_id = 4 AND name = 'First Ideas'").length === 1, {
      timeout: 10_000,
      timeoutMsg: 'the first board was not made',
    });
    const [board] = query<{ id: number }>("SELECT id FROM boards WHERE owner_id = 4 AND name = 'First Ideas'");
    expect(query('SELECT 1 FROM pins WHERE root_pin_id = ? AND pinner_id = 4 AND board_id = ?', pinId, board?.id)).toHaveLength(1);
  });
});
