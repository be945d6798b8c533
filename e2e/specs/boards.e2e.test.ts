// The boards area's journeys on the real site, API and SQLite, in Chromium: saving Pins to boards
// from a card and from the closeup (the picker, focus, a new board, the save's labels, the board
// page's first screen, unsave with Undo, and the question before one's own Pin is deleted); following
// a person; organising boards at 320 px wide (sections, bulk delete, group boards: invite, accept,
// decline). What needs no browser is shown beside the code: mf-boards' BoardsApp and SaveFlowLayer
// tests, mf-feed's PinGrid test, the API's calls, authz and validation tests.
import type { ChainablePromiseElement } from 'webdriverio';
import { pageHeading, type Browser } from '../support/browser';
import { cardButton, cardWithPinId, feedGrid } from '../support/feed';
import { queryDb } from '../support/database';
import { boardPicker, firstUnsavedCardId, toastSaying } from '../support/saving';
import { closeSession, openSession } from '../support/session';
import { signIn } from '../support/signIn';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSession({}, { person: true, freshVisitor: true }));
  await signIn(browser, site.url, 'demo');
});
afterAll(() => closeSession({ site, browser }));

const query = <T>(sql: string, ...args: unknown[]): T[] => queryDb<T>(site, sql, ...args);
const picker = () => boardPicker(browser);
const toastText = (expected: string) => toastSaying(browser, expected);

async function headingIs(text: string) {
  await browser.waitUntil(async () => (await pageHeading(browser)) === text, {
    timeout: 15_000,
    timeoutMsg: `the heading never read '${text}'`,
  });
}

/** The card's save button, as a person sees it with the pointer over the card. */
async function buttonReads(card: ChainablePromiseElement, button: ChainablePromiseElement, text: string) {
  await browser.waitUntil(
    async () => {
      await card.moveTo();
      return (await button.getText()) === text;
    },
    { timeout: 10_000, timeoutMsg: `the card's button never read '${text}'` },
  );
}

/** demo's saved copies of a pin on a board. */
const copiesOn = (pinId: string, boardId: number) =>
  query<{ id: number }>('SELECT id FROM pins WHERE repin_of = ? AND pinner_id = 1 AND board_id = ?', Number(pinId), boardId);
const pinExists = (pinId: string | number) => query('SELECT 1 FROM pins WHERE id = ?', Number(pinId)).length === 1;

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
  await browser
    .waitUntil(
      async () => {
        const now = await focused();
        return Object.entries(expected).every(([key, value]) => now[key as keyof typeof now] === value);
      },
      { timeout: 10_000 },
    )
    .catch(async () => {
      throw new Error(`focus was not ${what}: ${JSON.stringify(await focused())}`);
    });
}

/** Whether an element shows all of its text: nothing cut off by its box (it fits, or it wraps). */
const showsAll = (selector: string) =>
  browser.execute((css: string) => {
    const element = document.querySelector<HTMLElement>(css);
    return element !== null && element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1;
  }, selector);

/** A public pin by someone else that demo has not saved, for its closeup's Save button. */
function unsavedPin(): number {
  const [pin] = query<{ id: number }>(
    `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id
     WHERE p.is_repin = 0 AND p.is_promoted = 0 AND p.pinner_id <> 1 AND b.privacy = 'public' AND p.content_type = 'image'
       AND NOT EXISTS (SELECT 1 FROM pins s WHERE s.root_pin_id = p.id AND s.pinner_id = 1)
     ORDER BY p.id LIMIT 1`,
  );
  if (!pin) throw new Error('no pin to save in the demo world');
  return pin.id;
}

async function closeupSaveButton(pinId: number) {
  await browser.url(`${site.url}/pin/${pinId}/`);
  await browser.$('#area-mf_closeup h1').waitForDisplayed({ timeout: 15_000 });
  const button = await browser.$('#area-mf_closeup').$('button=Save');
  await button.waitForDisplayed({ timeout: 15_000 });
  return button;
}

