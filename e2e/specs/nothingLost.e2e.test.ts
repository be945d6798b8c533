// Issue 38, items 1-3: what a person must never lose. Nothing one click does destroys a Pin
// (unsaving removes a saved copy, with Undo; where the copy is the person's own Pin, they are asked
// first, in the spec's delete words); Back and Forward return to the place and the pages left. The
// real site, API and SQLite in Chromium, through what a person sees.
import { startBrowser, type Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { cardButton, cardWithPinId, feedGrid, logIn } from '../support/feed';
import { boardPicker, firstUnsavedCardId, toastSaying } from '../support/saving';
import { asReturningVisitor, closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSession({}, { person: true }));
  await logIn(browser, site.url, 'demo', 'demo-password');
});
afterAll(() => closeSession({ site, browser }));

const pinExists = (pinId: string | number) => queryDb(site, 'SELECT 1 FROM pins WHERE id = ?', Number(pinId)).length === 1;
const copiesOn = (pinId: string, boardId: number) =>
  queryDb<{ id: number }>(site, 'SELECT id FROM pins WHERE repin_of = ? AND pinner_id = 1 AND board_id = ?', Number(pinId), boardId);
/** One of demo's own pins, saved nowhere else by demo. */
const ownPins = () =>
  queryDb<{ id: number }>(
    site,
    `SELECT p.id FROM pins p WHERE p.pinner_id = 1 AND p.is_repin = 0
       AND NOT EXISTS (SELECT 1 FROM pins c WHERE c.pinner_id = 1 AND c.root_pin_id = p.root_pin_id AND c.id <> p.id)
     ORDER BY p.id`,
  ).map((r) => String(r.id));

async function deleteQuestion() {
  const dialog = await browser.$('dialog[open]');
  await dialog.waitForDisplayed({ timeout: 10_000 });
  expect(await dialog.$('h2').getText()).toBe('Delete this Pin?');
  expect(await dialog.getText()).toContain("It will be removed from its board and your profile. This can't be undone.");
  return dialog;
}

describe("unsaving one's own Pin", () => {
  it("asks before the closeup's Saved would delete it, and Cancel keeps it", async () => {
    const pinId = ownPins()[0] ?? '';
    await browser.url(`${site.url}/pin/${pinId}/`);
    const saved = await browser.$('#area-mf_closeup').$('button=Saved');
    await saved.waitForDisplayed({ timeout: 15_000 });
    await saved.click();
    const dialog = await deleteQuestion();
    // Asked, not yet done.
    expect(pinExists(pinId)).toBe(true);
    await (await dialog.$('button=Cancel')).click();
    await dialog.waitForExist({ reverse: true });
    // Focus goes back to the button, which still says Saved, and the pin is there after a reload.
    await browser.waitUntil(async () => (await saved.getText()) === 'Saved', { timeout: 5_000, timeoutMsg: 'the button left Saved' });
    expect(await browser.execute(() => document.activeElement?.textContent)).toBe('Saved');
    expect(pinExists(pinId)).toBe(true);
    await browser.refresh();
    await (await browser.$('#area-mf_closeup').$('button=Saved')).waitForDisplayed({ timeout: 15_000 });
  });

  it("Escape says no too; a card's Saved deletes it only when the person says Delete, and the card leaves the grid", async () => {
    await browser.url(`${site.url}/demo/_created/`);
    await feedGrid(browser, 'Created Pins');
    const shown = await browser.$$('[role="listitem"][data-pin-id]').map((c) => c.getAttribute('data-pin-id'));
    const pinId = shown.find((id) => id !== null && ownPins().includes(id));
    if (!pinId) throw new Error('no own pin in the created grid');
    const card = await cardWithPinId(browser, pinId);
    await (await cardButton(card, 'Saved')).click();
    let dialog = await deleteQuestion();
    await browser.keys('Escape');
    await dialog.waitForExist({ reverse: true });
    expect(pinExists(pinId)).toBe(true);

    await (await cardButton(card, 'Saved')).click();
    dialog = await deleteQuestion();
    await (await dialog.$('button=Delete')).click();
    await toastSaying(browser, 'Pin deleted!');
    await card.waitForExist({ reverse: true, timeout: 10_000 });
    expect(pinExists(pinId)).toBe(false);
  });
});

