// Issue 19 as a person sees it in Chromium: making a pin from a generated PNG in the builder,
// editing it (and a 501-character description refused with nothing written), moving a saved pin
// with Organize from the save toast, a visitor's Save completed after login, and another user
// kept out of the edit page.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { type Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { axeViolationsIn, waitForHeading } from '../support/pageChecks';
import { cardButton, cardWithPinId, feedGrid, logIn } from '../support/feed';
import { asReturningVisitor, closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;
let picture: string;
let createdPinId = '';

beforeAll(async () => {
  ({ site, browser } = await openSession({}, { person: true }));
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-builder-'));
  picture = path.join(dir, 'teal-square.png');
  writeFileSync(
    picture,
    await sharp({ create: { width: 480, height: 640, channels: 3, background: '#118899' } })
      .png()
      .toBuffer(),
  );
  await logIn(browser, site.url, 'demo', 'demo-password');
});
afterAll(() => closeSession({ site, browser }));

const query = <T>(sql: string, ...args: unknown[]): T[] => queryDb<T>(site, sql, ...args);
const field = (label: string) => browser.$(`aria/${label}`);

const heading = (text: string) => waitForHeading(browser, text);
const axeViolations = () => axeViolationsIn(browser, '#area-mf_closeup');

async function toastText(expected: string) {
  const toast = browser.$('#area-mf_experiences div[role="status"]');
  await browser.waitUntil(async () => (await toast.isExisting()) && (await toast.getText()).includes(expected), {
    timeout: 10_000,
    timeoutMsg: `no toast '${expected}'`,
  });
  return toast;
}

describe('the pin builder', () => {
  it('publishes an uploaded PNG to a board: its closeup, then on the board after a reload, without layout shift', async () => {
    await browser.url(`${site.url}/pin-builder`);
    await heading('Create Pin');
    await browser.$('input[type="file"]').addValue(picture);
    const shown = browser.$('img[alt="What your Pin shows"]');
    await shown.waitForDisplayed({ timeout: 20_000 });
    expect(await shown.getAttribute('width')).toBe('480');
    await (await field('Title')).setValue('Teal square');
    await (await field('Description')).setValue('A square of teal, made for the test.');
    await (await field('Alt text')).setValue('A flat teal rectangle');
    expect(await axeViolations()).toEqual([]);
    // The draft is kept on the device: a reload loses nothing.
    await browser.refresh();
    await heading('Create Pin');
    await browser.$('p*=We kept your draft from last time.').waitForDisplayed({ timeout: 10_000 });
    expect(await (await field('Title')).getValue()).toBe('Teal square');
    expect(await browser.$('img[alt="What your Pin shows"]').isDisplayed()).toBe(true);
    await browser.$('button*=Choose a board').click();
    const picker = browser.$('dialog[open]');
    await picker.waitForDisplayed({ timeout: 10_000 });
    expect(await picker.$('h2').getText()).toBe('Choose a board');
    await picker.$('button[aria-label="Choose Garden Plans"]').click();
    await picker.waitForExist({ reverse: true });
    await browser.$('button*=Garden Plans').waitForDisplayed();
    await browser.$('button=Publish').click();

    await browser.waitUntil(async () => /^\/pin\/\d+\/$/.test(new URL(await browser.getUrl()).pathname), {
      timeout: 15_000,
      timeoutMsg: 'Publish did not open the new pin',
    });
    createdPinId = new URL(await browser.getUrl()).pathname.split('/')[2] ?? '';
    await heading('Teal square');
    expect(await browser.$('img[alt="A flat teal rectangle"]').isDisplayed()).toBe(true);
    const [row] = query<{ board_id: number; method: string; pinner: string }>(
      `SELECT p.board_id, json_extract(p.content, '$.method') AS method, u.username AS pinner
         FROM pins p JOIN users u ON u.id = p.pinner_id WHERE p.id = ?`,
      Number(createdPinId),
    );
    expect(row).toEqual({ board_id: 6, method: 'button', pinner: 'demo' });

    for (const pass of ['at once', 'after a reload']) {
      if (pass === 'after a reload') await browser.refresh();
      else await browser.url(`${site.url}/demo/garden-plans/`);
      const card = await cardWithPinId(browser, createdPinId);
      const image = await card.$('img');
      // Its box is sized before the picture arrives: the grid does not shift when it does.
      expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0);
    }
    await browser.url(`${site.url}/demo/_created/`);
    await cardWithPinId(browser, createdPinId);
  });

  it('edits its description; 501 characters are refused with the field named, and nothing is written', async () => {
    await browser.url(`${site.url}/pin/${createdPinId}/edit`);
    await heading('Edit Pin');
    const description = await field('Description');
    await description.setValue('Edited in the browser.');
    await browser.$('button=Save').click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === `/pin/${createdPinId}/`, { timeout: 15_000 });
    await browser.waitUntil(async () => (await browser.$('main').getText()).includes('Edited in the browser.'), {
      timeout: 10_000,
      timeoutMsg: 'the closeup does not show the new description',
    });

    await browser.url(`${site.url}/pin/${createdPinId}/edit`);
    await heading('Edit Pin');
    await (await field('Description')).setValue('d'.repeat(501));
    await browser.$('span=1 character too many').waitForDisplayed();
    await browser.$('button=Save').click();
    await browser.$('span=Description can be at most 500 characters (it has 501).').waitForDisplayed();
    expect(await (await field('Description')).getAttribute('aria-invalid')).toBe('true');
    expect(query<{ description: string }>('SELECT description FROM pins WHERE id = ?', Number(createdPinId))).toEqual([
      { description: 'Edited in the browser.' },
    ]);
  });
});

