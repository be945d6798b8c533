// Issue 6: the boards area and the save flow across areas, on the real site, API and SQLite, in
// Chromium, through what a person sees.
import type { ChainablePromiseElement } from 'webdriverio';
import { pageHeading, type Browser } from '../support/browser';
import { cardButton, cardWithPinId, feedGrid, logIn } from '../support/feed';
import { queryDb } from '../support/database';
import { boardPicker, firstUnsavedCardId, toastSaying } from '../support/saving';
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

/** The id of a home-feed card demo has not saved yet, and its Save button. */
async function unsavedCard(skip: string[] = []) {
  await browser.url(`${site.url}/`);
  await feedGrid(browser);
  const pinId = await firstUnsavedCardId(browser, skip);
  if (!pinId) throw new Error('no unsaved card on the home feed');
  const card = await cardWithPinId(browser, pinId);
  return { pinId, card, save: await cardButton(card, 'Save') };
}

const picker = () => boardPicker(browser);
const toastText = (expected: string) => toastSaying(browser, expected);

/** The card's save button, as a person sees it with the pointer over the card. */
async function buttonReads(card: ChainablePromiseElement, button: ChainablePromiseElement, text: string) {
  await browser.waitUntil(
    async () => {
      await card.moveTo();
      return (await button.getText()) === text;
    },
    { timeout: 5_000, timeoutMsg: `the card's button never read '${text}'` },
  );
}

async function headingIs(text: string) {
  await browser.waitUntil(async () => (await pageHeading(browser)) === text, {
    timeout: 15_000,
    timeoutMsg: `the heading never read '${text}'`,
  });
}

const savedCopy = (pinId: string, boardId: number) =>
  query<{ id: number }>('SELECT id FROM pins WHERE repin_of = ? AND pinner_id = 1 AND board_id = ?', Number(pinId), boardId)[0]?.id;