describe('unsaving a saved copy', () => {
  it('removes it from that board only, says where, and Undo saves it back there', async () => {
    await browser.url(`${site.url}/`);
    await feedGrid(browser);
    const pinId = await firstUnsavedCardId(browser);
    if (!pinId) throw new Error('no unsaved card on the home feed');
    const card = await cardWithPinId(browser, pinId);
    await (await cardButton(card, 'Save')).click();
    const picker = await boardPicker(browser);
    await (await picker.$('button[aria-label="Save to Kitchen Ideas"]')).click();
    await toastSaying(browser, 'Saved to Kitchen Ideas');
    expect(copiesOn(pinId, 2)).toHaveLength(1);

    await browser.waitUntil(async () => await (await cardButton(card, 'Kitchen Ideas')).isExisting(), {
      timeout: 5_000,
      timeoutMsg: "the card's button never named the board",
    });
    await (await cardButton(card, 'Kitchen Ideas')).click();
    const toast = await toastSaying(browser, 'Removed from Kitchen Ideas');
    expect(copiesOn(pinId, 2)).toHaveLength(0);
    expect(pinExists(pinId)).toBe(true);
    await browser.waitUntil(async () => await (await cardButton(card, 'Save')).isExisting(), { timeout: 5_000 });

    await (await toast.$('button=Undo')).click();
    await toastSaying(browser, 'Saved to Kitchen Ideas');
    expect(copiesOn(pinId, 2)).toHaveLength(1);
    await browser.waitUntil(async () => await (await cardButton(card, 'Kitchen Ideas')).isExisting(), {
      timeout: 5_000,
      timeoutMsg: 'the card did not show the save again',
    });
  });
});

describe("a save's labels", () => {
  /** Whether an element shows all of its text: nothing cut off by its box (it fits, or it wraps). */
  const showsAll = (selector: string) =>
    browser.execute((css: string) => {
      const element = document.querySelector<HTMLElement>(css);
      return element !== null && element.scrollWidth <= element.clientWidth + 1 && element.scrollHeight <= element.clientHeight + 1;
    }, selector);

  it.each([
    ['Wedding Inspiration', 'Wedding Inspiration'],
    ['Weeknight dinners for the whole family', 'Weeknight dinners for…'],
  ])('name the board %j in full or cut by the rule with an ellipsis, and fit or wrap on the card', async (board, shown) => {
    await browser.url(`${site.url}/`);
    await feedGrid(browser);
    const pinId = await firstUnsavedCardId(browser);
    if (!pinId) throw new Error('no unsaved card on the home feed');
    const card = await cardWithPinId(browser, pinId);
    await (await cardButton(card, 'Save')).click();
    const picker = await boardPicker(browser);
    const existing = await picker.$(`button[aria-label="Save to ${board}"]`);
    if (await existing.isExisting()) await existing.click();
    else {
      await (await picker.$('button=Create board')).click();
      await (await picker.$('input:not([type="checkbox"])')).setValue(board);
      await (await picker.$('button=Create and save')).click();
    }
    await toastSaying(browser, `Saved to ${shown}`);
    // After 'Saved!', the button names the board; the chip says where it went.
    const label = `[data-pin-id="${pinId}"] button[aria-pressed="true"] span`;
    await browser.waitUntil(async () => (await card.moveTo(), (await (await browser.$(label)).getText()) === shown), {
      timeout: 5_000,
      timeoutMsg: `the button never read '${shown}'`,
    });
    expect(await showsAll(label)).toBe(true);
    const chip = await card.$(`a=Saved to ${shown}`);
    expect(await chip.isDisplayed()).toBe(true);
    expect(await showsAll(`[data-pin-id="${pinId}"] a[href^="/demo/"]`)).toBe(true);
  });
});

