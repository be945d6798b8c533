// Issue 38, item 1: nothing one click does destroys a Pin. Unsaving removes a saved copy, with
// Undo; where the copy is the person's own Pin, they are asked first, in the spec's delete words.
// The real site, API and SQLite in Chromium, through what a person sees.
import { type Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { cardButton, cardWithPinId, feedGrid, logIn } from '../support/feed';
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