describe('Organize from the save toast', () => {
  it('moves the saved pin to another board in a dialog over the page', async () => {
    await browser.url(`${site.url}/`);
    await feedGrid(browser);
    const pinId = await browser.execute(() =>
      [...document.querySelectorAll('[role="listitem"]')]
        .find((c) => [...c.querySelectorAll('button')].some((b) => b.textContent === 'Save'))
        ?.getAttribute('data-pin-id'),
    );
    if (!pinId) throw new Error('no unsaved card');
    await (await cardButton(await cardWithPinId(browser, pinId), 'Save')).click();
    const picker = browser.$('dialog[open]');
    await picker.waitForDisplayed({ timeout: 10_000 });
    await picker.$('button[aria-label="Save to Garden Plans"]').click();
    await picker.waitForExist({ reverse: true });
    const toast = await toastText('Saved to Garden Plans');
    await toast.$('a=Organize').click();

    const dialog = browser.$('dialog[open]');
    await dialog.waitForDisplayed({ timeout: 10_000 });
    expect(await dialog.$('h2').getText()).toBe('Organize Pin');
    // Over the page the person was on.
    expect(new URL(await browser.getUrl()).pathname).toBe('/');
    await dialog.$('aria/Board').selectByVisibleText('Kitchen Ideas');
    await dialog.$('button=Save').click();
    await dialog.waitForExist({ reverse: true });
    await toastText('Moved to Kitchen Ideas');
    const saves = query<{ board_id: number }>(
      "SELECT p.board_id FROM pins p JOIN pins o ON o.id = ? WHERE p.root_pin_id = o.root_pin_id AND p.pinner_id = (SELECT id FROM users WHERE username = 'demo') AND p.is_repin = 1",
      Number(pinId),
    );
    expect(saves).toEqual([{ board_id: 2 }]);
  });
});

describe('a visitor’s Save', () => {
  it('is completed once after login, on the repin path', async () => {
    await browser.deleteCookies();
    await asReturningVisitor(browser, site.url);
    await browser.url(`${site.url}/`);
    await feedGrid(browser);
    const pinId = await browser.execute(() => document.querySelector('[role="listitem"]')?.getAttribute('data-pin-id'));
    if (!pinId) throw new Error('no card');
    const before = query<{ n: number }>(
      "SELECT count(*) AS n FROM pins p JOIN pins o ON o.id = ? WHERE p.root_pin_id = o.root_pin_id AND p.pinner_id = (SELECT id FROM users WHERE username = 'demo')",
      Number(pinId),
    )[0]?.n;
    await (await cardButton(await cardWithPinId(browser, pinId), 'Save')).click();
    const prompt = browser.$('dialog[open]');
    await prompt.waitForDisplayed({ timeout: 10_000 });
    expect(await prompt.getText()).toContain('Log in to save this Pin');
    await prompt.$('a=Log in').click();
    await browser.$('input[name="username"]').waitForDisplayed({ timeout: 10_000 });
    await browser.$('input[name="username"]').setValue('demo');
    await browser.$('input[name="password"]').setValue('demo-password');
    await browser.$('button[type="submit"]').click();

    const picker = browser.$('dialog[open]');
    await picker.waitForDisplayed({ timeout: 15_000 });
    expect(await picker.$('h2').getText()).toBe('Save to board');
    await picker.$('button[aria-label="Save to Living Room"]').click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === `/pin/${pinId}/`, {
      timeout: 15_000,
      timeoutMsg: 'the repin path did not give way to the pin',
    });
    await toastText('Saved to Living Room');
    await browser.refresh();
    await heading(await browser.$('main h1').getText());
    const after = query<{ n: number }>(
      "SELECT count(*) AS n FROM pins p JOIN pins o ON o.id = ? WHERE p.root_pin_id = o.root_pin_id AND p.pinner_id = (SELECT id FROM users WHERE username = 'demo') AND p.board_id = 3",
      Number(pinId),
    )[0]?.n;
    expect(after).toBe(1);
    expect(before).toBeDefined();
  });
});

describe('someone else’s pin', () => {
  it('gets the not-found page at /pin/{id}/edit', async () => {
    await browser.deleteCookies();
    await asReturningVisitor(browser, site.url);
    await logIn(browser, site.url, 'employee', 'demo-password');
    await browser.url(`${site.url}/pin/${createdPinId}/edit`);
    await heading('Page not found');
    expect(await browser.$('p*=We couldn').getText()).toContain('that Pin');
  });
});