/** The area builds this page has fetched (their folders under /remotes/). */
const remotesFetched = () =>
  browser.execute(() => [
    ...new Set(
      performance
        .getEntriesByType('resource')
        .map((e) => /^\/remotes\/(mf_[a-z]+)\//.exec(new URL(e.name).pathname)?.[1])
        .filter((name): name is string => name !== undefined),
    ),
  ]);

describe('saving from the home feed with the board picker', () => {
  const used: string[] = [];

  it('fetches the boards area only at the first Save, which still opens the picker', async () => {
    const { save } = await unsavedCard();
    // The feed is on screen and idle: the feed came with the page, experiences once it settled; boards not yet.
    await browser.pause(500);
    expect((await remotesFetched()).filter((remote) => remote !== 'mf_experiences')).toEqual(['mf_feed']);
    await save.click();
    const dialog = await picker();
    expect(await remotesFetched()).toContain('mf_boards');
    await browser.keys('Escape');
    await dialog.waitForExist({ reverse: true });
  });

  it('saves to a chosen board: toast and card change; the pin is on the board at once and after a reload; then it is deleted', async () => {
    const { pinId, card, save } = await unsavedCard();
    used.push(pinId);
    await save.click();
    const dialog = await picker();
    await (await dialog.$('input[type="search"]')).setValue('garden');
    const choice = await dialog.$('button[aria-label="Save to Garden Plans"]');
    await choice.waitForDisplayed();
    expect(await dialog.$$('ul[aria-label="Your boards"] > li').length).toBe(1);
    await choice.click();
    await dialog.waitForExist({ reverse: true });

    const toast = await toastText('Saved to Garden Plans');
    expect(await (await toast.$('a=Garden Plans')).getAttribute('href')).toBe('/demo/garden-plans/');
    await buttonReads(card, save, 'Garden Plans');
    // The card's saved overlay links to the board too.
    expect(await (await card.$('a=Saved to Garden Plans')).getAttribute('href')).toBe('/demo/garden-plans/');
    const copy = savedCopy(pinId, 6);
    expect(copy).toBeDefined();

    // The toast's link opens the board without reloading the document.
    await browser.execute(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await (await toast.$('a=Garden Plans')).click();
    await headingIs('Garden Plans');
    expect(await browser.execute(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await feedGrid(browser, 'Garden Plans: Pins');
    await cardWithPinId(browser, String(copy));

    await browser.refresh();
    await feedGrid(browser, 'Garden Plans: Pins');
    const onBoard = await cardWithPinId(browser, String(copy));

    // Unsave from the board: the saved copy is removed (the pin lives on), with Undo.
    await (await cardButton(onBoard, 'Saved')).click();
    await toastText('Removed from Garden Plans');
    expect(savedCopy(pinId, 6)).toBeUndefined();
    await browser.refresh();
    // The board still has its other pins: the grid is there, and this one is not in it.
    await feedGrid(browser, 'Garden Plans: Pins');
    expect(await browser.$(`[role="listitem"][data-pin-id="${copy}"]`).isExisting()).toBe(false);
  });

  it('saves to a new board created in the picker', async () => {
    const { pinId, card, save } = await unsavedCard(used);
    await save.click();
    const dialog = await picker();
    await (await dialog.$('button=Create board')).click();
    await (await dialog.$('input:not([type="checkbox"])')).setValue('Soup Nights');
    await (await dialog.$('button=Create and save')).click();
    await dialog.waitForExist({ reverse: true });
    await toastText('Saved to Soup Nights');
    await buttonReads(card, save, 'Soup Nights');
    const [created] = query<{ id: number; privacy: string }>("SELECT id, privacy FROM boards WHERE owner_id = 1 AND name = 'Soup Nights'");
    expect(created?.privacy).toBe('public');
    expect(savedCopy(pinId, created?.id ?? -1)).toBeDefined();

    await browser.url(`${site.url}/demo/soup-nights/`);
    await headingIs('Soup Nights');
    await cardWithPinId(browser, String(savedCopy(pinId, created?.id ?? -1)));
  });

  it('Escape closes the picker and saves nothing', async () => {
    const { pinId, card, save } = await unsavedCard(used);
    await save.click();
    const dialog = await picker();
    await browser.keys('Escape');
    await dialog.waitForExist({ reverse: true });
    await buttonReads(card, save, 'Save');
    expect(query('SELECT 1 FROM pins WHERE repin_of = ? AND pinner_id = 1', Number(pinId))).toHaveLength(0);
  });
});

describe('boards', () => {
  it('creating a board with a 51-character title shows the error and creates nothing', async () => {
    await browser.url(`${site.url}/demo/`);
    await headingIs('Demo User');
    const before = query<{ n: number }>('SELECT count(*) AS n FROM boards WHERE owner_id = 1')[0]?.n;
    await (await browser.$('button=Create board')).click();
    const dialog = await browser.$('dialog[open]');
    await dialog.waitForDisplayed();
    await (await dialog.$('input:not([type="checkbox"])')).setValue('a'.repeat(51));
    await (await dialog.$('button=Create')).click();
    const error = await dialog.$('[role="alert"]');
    await error.waitForDisplayed();
    expect(await error.getText()).toBe('Board names can be at most 50 characters.');
    await browser.pause(300);
    expect(query<{ n: number }>('SELECT count(*) AS n FROM boards WHERE owner_id = 1')[0]?.n).toBe(before);
    await browser.keys('Escape');
    await dialog.waitForExist({ reverse: true });
  });

  it('bulk-deletes two pins from a board', async () => {
    await browser.url(`${site.url}/demo/kitchen-ideas/`);
    await headingIs('Kitchen Ideas');
    const before = query<{ id: number }>('SELECT id FROM pins WHERE board_id = 2').map((r) => r.id);
    await (await browser.$('button=Organize')).click();
    await browser.waitUntil(async () => (await browser.$$('ul[aria-label="Pins to organize"] > li input[type="checkbox"]').length) >= 2, {
      timeout: 10_000,
    });
    const chosen = await browser.execute(() =>
      [...document.querySelectorAll('ul[aria-label="Pins to organize"] > li')]
        .slice(0, 2)
        .map((li) => li.querySelector('input')?.getAttribute('aria-label') ?? ''),
    );
    for (const label of chosen) await (await browser.$(`input[aria-label="${label}"]`)).click();
    expect(await (await browser.$('[role="toolbar"]')).getText()).toContain('2 Pins selected');
    await (await (await browser.$('[role="toolbar"]')).$('button=Delete')).click();
    const confirm = await browser.$('dialog[open]');
    await confirm.waitForDisplayed();
    await (await confirm.$('button=Delete')).click();
    await toastText('2 Pins deleted!');
    const after = query<{ id: number }>('SELECT id FROM pins WHERE board_id = 2').map((r) => r.id);
    expect(after.length).toBe(before.length - 2);
    const grid = await feedGrid(browser, 'Kitchen Ideas: Pins');
    const shown = await grid.$$('[role="listitem"]').map((c) => c.getAttribute('data-pin-id'));
    expect(shown.filter((id) => !after.includes(Number(id)))).toEqual([]);
  });

  it('a secret board is not visible to another user', async () => {
    await browser.url(`${site.url}/demo/gift-ideas/`);
    await headingIs('Gift Ideas');
    await browser.deleteCookies();
    await logIn(browser, site.url, 'maya_chen', 'demo-password');
    await browser.url(`${site.url}/demo/gift-ideas/`);
    await headingIs('Page not found');
    await browser.url(`${site.url}/demo/`);
    await headingIs('Demo User');
    const cards = await browser.$('ul[aria-label="Boards"]');
    await cards.waitForExist({ timeout: 10_000 }).catch(async (error: unknown) => {
      throw new Error(`${String(error)}; the page read: ${await browser.$('main').getText()}`);
    });
    const names = await cards.$$('h2').map((h) => h.getText());
    expect(names).toContain('Kitchen Ideas');
    expect(names.join('|')).not.toContain('Gift Ideas');
    expect(await browser.$('select').isExisting()).toBe(false);
  });
});