describe('Back and Forward', () => {
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

  /** A card whose picture is wholly on screen, below the header. */
  const cardInView = () =>
    browser.execute(
      () =>
        [...document.querySelectorAll('[role="listitem"][data-pin-id]')]
          .find((card) => {
            const box = card.querySelector('img')?.getBoundingClientRect();
            return box !== undefined && box.top > 100 && box.bottom < window.innerHeight - 10;
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

  it.each([
    ['home', '/', 'Home feed: Pins', 6_000, 'HomefeedResource'],
    ['a profile', '/demo/_created/', 'Created Pins', 2_500, 'UserPinsResource'],
    ['search', '/search/pins/?q=ideas', null, 2_000, 'BaseSearchResource'],
    ['a board', '/loomandladle/cocktail-hour/', 'Cocktail Hour: Pins', 600, 'BoardFeedResource'],
  ])('return to the place and the pages left on %s, without reading them again', async (_, path, gridName, depth, resource) => {
    await browser.url(`${site.url}${path}`);
    if (gridName) await feedGrid(browser, gridName);
    else await browser.$('[role="list"] [role="listitem"]').waitForExist({ timeout: 15_000 });
    const left = await scrollTowards(depth);
    expect(left).toBeGreaterThan(Math.min(depth, 500) - 1);
    // Whatever page the last scroll asked for is in before the place is left.
    await browser.waitUntil(async () => browser.execute(() => document.querySelector('[role="list"][aria-busy="true"]') === null), {
      timeout: 10_000,
      timeoutMsg: 'the grid never finished loading',
    });
    const pinId = await cardInView();
    if (!pinId) throw new Error('no card in view');
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
    await browser.$('#area-mf_closeup article h1').waitForDisplayed({ timeout: 15_000 });
    expect(await browser.execute(() => window.scrollY)).toBe(0);

    await browser.execute(() => performance.clearResourceTimings());
    await browser.back();
    await browser.waitUntil(async () => (await browser.execute(() => window.scrollY)) === left, {
      timeout: 10_000,
      timeoutMsg: `Back did not return to ${left} px`,
    });
    // Every page that was loaded is there again (the grid is as tall), and none was read again.
    expect(await browser.execute(() => document.querySelector('[role="list"]')?.getAttribute('style'))).toBe(cardsLoaded);
    expect(await (await browser.$(`[role="listitem"][data-pin-id="${pinId}"]`)).isDisplayed()).toBe(true);
    expect(await readsOf(resource)).toEqual([]);

    // Forward opens the pin at its top, and Back again returns to the same place.
    await browser.forward();
    await browser.$('#area-mf_closeup article h1').waitForDisplayed({ timeout: 15_000 });
    expect(await browser.execute(() => window.scrollY)).toBe(0);
    await browser.back();
    await browser.waitUntil(async () => (await browser.execute(() => window.scrollY)) === left, {
      timeout: 10_000,
      timeoutMsg: `Back (again) did not return to ${left} px`,
    });
  });

  it('a link to a page already seen opens it at its top', async () => {
    await browser.url(`${site.url}/`);
    await feedGrid(browser);
    await scrollTowards(2_000);
    await (await browser.$('a=Explore')).click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname !== '/', { timeout: 10_000 });
    await (await browser.$('a=Home')).click();
    await feedGrid(browser);
    expect(await browser.execute(() => window.scrollY)).toBe(0);
  });
});

describe("a visitor's Save on a desktop, then Log in", () => {
  let visitor: Browser;
  beforeEach(async () => {
    visitor = await startBrowser({ person: true });
    await asReturningVisitor(visitor, site.url);
  });
  afterEach(() => visitor.deleteSession().catch(() => undefined));

  const copies = (pinId: string) =>
    queryDb<{ n: number }>(site, 'SELECT count(*) AS n FROM pins WHERE repin_of = ? AND pinner_id = 1', Number(pinId))[0]?.n;

  /** The login prompt's Log in, the form, and the board picker the save then opens (demo's save_behavior is 1). */
  async function logInAndPick(pinId: string, board: string) {
    const prompt = await visitor.$('dialog[open]');
    await prompt.waitForDisplayed({ timeout: 10_000 });
    expect(await prompt.$('h2').getText()).toBe('Log in to save this Pin');
    await (await prompt.$('a=Log in')).click();
    await (await visitor.$('input[name="username"]')).setValue('demo');
    await (await visitor.$('input[name="password"]')).setValue('demo-password');
    await (await visitor.$('button[type="submit"]')).click();
    const picker = await boardPicker(visitor);
    expect(copies(pinId)).toBe(0);
    await (await picker.$(`button[aria-label="Save to ${board}"]`)).click();
    await toastSaying(visitor, `Saved to ${board}`);
    // The save is made once: the repin path gives way to the pin, so neither Back nor a reload repeats it.
    await visitor.waitUntil(async () => new URL(await visitor.getUrl()).pathname === `/pin/${pinId}/`, {
      timeout: 10_000,
      timeoutMsg: 'the page did not return to the pin',
    });
    expect(copies(pinId)).toBe(1);
    await visitor.refresh();
    await (await visitor.$('#area-mf_closeup').$('button=Saved')).waitForDisplayed({ timeout: 15_000 });
    expect(copies(pinId)).toBe(1);
  }

  it('from a card: the save they asked for is made after login, with its toast', async () => {
    await visitor.url(`${site.url}/`);
    await feedGrid(visitor);
    const pinId = await firstUnsavedCardId(visitor, await firstUnsavedCardsOfDemo());
    if (!pinId) throw new Error('no card demo has not saved');
    await (await cardButton(await cardWithPinId(visitor, pinId), 'Save')).click();
    await logInAndPick(pinId, 'Living Room');
  });

  it("from the pin's page: the same", async () => {
    await visitor.url(`${site.url}/`);
    await feedGrid(visitor);
    const pinId = (await visitor.$$('[role="listitem"][data-pin-id]').map((c) => c.getAttribute('data-pin-id'))).find(
      (id): id is string => id !== null && copies(id) === 0 && !ownPins().includes(id),
    );
    if (!pinId) throw new Error('no pin demo has not saved');
    await visitor.url(`${site.url}/pin/${pinId}/`);
    const save = await visitor.$('#area-mf_closeup').$('button=Save');
    await save.waitForDisplayed({ timeout: 15_000 });
    await save.click();
    await logInAndPick(pinId, 'Garden Plans');
  });

  /** Pins on the home feed that demo has saved or made (a visitor's cards all say Save). */
  async function firstUnsavedCardsOfDemo(): Promise<string[]> {
    const shown = await visitor.$$('[role="listitem"][data-pin-id]').map((c) => c.getAttribute('data-pin-id'));
    return shown.filter((id): id is string => id !== null && (copies(id) !== 0 || ownPins().includes(id)));
  }
});

describe('group boards, whole (spec sections 3, 4, 7)', () => {
  const boardCard = (name: string) => browser.$('ul[aria-label="Boards"]').$(`h2=${name}`);

  it('lists a board the person joined on their profile, marked a group board, and offers it in the picker', async () => {
    await browser.url(`${site.url}/demo/`);
    const card = await boardCard('Family Recipes');
    await card.waitForDisplayed({ timeout: 15_000 });
    expect(await (await card.parentElement()).getText()).toContain('Group');

    await browser.url(`${site.url}/`);
    await feedGrid(browser);
    const pinId = await firstUnsavedCardId(browser);
    if (!pinId) throw new Error('no unsaved card on the home feed');
    await (await cardButton(await cardWithPinId(browser, pinId), 'Save')).click();
    const picker = await boardPicker(browser);
    await (await picker.$('button[aria-label="Save to Family Recipes"]')).click();
    await toastSaying(browser, 'Saved to Family Recipes');
    expect(queryDb(site, 'SELECT 1 FROM pins WHERE repin_of = ? AND pinner_id = 1 AND board_id = 9', Number(pinId))).toHaveLength(1);
  });

  it("answers an invite from the profile's Invitations: Accept makes the board one of theirs", async () => {
    await browser.url(`${site.url}/demo/`);
    const invitations = await browser.$('section[aria-labelledby="board-invites-heading"]');
    await invitations.waitForDisplayed({ timeout: 15_000 });
    expect(await invitations.getText()).toContain('Tomás Álvarez invited you to collaborate on Cabin Weekend Trip.');
    await (await invitations.$('button[aria-label="Accept the invite to Cabin Weekend Trip"]')).click();
    await toastSaying(browser, 'You joined Cabin Weekend Trip');
    await invitations.waitForExist({ reverse: true, timeout: 10_000 });
    await (await boardCard('Cabin Weekend Trip')).waitForDisplayed({ timeout: 10_000 });
    expect(queryDb<{ status: string }>(site, 'SELECT status FROM board_collaborators WHERE board_id = 10 AND user_id = 1')).toEqual([
      { status: 'accepted' },
    ]);
  });

  it('adds a section from the board page', async () => {
    await browser.url(`${site.url}/demo/kitchen-ideas/`);
    await (await browser.$('button=Add section')).click();
    const dialog = await browser.$('dialog[open]');
    await dialog.waitForDisplayed();
    expect(await dialog.$('h2').getText()).toBe('Add section');
    await (await dialog.$('button=Add')).click();
    // Nothing to add yet: the title rule says so, and nothing is made.
    expect(await (await dialog.$('[role="alert"]')).getText()).not.toBe('');
    await (await dialog.$('input')).setValue('Weeknight suppers');
    await (await dialog.$('button=Add')).click();
    await dialog.waitForExist({ reverse: true, timeout: 10_000 });
    await toastSaying(browser, 'Section Weeknight suppers added');
    const sections = await browser.$('ul[aria-label="Sections"]');
    await browser.waitUntil(async () => (await sections.getText()).includes('Weeknight suppers'), {
      timeout: 10_000,
      timeoutMsg: 'the new section is not in the list',
    });
    expect(queryDb(site, "SELECT 1 FROM board_sections WHERE board_id = 2 AND title = 'Weeknight suppers'")).toHaveLength(1);
  });

  it('an invitee sees who invited them on the board, and Decline drops the invite', async () => {
    // demo invites newbie from the board's Collaborators page.
    await browser.url(`${site.url}/board/2/edit/collaborators`);
    await (await browser.$('#invite-username')).setValue('newbie');
    await (await browser.$('button=Invite')).click();
    await browser.waitUntil(async () => (await (await browser.$('ul[aria-label="Collaborators"]')).getText()).includes('Invited'), {
      timeout: 10_000,
    });

    const invitee = await startBrowser({ person: true });
    try {
      await asReturningVisitor(invitee, site.url);
      await logIn(invitee, site.url, 'newbie', 'demo-password', '/demo/kitchen-ideas/');
      const banner = await invitee.$('[role="region"][aria-label="Invitation"]');
      await banner.waitForDisplayed({ timeout: 15_000 });
      expect(await banner.getText()).toContain('Demo User invited you to collaborate on this board.');
      await (await banner.$('button=Decline')).click();
      await toastSaying(invitee, 'You declined the invite to Kitchen Ideas');
      await banner.waitForExist({ reverse: true, timeout: 10_000 });
      expect(queryDb(site, 'SELECT 1 FROM board_collaborators WHERE board_id = 2 AND user_id = 4')).toHaveLength(0);
    } finally {
      await invitee.deleteSession().catch(() => undefined);
    }
  });
});
