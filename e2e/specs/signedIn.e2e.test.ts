// What a person with an account does, in Chromium on the real site and API, one test a journey:
// the header as they log in and out (the avatar menu, dark mode from the first paint), saving and
// hiding Pins on home (where the saved button and the options menu sit on screen, impressions
// sent as the page is left), tuning the home feed, deleting a Pin, and an employee's debug panel
// beside the page. What needs no browser is tested beside its code (the closing note of issue 57
// lists where).
import sharp from 'sharp';
import { axeViolations } from '../support/axe';
import { pageHeading, startBrowser, type Browser } from '../support/browser';
import { cardAt, cardButton, cardPinId, cardWithPinId, feedGrid, logIn } from '../support/feed';
import { queryDb } from '../support/database';
import { pressWhenEnabled } from '../support/forms';
import { asReturningVisitor, closeSession, RETURNING_VISITOR_CONSENT } from '../support/session';
import { startSite, type RunningSite } from '../support/site';

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

const query = <T>(sql: string, ...args: unknown[]): T[] => queryDb<T>(site, sql, ...args);

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

async function headingIs(text: string): Promise<void> {
  await browser.waitUntil(async () => (await pageHeading(browser)) === text, {
    timeout: 15_000,
    timeoutMsg: `the heading never read '${text}'`,
  });
}

async function pathIs(path: string): Promise<void> {
  await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === path, {
    timeout: 15_000,
    timeoutMsg: `never reached ${path}`,
  });
}

/** The left edges of the page's heading and of its leftmost card. */
const leftEdges = () =>
  browser.execute(() => ({
    heading: document.querySelector('main h1')?.getBoundingClientRect().left ?? -1,
    card: Math.min(...[...document.querySelectorAll('[role="listitem"]')].map((c) => c.getBoundingClientRect().left)),
  }));

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
    await logIn(browser, site.url, 'demo', 'demo-password');
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
    // The saved button names the board, cut to 22 with an ellipsis, whole: it wraps rather than
    // being cut again, on at most two lines, inside the card.
    const saved = await card.$('button[aria-pressed="true"]');
    await browser.waitUntil(async () => (await card.moveTo(), (await saved.getText()) === 'Weeknight dinners fast…'), {
      timeout: 10_000,
      timeoutMsg: "the saved button never showed the board's name",
    });
    const box = await browser.execute(
      (b: HTMLElement) => {
        const label = b.firstElementChild as HTMLElement;
        const media = b.closest('[role="listitem"]')?.firstElementChild as HTMLElement;
        return {
          labelHeight: label.getBoundingClientRect().height,
          line: parseFloat(getComputedStyle(label).lineHeight),
          clipped: label.scrollWidth > label.clientWidth + 1,
          right: b.getBoundingClientRect().right,
          mediaRight: media.getBoundingClientRect().right,
        };
      },
      saved as unknown as HTMLElement,
    );
    expect(box.labelHeight).toBeLessThan(box.line * 2.5);
    expect(box.clipped).toBe(false);
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

  it('deletes a Pin of their own: their profile keeps off the edges, and Back to its page says it is gone', async () => {
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
    await (await browser.$('h1=Page not found')).waitForDisplayed({ timeout: 15_000 });
    expect(await browser.$('#area-mf_closeup').$('button=Saved').isExisting()).toBe(false);
    expect((await fetch(`${site.url}/pin/${own?.id}/`)).status).toBe(404);
  });
});

describe('an employee', () => {
  it("opens the debug panel beside the page: the page's controls are never under it", async () => {
    await browser.deleteCookies();
    await browser.setCookies(RETURNING_VISITOR_CONSENT);
    await logIn(browser, site.url, 'employee', 'demo-password');
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