/** The question the boards area asks before an unsave would delete the person's own Pin. */
async function deleteQuestion() {
  const dialog = await browser.$('dialog[open]');
  await dialog.waitForDisplayed({ timeout: 10_000 });
  expect(await dialog.$('h2').getText()).toBe('Delete this Pin?');
  expect(await dialog.getText()).toContain("It will be removed from its board and your profile. This can't be undone.");
  return dialog;
}

/** Presses a card's Save; `choose` then acts in the board picker it opens. */
async function saveFromCard(pinId: string, choose: (dialog: ChainablePromiseElement) => Promise<void>) {
  const card = await cardWithPinId(browser, pinId);
  const save = await cardButton(card, 'Save');
  await save.click();
  await choose(await picker());
  return { card, save };
}

/** The card names its board once, in its "Saved to" link, showing all its text; its button says it is saved (issue 60, item 4). */
async function savedLabelsRead(card: ChainablePromiseElement, pinId: string, shown: string) {
  const label = `[data-pin-id="${pinId}"] button[aria-pressed="true"] span`;
  await browser.waitUntil(async () => (await card.moveTo(), (await (await browser.$(label)).getText()) === 'Saved'), {
    timeout: 10_000,
    timeoutMsg: "the button never read 'Saved'",
  });
  expect(await (await card.$(`a=Saved to ${shown}`)).isDisplayed()).toBe(true);
  expect(await showsAll(`[data-pin-id="${pinId}"] a[href^="/demo/"]`)).toBe(true);
}

it('a person saves Pins to boards from a card and from the closeup, finds them there, unsaves one with Undo, and is asked before their own Pin goes', async () => {
  // Home, settled: the feed came with the page and experiences once it settled; boards not yet.
  await browser.url(`${site.url}/`);
  await feedGrid(browser);
  await browser.waitUntil(async () => (await remotesFetched()).includes('mf_experiences'), {
    timeout: 15_000,
    timeoutMsg: 'the page never settled (experiences was not fetched)',
  });
  expect((await remotesFetched()).filter((remote) => remote !== 'mf_experiences')).toEqual(['mf_feed']);

  // The first Save fetches the boards area, which opens the picker with focus in its search.
  const first = await firstUnsavedCardId(browser);
  if (!first) throw new Error('no unsaved card on the home feed');
  const { card: firstCard, save: firstSave } = await saveFromCard(first, async () => {
    expect(await remotesFetched()).toContain('mf_boards');
    await focusIs({ tag: 'input', type: 'search', inDialog: true }, 'in the search field');
    // Escape saves nothing and gives focus back to the card's Save button.
    await browser.keys('Escape');
    await (await browser.$('dialog[open]')).waitForExist({ reverse: true });
  });
  await focusIs({ tag: 'button', text: 'Save', pinId: first }, "on the card's Save button");
  await buttonReads(firstCard, firstSave, 'Save');
  expect(query('SELECT 1 FROM pins WHERE repin_of = ? AND pinner_id = 1', Number(first))).toHaveLength(0);

  // To a new board made in the picker: its long name is cut by the rule, and the labels still show it all.
  const longName = 'Weeknight dinners for the whole family';
  await saveFromCard(first, async (dialog) => {
    await (await dialog.$('button=Create board')).click();
    await (await dialog.$('input:not([type="checkbox"])')).setValue(longName);
    await (await dialog.$('button=Create and save')).click();
    await dialog.waitForExist({ reverse: true });
  });
  await toastText('Saved to Weeknight dinners for…');
  await savedLabelsRead(firstCard, first, 'Weeknight dinners for…');
  const [created] = query<{ id: number; privacy: string }>('SELECT id, privacy FROM boards WHERE owner_id = 1 AND name = ?', longName);
  expect(created?.privacy).toBe('public');
  expect(copiesOn(first, created?.id ?? -1)).toHaveLength(1);

  // To a board found by searching the picker: the toast and the card name it, and link to it.
  const second = await firstUnsavedCardId(browser, [first]);
  if (!second) throw new Error('no second unsaved card on the home feed');
  const { card: secondCard, save: secondSave } = await saveFromCard(second, async (dialog) => {
    await (await dialog.$('input[type="search"]')).setValue('garden');
    const choice = await dialog.$('button[aria-label="Save to Garden Plans"]');
    await choice.waitForDisplayed();
    expect(await dialog.$$('ul[aria-label="Your boards"] > li').length).toBe(1);
    await choice.click();
    await dialog.waitForExist({ reverse: true });
  });
  const toast = await toastText('Saved to Garden Plans');
  expect(await (await toast.$('a=Garden Plans')).getAttribute('href')).toBe('/demo/garden-plans/');
  await buttonReads(secondCard, secondSave, 'Saved');
  await savedLabelsRead(secondCard, second, 'Garden Plans');
  expect(await (await secondCard.$('a=Saved to Garden Plans')).getAttribute('href')).toBe('/demo/garden-plans/');
  const copy = copiesOn(second, 6)[0]?.id;
  expect(copy).toBeDefined();

  // The toast's link opens the board without reloading the document, the Pin on it at once.
  await browser.execute(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await (await toast.$('a=Garden Plans')).click();
  await headingIs('Garden Plans');
  expect(await browser.execute(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await feedGrid(browser, 'Garden Plans: Pins');
  await cardWithPinId(browser, String(copy));

  // After a reload too. The document carried the board and its first Pins (the page read neither)
  // and preloaded the feed's grid with the integrity its loader asks for, so each file came once.
  await browser.refresh();
  await headingIs('Garden Plans');
  const boardGrid = await feedGrid(browser, 'Garden Plans: Pins');
  await boardGrid.$('[role="listitem"] img').waitForDisplayed();
  const onBoard = await cardWithPinId(browser, String(copy));
  const seen = await browser.execute(() => ({
    preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => new URL(link.href).pathname),
    fetched: performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    reads: performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.pathname.startsWith('/resource/'))
      .map((url) => `${url.pathname}${url.search}`),
  }));
  expect(seen.reads.filter((read) => read.startsWith('/resource/BoardResource/get/'))).toEqual([]);
  expect(seen.reads.filter((read) => read.startsWith('/resource/BoardFeedResource/get/') && !read.includes('bookmark='))).toEqual([]);
  const gridFiles = seen.preloaded.filter((name) => name.startsWith('/remotes/mf_feed/'));
  expect(gridFiles).toEqual(
    expect.arrayContaining([expect.stringMatching(/\/remoteEntry\.js$/), expect.stringMatching(/__federation_expose_PinGrid\./)]),
  );
  for (const file of gridFiles) expect(seen.fetched.filter((name) => name === file)).toEqual([file]);

  // Unsave on the board: the saved copy goes (the Pin lives on), and Undo saves it back there.
  await (await cardButton(onBoard, 'Saved')).click();
  const removed = await toastText('Removed from Garden Plans');
  expect(copiesOn(second, 6)).toHaveLength(0);
  expect(pinExists(second)).toBe(true);
  await (await removed.$('button=Undo')).click();
  await toastText('Saved to Garden Plans');
  await browser.waitUntil(async () => copiesOn(second, 6).length === 1, { timeout: 10_000, timeoutMsg: 'Undo did not save it back' });

  // One's own Pin on the board: its Saved would delete it, so the person is asked; Escape and
  // Cancel say no (focus back on the card's Saved), Delete deletes it and the card leaves the grid.
  const ownPins = query<{ id: number }>(
    `SELECT p.id FROM pins p WHERE p.pinner_id = 1 AND p.is_repin = 0 AND p.board_id = 6
       AND NOT EXISTS (SELECT 1 FROM pins c WHERE c.pinner_id = 1 AND c.root_pin_id = p.root_pin_id AND c.id <> p.id)`,
  ).map((r) => String(r.id));
  const shownOnBoard = await boardGrid.$$('[role="listitem"][data-pin-id]').map((c) => c.getAttribute('data-pin-id'));
  const own = shownOnBoard.find((id) => id !== null && ownPins.includes(id));
  if (!own) throw new Error("no pin of demo's own, saved nowhere else, on Garden Plans");
  const ownCard = await cardWithPinId(browser, own);
  await (await cardButton(ownCard, 'Saved')).click();
  const question = await deleteQuestion();
  await browser.keys('Escape');
  await question.waitForExist({ reverse: true });
  expect(pinExists(own)).toBe(true);
  await (await cardButton(ownCard, 'Saved')).click();
  const asked = await deleteQuestion();
  await (await asked.$('button=Cancel')).click();
  await asked.waitForExist({ reverse: true });
  await focusIs({ tag: 'button', text: 'Saved', pinId: own }, "back on the card's Saved");
  expect(pinExists(own)).toBe(true);
  await (await cardButton(ownCard, 'Saved')).click();
  await (await (await deleteQuestion()).$('button=Delete')).click();
  await toastText('Pin deleted!');
  await ownCard.waitForExist({ reverse: true, timeout: 10_000 });
  expect(pinExists(own)).toBe(false);

  // From the closeup: the picker opens with focus in its search, and Escape gives it back to Save.
  const closeupSave = await closeupSaveButton(unsavedPin());
  await closeupSave.click();
  await picker();
  await focusIs({ tag: 'input', type: 'search', inDialog: true }, 'in the search field');
  await browser.keys('Escape');
  await (await browser.$('dialog[open]')).waitForExist({ reverse: true });
  await focusIs({ tag: 'button', text: 'Save', inCloseup: true }, "on the closeup's Save button");

  // At 320 px wide the picker fits the screen (its Save clear of the sticky header).
  await browser.setWindowSize(320, 800);
  try {
    await closeupSave.scrollIntoView({ block: 'center' });
    await closeupSave.click();
    const narrow = await picker();
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
    expect(fit.width).toBeLessThanOrEqual(320);
    expect(fit.left).toBeGreaterThanOrEqual(0);
    expect(fit.right).toBeLessThanOrEqual(fit.width);
    expect(fit.scrolls).toBe(false);
    await browser.keys('Escape');
    await narrow.waitForExist({ reverse: true });
  } finally {
    await browser.setWindowSize(1280, 900);
  }
});

it("a person follows someone on their profile: 'Follow' becomes 'Following', the count moves, and it holds across a reload", async () => {
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
  expect(await header.getText()).toContain(countText(before));
  const follow = await browser.$(`button[aria-label="Follow ${person.full_name}"]`);
  await follow.waitForDisplayed();
  expect(await follow.getText()).toBe('Follow');
  expect(await follow.getAttribute('aria-pressed')).toBe('false');

  await follow.click();
  await browser.waitUntil(async () => (await follow.getAttribute('aria-pressed')) === 'true', { timeout: 10_000 });
  expect(await follow.getText()).toBe('Following');
  await browser.waitUntil(async () => (await header.getText()).includes(countText(before + 1)), { timeout: 10_000 });
  await browser.waitUntil(async () => followers() === before + 1, { timeout: 10_000, timeoutMsg: 'the follow was not stored' });

  await browser.refresh();
  await headingIs(person.full_name);
  const again = await browser.$(`button[aria-label="Follow ${person.full_name}"]`);
  await again.waitForDisplayed();
  expect(await again.getText()).toBe('Following');
  expect(await again.getAttribute('aria-pressed')).toBe('true');
  expect(await browser.$('#area-mf_boards header').getText()).toContain(countText(before + 1));

  // And back.
  await again.click();
  await browser.waitUntil(async () => followers() === before, { timeout: 10_000, timeoutMsg: 'the unfollow was not stored' });
});

describe('at 320 px wide', () => {
  afterAll(() => browser.setWindowSize(1280, 900));

  /** Whatever sticks out of the window sideways: the page's own overflow, and the boards area's elements. */
  async function fitsSideways(page: string) {
    const seen = await browser.execute(() => {
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
    expect({ page, ...seen }).toEqual({ page, width: seen.width, pageScrolls: false, out: [] });
    expect(seen.width).toBeLessThanOrEqual(320);
  }

  /** Clicks as a person does on a narrow screen: with the control scrolled clear of the header and the bottom bar. */
  async function press(element: { scrollIntoView: (options: ScrollIntoViewOptions) => Promise<unknown>; click: () => Promise<unknown> }) {
    await element.scrollIntoView({ block: 'center' });
    await element.click();
  }

  /** Follows a link in the boards area, as a person would, to the page headed `heading`. */
  async function follow(link: string, heading: string) {
    await press(browser.$('#area-mf_boards').$(link));
    await headingIs(heading);
  }

  it('a person organises their boards: accepts an invite, adds a section, deletes two Pins, invites someone, who declines', async () => {
    await browser.setWindowSize(320, 800);
    await browser.url(`${site.url}/demo/`);
    await headingIs('Demo User');
    const boardCard = (name: string) => browser.$('ul[aria-label="Boards"]').$(`h2=${name}`);
    await (await boardCard('Family Recipes')).waitForDisplayed({ timeout: 15_000 });
    expect(await (await (await boardCard('Family Recipes')).parentElement()).getText()).toContain('Group');
    await fitsSideways('the profile');

    // An invite to someone else's board, answered on the profile: the board becomes one of theirs.
    const invitations = await browser.$('section[aria-labelledby="board-invites-heading"]');
    await invitations.waitForDisplayed({ timeout: 15_000 });
    expect(await invitations.getText()).toContain('Tomás Álvarez invited you to collaborate on Cabin Weekend Trip.');
    await press(invitations.$('button[aria-label="Accept the invite to Cabin Weekend Trip"]'));
    await toastText('You joined Cabin Weekend Trip');
    await invitations.waitForExist({ reverse: true, timeout: 10_000 });
    await (await boardCard('Cabin Weekend Trip')).waitForDisplayed({ timeout: 10_000 });
    expect(query<{ status: string }>('SELECT status FROM board_collaborators WHERE board_id = 10 AND user_id = 1')).toEqual([
      { status: 'accepted' },
    ]);

    // A section: an empty name is refused by the title rule, a good one is added and listed.
    await follow('a[href="/demo/kitchen-ideas/"]', 'Kitchen Ideas');
    await feedGrid(browser, 'Kitchen Ideas: Pins');
    await fitsSideways('the board');
    await press(browser.$('button=Add section'));
    const addSection = await browser.$('dialog[open]');
    await addSection.waitForDisplayed();
    expect(await addSection.$('h2').getText()).toBe('Add section');
    await (await addSection.$('button=Add')).click();
    expect(await (await addSection.$('[role="alert"]')).getText()).not.toBe('');
    await (await addSection.$('input')).setValue('Weeknight suppers');
    await (await addSection.$('button=Add')).click();
    await addSection.waitForExist({ reverse: true, timeout: 10_000 });
    await toastText('Section Weeknight suppers added');
    const sections = await browser.$('ul[aria-label="Sections"]');
    await browser.waitUntil(async () => (await sections.getText()).includes('Weeknight suppers'), {
      timeout: 10_000,
      timeoutMsg: 'the new section is not in the list',
    });
    expect(query("SELECT 1 FROM board_sections WHERE board_id = 2 AND title = 'Weeknight suppers'")).toHaveLength(1);

    // Bulk delete: the question agrees in number, and the grid after it shows none of the deleted.
    const before = query<{ id: number }>('SELECT id FROM pins WHERE board_id = 2').map((r) => r.id);
    await press(browser.$('button=Organize'));
    const boxes = 'ul[aria-label="Pins to organize"] > li input[type="checkbox"]';
    await browser.waitUntil(async () => (await browser.$$(boxes).length) >= 2, { timeout: 10_000 });
    await fitsSideways('the board, organising');
    const toolbar = await browser.$('[role="toolbar"]');
    const question = async () => {
      await press(toolbar.$('button=Delete'));
      const dialog = await browser.$('dialog[open]');
      await dialog.waitForDisplayed();
      return { dialog, title: await dialog.$('h2').getText() };
    };
    const [first, second] = await browser.$$(boxes);
    if (!first || !second) throw new Error('fewer than two Pins to organize');
    await press(first);
    expect(await toolbar.getText()).toContain('1 Pin selected');
    const one = await question();
    expect(one.title).toBe('Delete 1 Pin?');
    await (await one.dialog.$('button=Cancel')).click();
    await one.dialog.waitForExist({ reverse: true });
    await press(second);
    expect(await toolbar.getText()).toContain('2 Pins selected');
    const two = await question();
    expect(two.title).toBe('Delete 2 Pins?');
    expect(await two.dialog.getText()).toContain('They will be removed from this board.');
    await (await two.dialog.$('button=Delete')).click();
    await two.dialog.waitForExist({ reverse: true });
    await toastText('2 Pins deleted!');
    const after = query<{ id: number }>('SELECT id FROM pins WHERE board_id = 2').map((r) => r.id);
    expect(after.length).toBe(before.length - 2);
    // The board's grid reads its Pins again once the delete is done: it comes to show none of them.
    const grid = await feedGrid(browser, 'Kitchen Ideas: Pins');
    const gone = async () =>
      (await grid.$$('[role="listitem"]').map((c) => c.getAttribute('data-pin-id'))).filter((id) => !after.includes(Number(id)));
    await browser
      .waitUntil(async () => (await gone()).length === 0, { timeout: 10_000 })
      .catch(async () => {
        throw new Error(`the grid still shows deleted Pins: ${JSON.stringify(await gone())}`);
      });

    // The section, the board's edit page and its collaborators, where demo invites newbie.
    await follow('a[href="/demo/kitchen-ideas/baking/"]', 'Baking');
    await feedGrid(browser, 'Baking: Pins');
    await fitsSideways('the section');
    await follow('a=Kitchen Ideas', 'Kitchen Ideas');
    await follow('a=Edit board', 'Edit your board');
    await browser.$('button=Delete board').waitForDisplayed();
    await fitsSideways('the board edit page');
    await follow('a=Collaborators', 'Collaborators on Kitchen Ideas');
    const collaborators = await browser.$('ul[aria-label="Collaborators"]');
    await collaborators.waitForDisplayed();
    await fitsSideways('the collaborators page');
    await (await browser.$('#invite-username')).setValue('newbie');
    await press(browser.$('button=Invite'));
    await browser.waitUntil(async () => (await collaborators.getText()).includes('Invited'), { timeout: 10_000 });

    // newbie, invited, sees who invited them on the board, and declines.
    await signIn(browser, site.url, 'newbie');
    await browser.url(`${site.url}/demo/kitchen-ideas/`);
    const banner = await browser.$('[role="region"][aria-label="Invitation"]');
    await banner.waitForDisplayed({ timeout: 15_000 });
    expect(await banner.getText()).toContain('Demo User invited you to collaborate on this board.');
    await (await banner.$('button=Decline')).click();
    await toastText('You declined the invite to Kitchen Ideas');
    await banner.waitForExist({ reverse: true, timeout: 10_000 });
    expect(query('SELECT 1 FROM board_collaborators WHERE board_id = 2 AND user_id = 4')).toHaveLength(0);
  });
});

describe("a board's owner, on a desktop", () => {
  it("sees the stats button on their own Pins on the board, picks the board's cover, and moves two Pins to another board at once", async () => {
    await signIn(browser, site.url, 'demo');
    await browser.setWindowSize(1280, 900);
    await browser.url(`${site.url}/demo/garden-plans/`);
    const grid = await feedGrid(browser, 'Garden Plans: Pins');
    const card = await grid.$('[role="listitem"]');
    await card.moveTo();
    const stats = await card.$('a[aria-label^="See stats"]');
    await stats.waitForDisplayed({ timeout: 10_000 });
    expect(await stats.getAttribute('href')).toBe(`/pin/${await card.getAttribute('data-pin-id')}/analytics`);

    await (await browser.$('button=Organize')).click();
    const boxes = 'ul[aria-label="Pins to organize"] > li input[type="checkbox"]';
    await browser.waitUntil(async () => (await browser.$$(boxes).length) >= 3, { timeout: 10_000 });
    const [first, second, third] = await browser.$$(boxes);
    if (!first || !second || !third) throw new Error('fewer than three Pins to organize');
    const toolbar = await browser.$('[role="toolbar"]');
    await first.click();
    await (await toolbar.$('button=Make cover')).click();
    await toastText('Cover saved');
    const [chosen] = query<{ cover_pin_id: number; image_signature: string }>(
      'SELECT b.cover_pin_id, p.image_signature FROM boards b JOIN pins p ON p.id = b.cover_pin_id WHERE b.id = 6',
    );
    if (!chosen) throw new Error('no cover was stored');

    const before = query<{ id: number }>('SELECT id FROM pins WHERE board_id = 6').map((r) => r.id);
    await first.click();
    await second.click();
    await third.click();
    expect(await toolbar.getText()).toContain('2 Pins selected');
    await (await toolbar.$('select')).selectByVisibleText('Living Room');
    await (await toolbar.$('button=Move')).click();
    await toastText('2 Pins moved to Living Room');
    const after = query<{ id: number }>('SELECT id FROM pins WHERE board_id = 6').map((r) => r.id);
    const moved = before.filter((id) => !after.includes(id));
    expect(moved).toHaveLength(2);
    expect(query(`SELECT 1 FROM pins WHERE board_id = 3 AND id IN (${moved.join(', ')})`)).toHaveLength(2);

    // The profile's board list shows the chosen cover first.
    await browser.url(`${site.url}/demo/`);
    const cover = await browser.$('ul[aria-label="Boards"]').$('a[href="/demo/garden-plans/"] img');
    await cover.waitForExist({ timeout: 15_000 });
    expect(await cover.getAttribute('src')).toContain(chosen.image_signature);
  });
});

describe('Send this pin (issue 60, items 6 and 12)', () => {
  /** The header's bell, whatever its count. */
  const bell = () => browser.$('button[aria-label^="Notifications"]');
  const bellReads = (label: string) =>
    browser.waitUntil(async () => (await bell().getAttribute('aria-label')) === label, {
      timeout: 15_000,
      timeoutMsg: `the bell never read '${label}'`,
    });

  it("demo sends a Pin to Jordan from a card's Share; Jordan's bell says 1 unread and the inbox shows it", async () => {
    await browser.setWindowSize(1280, 900);
    // Jordan has looked at everything so far: opening the bell marks it read.
    await signIn(browser, site.url, 'jordan_reyes');
    await browser.url(`${site.url}/`);
    await (await bell()).waitForExist({ timeout: 15_000 });
    await (await bell()).click();
    await (await browser.$('section[aria-label="Notifications"]')).waitForExist({ timeout: 10_000 });
    await bellReads('Notifications');

    await signIn(browser, site.url, 'demo');
    await browser.url(`${site.url}/`);
    const card = await (await feedGrid(browser)).$('[role="listitem"]');
    const pinId = await card.getAttribute('data-pin-id');
    await (await cardButton(card, 'Share')).click();
    const dialog = await browser.$('dialog[open]');
    await dialog.waitForExist({ timeout: 15_000 });
    expect(await (await dialog.$('h2')).getText()).toBe('Send this pin');
    await (await dialog.$('input[type="search"]')).setValue('Jordan');
    await (await dialog.$('button[aria-label="Send to Jordan Reyes (@jordan_reyes)"]')).click();
    await (await dialog.$('textarea')).setValue('For the garden?');
    await (await dialog.$('button=Send')).click();
    await browser.waitUntil(async () => (await (await dialog.$('[role="status"]')).getText()) === 'Sent to Jordan Reyes', {
      timeout: 10_000,
      timeoutMsg: 'the dialog never said it was sent',
    });
    const stored =
      "SELECT s.message FROM pin_sends s JOIN users u ON u.id = s.recipient_id WHERE s.pin_id = ? AND u.username = 'jordan_reyes'";
    expect(query(stored, Number(pinId))).toEqual([{ message: 'For the garden?' }]);
    await (await dialog.$('button=Close')).click();

    await signIn(browser, site.url, 'jordan_reyes');
    await browser.url(`${site.url}/inbox/`);
    await bellReads('Notifications, 1 unread');
    const sent = await browser.$('ol[aria-label="Pins sent to you"] li');
    await sent.waitForExist({ timeout: 15_000 });
    expect(await sent.getText()).toContain('Demo User sent you');
    expect(await sent.getText()).toContain('“For the garden?”');
    expect(await (await sent.$(`a[href="/pin/${pinId}/sent/"]`)).isExisting()).toBe(true);
  });
});
