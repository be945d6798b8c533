// A signed-in person's news and Pins, on the real site, API and SQLite in Chromium, one walk each:
// their notifications from the account menu, new until looked at (issue 38, item 7); reading a Pin
// opened from the feed (issue 14) and following its links out (issue 38's 'Heads up!' and
// /offsite/), saving and organizing it (issue 19); hiding a Pin and reporting one, each undone or
// followed through (issue 38, items 8 and 10); making a Pin in the builder and editing it (issue
// 19); watching, where media really plays (issue 21): a video whose file is missing and then back,
// a GIF until Pause GIF, a story's video page turning at its end, and the videos page's grid
// playing one video at a time. What the pages say in each case, the rules behind the words, what
// needs no real playback (a static story page's 5 s, the last page stopping the story) and what
// the servers answer are in the areas' component tests and the API and edge-server tests.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { mediaErrorMessage } from 'shared-contracts/rules';
import { axeViolations } from '../support/axe';
import { startBrowser, type Browser } from '../support/browser';
import { readConsole } from '../support/browserConsole';
import { queryDb } from '../support/database';
import { cardButton, cardPinId, cardAt, cardWithPinId, feedGrid, logIn, openPinCard } from '../support/feed';
import { controlLabelled } from '../support/forms';
import { waitForHeading } from '../support/pageChecks';
import { privateMedia, type PrivateMedia } from '../support/privateMedia';
import { boardPicker, toastSaying } from '../support/saving';
import { asReturningVisitor, closeSession } from '../support/session';
import { startSite, type RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;
let media: PrivateMedia;

beforeAll(async () => {
  // The server and the browser start side by side; the window is tall enough for several grid
  // videos to be in view at once.
  const [started, opened] = await Promise.allSettled([startSite(), startBrowser({ person: true, windowSize: [1280, 1000] })]);
  if (started.status === 'fulfilled') site = started.value;
  if (opened.status === 'fulfilled') browser = opened.value;
  if (started.status === 'rejected') throw started.reason;
  if (opened.status === 'rejected') throw opened.reason;
  media = privateMedia(site);
  await asReturningVisitor(browser, site.url);
  await logIn(browser, site.url, 'demo', 'demo-password');
});
afterAll(async () => {
  media?.dispose();
  await closeSession({ site, browser });
});

const query = <T>(sql: string, ...args: unknown[]): T[] => queryDb<T>(site, sql, ...args);
const heading = (text: string) => waitForHeading(browser, text);

async function closeupHeading(): Promise<string> {
  const title = await browser.$('#area-mf_closeup h1');
  await title.waitForDisplayed({ timeout: 15_000 });
  return title.getText();
}

/** A pin of the demo world with an ordinary link, not saved by demo. */
function ordinaryPin(): { id: number; title: string; link: string } {
  const [pin] = query<{ id: number; title: string; link: string }>(
    `SELECT p.id, p.title, p.link FROM pins p JOIN boards b ON b.id = p.board_id
     WHERE p.is_repin = 0 AND p.is_promoted = 0 AND p.pinner_id <> 1 AND b.privacy = 'public' AND p.title <> ''
       AND p.content_type = 'image' AND p.link LIKE 'https://%' AND p.link NOT LIKE '%.xxx/%' AND p.link NOT LIKE '%.biz/%'
       AND p.link NOT LIKE '%.info/%' AND p.link NOT LIKE '%.co/%' AND p.link NOT LIKE '%.net/%'
       AND NOT EXISTS (SELECT 1 FROM pins s WHERE s.root_pin_id = p.id AND s.pinner_id = 1)
     ORDER BY p.id LIMIT 1`,
  );
  if (!pin) throw new Error('no ordinary pin in the demo world');
  return pin;
}

/** The element that has focus, by its text. */
const focused = () => browser.execute(() => document.activeElement?.textContent);

describe('a person with news', () => {
  it('reads their notifications from the account menu: new ones marked, older ones already seen a page further on, none new once looked at', async () => {
    // Just signed in: the header's account menu, wherever they are.
    await (await browser.$('button[aria-label^="Your account"]')).click();
    await (await browser.$('[role="menu"]').$('a=Notifications')).click();
    await heading('Notifications');
    expect(await browser.getTitle()).toBe('Notifications · Pinboard');
    const list = browser.$('ol[aria-label="Notifications"]');
    await list.waitForDisplayed({ timeout: 15_000 });
    const rows = async (): Promise<string[]> => list.$$('li').map((row) => row.getText());
    const first = await rows();
    expect(first[0]).toMatch(/^New\s*\S/);
    // Older ones are a page further on.
    await (await browser.$('button=Show more')).click();
    await browser.waitUntil(async () => (await rows()).length > first.length);
    expect((await rows()).some((row) => /^Tomás Álvarez invited you to join Cabin Weekend Trip · \w{3} \d+, \d{4}$/.test(row))).toBe(true);
    await browser.refresh();
    await list.waitForDisplayed({ timeout: 15_000 });
    await browser.waitUntil(async () => (await rows()).length === first.length);
    expect((await rows()).some((row) => row.startsWith('New'))).toBe(false);
  });
});

describe('a person reading a Pin', () => {
  it("opens a Pin from the feed and reads 'More about this Pin', is warned of a blocked host, saves and organizes a Pin, and follows its link out", async () => {
    // From the home feed, by its picture: the closeup with its picture, title, pinner and board.
    await browser.url(`${site.url}/`);
    await feedGrid(browser);
    const pinId = await cardPinId(await cardAt(browser, 0));
    await openPinCard(browser, 0);
    const [row] = query<{ title: string; pinner: string; board: string }>(
      `SELECT p.title, u.full_name AS pinner, b.name AS board FROM pins p JOIN users u ON u.id = p.pinner_id LEFT JOIN boards b ON b.id = p.board_id WHERE p.id = ?`,
      Number(pinId),
    );
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname.startsWith(`/pin/${pinId}`), { timeout: 10_000 });
    const shownTitle = await closeupHeading();
    expect(row).toBeDefined();
    const title = (row?.title ?? '').trim();
    // The heading is the title (cut to 200), or 'Pin' for a pin without one.
    expect(title ? title.startsWith(shownTitle.slice(0, 20)) : shownTitle === 'Pin').toBe(true);
    const picture = await browser.$('#area-mf_closeup article img[srcset]');
    await picture.waitForDisplayed();
    await browser.waitUntil(async () => Number(await picture.getProperty('naturalWidth')) > 0, {
      timeout: 10_000,
      timeoutMsg: 'the picture never loaded',
    });
    // The 736x variant, described by its real width (a smaller original stays its own width).
    expect(await picture.getAttribute('srcset')).toContain('/media/736x/');
    expect(await (await browser.$('#area-mf_closeup').$(`a*=${row?.pinner ?? ''}`)).isDisplayed()).toBe(true);
    expect(row?.board).toBeTruthy();
    expect(await (await browser.$('#area-mf_closeup').$(`a=${row?.board ?? ''}`)).isDisplayed()).toBe(true);

    // 'More about this Pin': its sections, axe clean while open, and the browser's Escape closes
    // it with focus back on its button (its Close button does too: CloseupApp.test.tsx).
    const more = await browser.$('button=More about this Pin');
    await more.click();
    const dialog = await browser.$('dialog[open]');
    await dialog.waitForDisplayed();
    expect(await dialog.$('h2').getText()).toBe('More about this Pin');
    await (await dialog.$('h3=Boards containing this Pin')).waitForDisplayed({ timeout: 10_000 });
    expect(await (await dialog.$('h3=Related interests')).isDisplayed()).toBe(true);
    expect(await (await dialog.$('button[aria-label="Back"]')).isDisplayed()).toBe(true);
    expect(await axeViolations(browser)).toEqual([]);
    await browser.keys('Escape');
    await dialog.waitForExist({ reverse: true });
    expect(await focused()).toBe('More about this Pin');

    // A blocked host: 'Heads up!', with the guidelines behind 'Learn more', and no tab opened.
    const [blocked] = query<{ id: number }>(
      "SELECT id FROM pins WHERE link LIKE 'https://cheap-watches-outlet.biz/%' AND is_repin = 0 LIMIT 1",
    );
    await browser.url(`${site.url}/pin/${blocked?.id}/`);
    await closeupHeading();
    const tabs = (await browser.getWindowHandles()).length;
    await (await browser.$('#area-mf_closeup').$('a=cheap-watches-outlet.biz')).click();
    const warning = await browser.$('dialog[open]');
    await warning.waitForDisplayed({ timeout: 10_000 });
    expect(await warning.$('h2').getText()).toBe('Heads up!');
    expect(await warning.getText()).toContain('This site has been reported for spam.');
    expect(await warning.getText()).toContain('cheap-watches-outlet.biz');
    const learnMore = await warning.$('a=Learn more');
    expect(await learnMore.isDisplayed()).toBe(true);
    expect(await learnMore.getAttribute('href')).toBe('/help/community-guidelines');
    await (await warning.$('button=Okay')).click();
    await warning.waitForExist({ reverse: true });
    expect((await browser.getWindowHandles()).length).toBe(tabs);

    // An ordinary pin: saved with the board picker, said where, then moved with Organize from the
    // toast in a dialog over the page.
    const pin = ordinaryPin();
    await browser.url(`${site.url}/pin/${pin.id}/`);
    await closeupHeading();
    await (await browser.$('#area-mf_closeup').$('button=Save')).click();
    const picker = await boardPicker(browser);
    await (await picker.$('button[aria-label="Save to Garden Plans"]')).click();
    await picker.waitForExist({ reverse: true });
    const toast = await toastSaying(browser, 'Saved to Garden Plans');
    await browser.waitUntil(async () => (await browser.$('#area-mf_closeup button[aria-pressed="true"]').getText()) === 'Garden Plans', {
      timeout: 5_000,
      timeoutMsg: "the button never read 'Garden Plans'",
    });
    expect(query('SELECT 1 FROM pins WHERE root_pin_id = ? AND pinner_id = 1 AND board_id = 6', pin.id)).toHaveLength(1);
    await (await toast.$('a=Organize')).click();
    const organize = browser.$('dialog[open]');
    await organize.waitForDisplayed({ timeout: 10_000 });
    expect(await organize.$('h2').getText()).toBe('Organize Pin');
    expect(new URL(await browser.getUrl()).pathname).toBe(`/pin/${pin.id}/`);
    await controlLabelled(organize, 'Board').selectByVisibleText('Kitchen Ideas');
    await organize.$('button=Save').click();
    await organize.waitForExist({ reverse: true });
    await toastSaying(browser, 'Moved to Kitchen Ideas');
    expect(
      query<{ board_id: number }>('SELECT board_id FROM pins WHERE root_pin_id = ? AND pinner_id = 1 AND is_repin = 1', pin.id),
    ).toEqual([{ board_id: 2 }]);

    // Its link opens in a new tab through the logged redirect.
    const main = await browser.getWindowHandle();
    const clickThroughs = () =>
      query<{ n: number }>('SELECT count(*) AS n FROM events WHERE event_type = 12 AND object_id = ?', String(pin.id))[0]?.n ?? 0;
    const before = clickThroughs();
    // The figures' click-throughs: the redirect's own, once per visitor, pin and hour (issue 59, item 4).
    const counted = () => query<{ n: number }>('SELECT count(*) AS n FROM pin_clickthroughs WHERE pin_id = ?', Number(pin.id))[0]?.n ?? 0;
    const countedBefore = counted();
    const link = await browser.$('#area-mf_closeup a[rel~="noopener"][target="_blank"]');
    expect(await link.getAttribute('rel')).toContain('noreferrer');
    expect(await link.getAttribute('href')).toMatch(/^\/offsite\/\?/);
    await link.click();
    await browser.waitUntil(async () => (await browser.getWindowHandles()).length === 2, { timeout: 10_000, timeoutMsg: 'no new tab' });
    await browser.waitUntil(async () => clickThroughs() > before, { timeout: 10_000, timeoutMsg: 'the click-through was not logged' });
    await browser.waitUntil(async () => counted() === countedBefore + 1, {
      timeout: 10_000,
      timeoutMsg: 'the click-through was not counted in the pin’s figures',
    });
    for (const handle of await browser.getWindowHandles()) {
      if (handle === main) continue;
      await browser.switchToWindow(handle);
      await browser.closeWindow();
    }
    await browser.switchToWindow(main);

    // A forged /offsite/ link is refused in the site's look: its sticky header and stylesheet, nothing else.
    await browser.url(`${site.url}/offsite/?token=forged&url=${encodeURIComponent('https://example.com/')}&pin=1001`);
    await browser.$('header.site-header').waitForDisplayed();
    expect(await browser.execute(() => getComputedStyle(document.querySelector('header.site-header') as Element).position)).toBe('sticky');
    expect(
      await browser.execute(() =>
        [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => new URL((l as HTMLLinkElement).href).pathname),
      ),
    ).toEqual([expect.stringMatching(/^\/shell\/styles\.[0-9a-f]+\.css$/)]);
    expect(await browser.$('a=Go to the Pinboard home page').isDisplayed()).toBe(true);
  });

  it("reads an untitled Pin's words once, and a cut domain ends in an ellipsis, on a Pin's page and on the cards", async () => {
    // Its description is its heading, said once (issue 60, item 8), and its link's long domain is cut
    // to the spec's 27 with an ellipsis.
    const [untitled] = query<{ id: number; description: string; domain: string }>(
      `SELECT p.id, p.description, p.domain FROM pins p JOIN boards b ON b.id = p.board_id
        WHERE p.is_repin = 0 AND p.is_promoted = 0 AND trim(p.title) = '' AND length(trim(p.description)) BETWEEN 20 AND 400
          AND b.privacy = 'public' AND p.content_type = 'image' AND json_extract(p.content, '$.richSummary') IS NULL
          AND json_extract(p.content, '$.gridTitle') IS NULL AND length(p.domain) > 31 AND p.link LIKE 'https://%'
        ORDER BY p.id LIMIT 1`,
    );
    if (!untitled) throw new Error('no untitled pin with a long domain in the demo world');
    await browser.url(`${site.url}/pin/${untitled.id}/`);
    const words = untitled.description.replace(/\s+/g, ' ').trim();
    expect(await closeupHeading()).toBe(words);
    const article = browser.$('#area-mf_closeup article');
    expect((await article.getText()).split(words).length - 1).toBe(1);
    const domain = untitled.domain.replace(/^www\./, '');
    expect(await article.$(`a=${Array.from(domain).slice(0, 27).join('')}…`).isDisplayed()).toBe(true);

    // On the home feed's cards, each link's domain is whole within 12 characters, else 12 and an ellipsis.
    await browser.url(`${site.url}/`);
    await feedGrid(browser);
    const shown = await browser.execute(() =>
      [...document.querySelectorAll('[role="listitem"] a[target="_blank"]')]
        .filter((a) => !a.querySelector('img, video') && (a.textContent ?? '') !== '')
        .map((a) => a.textContent ?? ''),
    );
    expect(shown.length).toBeGreaterThan(0);
    for (const label of shown) expect(label).toMatch(/^(?:[^…]{1,12}|[^…]{12}…)$/u);
    expect(shown.some((label) => label.endsWith('…'))).toBe(true);
  });

  it("opens a Pin's other views at their own addresses, each loaded only there: its look-alikes, then its feedback page, where Report opens the feed area's dialog", async () => {
    await readConsole(browser);
    await browser.url(`${site.url}/pin/1001/visual-search/`);
    await heading('Pins that look like this');
    await browser.url(`${site.url}/pin/1001/`);
    await closeupHeading();
    // Report Pin from the closeup's menu opens the feed area's dialog; Escape closes it, and focus is
    // back on More options (not lost to the page).
    const moreOptions = await browser.$('#area-mf_closeup button[aria-label="More options"]');
    await moreOptions.click();
    await (await browser.$('//*[@id="area-mf_closeup"]//*[@role="menuitem"][normalize-space()="Report Pin"]')).click();
    const asked = await browser.$('dialog[open]');
    await asked.waitForDisplayed();
    expect(await asked.$('h2').getText()).toBe('Report Pin');
    await browser.keys('Escape');
    await asked.waitForExist({ reverse: true });
    await browser.waitUntil(() => browser.execute(() => document.activeElement?.getAttribute('aria-label') === 'More options'), {
      timeoutMsg: 'focus did not go back to More options',
    });
    await browser.url(`${site.url}/pin/1001/feedback/`);
    await heading('Feedback on this Pin');
    // The closeup asks with the bus's pin/report; the feed area, loaded for it if it is not up, asks why.
    const reports = () => query('SELECT reason FROM pin_feedback WHERE user_id = 1 AND pin_id = 1001 AND feedback_type = 2');
    await (await browser.$('button=Report Pin')).click();
    const dialog = await browser.$('dialog[open]');
    await dialog.waitForDisplayed();
    expect(await dialog.$('h2').getText()).toBe('Report Pin');
    await (await dialog.$('label*=Spam')).click();
    await (await dialog.$('button=Report')).click();
    await dialog.waitForExist({ reverse: true });
    const thanks = await browser.$('//*[@role="status"][contains(., "Thanks! Your feedback helps us keep the community safe.")]');
    await thanks.waitForDisplayed({ timeoutMsg: 'the feedback page did not say the report was made' });
    expect(reports()).toEqual([{ reason: 'spam' }]);
    await (await thanks.$('button=Undo')).click();
    await (await browser.$('button=Report Pin')).waitForDisplayed();
    expect(reports()).toEqual([]);
    // No page failed to load its part or to hydrate.
    expect((await readConsole(browser)).filter((entry) => entry.level === 'SEVERE')).toEqual([]);
  });
});

interface PinFacts {
  id: number;
  board: string;
  topic: string | null;
  boardFollowed: number;
  promoted: number;
}

/** What demo follows of a pin: its board; and its topic. */
const factsOf = (pinId: string): PinFacts | undefined =>
  query<PinFacts>(
    `SELECT p.id, p.is_promoted AS promoted, b.name AS board, i.name AS topic,
        EXISTS (SELECT 1 FROM board_follows f WHERE f.user_id = 1 AND f.board_id = p.board_id) AS boardFollowed
       FROM pins p JOIN boards b ON b.id = p.board_id LEFT JOIN interests i ON i.id = p.interest_id
      WHERE p.id = ?`,
    Number(pinId),
  )[0];

/** Scrolls the home feed until a card whose pin `wanted` accepts is on the page. */
async function homeCardWhere(wanted: (facts: PinFacts) => boolean): Promise<{ pinId: string; facts: PinFacts }> {
  await browser.url(`${site.url}/`);
  await feedGrid(browser);
  for (let screen = 0; screen < 30; screen++) {
    const shown = await browser.$$('[role="listitem"][data-pin-id]').map((c) => c.getAttribute('data-pin-id'));
    for (const id of shown) {
      const facts = id === null ? undefined : factsOf(id);
      if (id !== null && facts && wanted(facts)) return { pinId: id, facts };
    }
    await browser.execute(() => window.scrollBy(0, window.innerHeight));
    await browser.waitUntil(async () => browser.execute(() => document.querySelector('[role="list"][aria-busy="true"]') === null), {
      timeout: 10_000,
    });
  }
  throw new Error('no such card on the home feed');
}

/** A card's options menu, opened as a person does. */
async function cardMenuItem(pinId: string, item: string) {
  const card = await cardWithPinId(browser, pinId);
  await card.scrollIntoView({ block: 'center' });
  await (await cardButton(card, 'More options')).click();
  await (await browser.$(`[role="menuitem"]=${item}`)).click();
}

describe('a person telling the feed what they want', () => {
  it('hides a Pin from a board they follow and unfollows the board, then reports another Pin and takes the report back', async () => {
    // Hidden: the reason, and Unfollow unfollows the board and says so.
    const followed = await homeCardWhere((f) => f.promoted === 0 && f.boardFollowed === 1);
    await cardMenuItem(followed.pinId, 'Hide Pin');
    const overlay = await (await cardWithPinId(browser, followed.pinId)).$('[role="group"][aria-label="Pin hidden"]');
    await overlay.waitForDisplayed();
    expect(await overlay.getText()).toContain("Got it! We'll try to show you more relevant Pins in the future.");
    await (await overlay.$('button=Unfollow')).click();
    await browser.waitUntil(async () => (await overlay.getText()).includes('You unfollowed the board'), { timeout: 10_000 });
    expect(await overlay.getText()).toContain(`You unfollowed the board ${followed.facts.board} and won't see Pins saved to it anymore.`);
    expect(factsOf(followed.pinId)?.boardFollowed).toBe(0);

    // Reported: why first, thanks, and Undo takes the report back and shows the Pin again.
    const { pinId } = await homeCardWhere((f) => f.promoted === 0 && f.topic !== null);
    await cardMenuItem(pinId, 'Report Pin');
    const dialog = await browser.$('dialog[open]');
    await dialog.waitForDisplayed();
    expect(await dialog.$('h2').getText()).toBe('Report Pin');
    expect(await dialog.getText()).toContain('Why are you reporting this Pin?');
    await (await dialog.$('button=Report')).click();
    const alert = await dialog.$('[role="alert"]');
    await browser.waitUntil(async () => (await alert.getText()) === 'Choose why you are reporting this Pin.', {
      timeout: 5_000,
      timeoutMsg: 'no word on the missing reason',
    });
    const reports = () =>
      query<{ reason: string }>('SELECT reason FROM pin_feedback WHERE user_id = 1 AND pin_id = ? AND feedback_type = 2', Number(pinId));
    const hidden = () => query('SELECT 1 FROM hidden_pins WHERE user_id = 1 AND pin_id = ?', Number(pinId));
    expect(reports()).toEqual([]);
    await (await dialog.$('label*=Spam')).click();
    await (await dialog.$('button=Report')).click();
    await dialog.waitForExist({ reverse: true, timeout: 10_000 });
    const reported = await (await cardWithPinId(browser, pinId)).$('[role="group"][aria-label="Reported"]');
    await reported.waitForDisplayed();
    expect(await reported.getText()).toContain('Thanks! Your feedback helps us keep the community safe.');
    expect(reports()).toEqual([{ reason: 'spam' }]);
    expect(hidden()).toHaveLength(1);
    await (await reported.$('button=Undo')).click();
    await reported.waitForExist({ reverse: true, timeout: 10_000 });
    expect(reports()).toEqual([]);
    expect(hidden()).toHaveLength(0);
  });
});

describe('a person making a Pin', () => {
  const field = (label: string) => controlLabelled(browser, label);

  it('uploads a picture in the builder, keeps the draft over a reload, publishes to a board, finds it there, and edits it (501 characters refused, then a description that fits)', async () => {
    const picture = path.join(mkdtempSync(path.join(os.tmpdir(), 'pinboard-builder-')), 'teal-square.png');
    writeFileSync(
      picture,
      await sharp({ create: { width: 480, height: 640, channels: 3, background: '#118899' } })
        .png()
        .toBuffer(),
    );
    await browser.url(`${site.url}/pin-builder`);
    await heading('Create Pin');
    await browser.$('input[type="file"]').addValue(picture);
    const shown = browser.$('img[alt="What your Pin shows"]');
    await shown.waitForDisplayed({ timeout: 20_000 });
    expect(await shown.getAttribute('width')).toBe('480');
    await (await field('Title')).setValue('Teal square');
    await (await field('Description')).setValue('A square of teal, made for the test.');
    await (await field('Alt text')).setValue('A flat teal rectangle');
    expect(await axeViolations(browser, '#area-mf_closeup')).toEqual([]);
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

    // Its closeup, as made.
    await browser.waitUntil(async () => /^\/pin\/\d+\/$/.test(new URL(await browser.getUrl()).pathname), {
      timeout: 15_000,
      timeoutMsg: 'Publish did not open the new pin',
    });
    const createdPinId = new URL(await browser.getUrl()).pathname.split('/')[2] ?? '';
    await heading('Teal square');
    expect(await browser.$('img[alt="A flat teal rectangle"]').isDisplayed()).toBe(true);
    const [row] = query<{ board_id: number; method: string; pinner: string }>(
      `SELECT p.board_id, json_extract(p.content, '$.method') AS method, u.username AS pinner
         FROM pins p JOIN users u ON u.id = p.pinner_id WHERE p.id = ?`,
      Number(createdPinId),
    );
    expect(row).toEqual({ board_id: 6, method: 'button', pinner: 'demo' });

    // On its board at once (in the same document, from the closeup's link) and after a reload,
    // and among what demo made.
    await (await browser.$('#area-mf_closeup').$('a=Garden Plans')).click();
    await heading('Garden Plans');
    for (const pass of ['at once', 'after a reload']) {
      if (pass === 'after a reload') await browser.refresh();
      const card = await cardWithPinId(browser, createdPinId);
      const image = await card.$('img');
      // Its box is sized before the picture arrives: the grid does not shift when it does.
      expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0);
    }
    await browser.url(`${site.url}/demo/_created/`);
    await cardWithPinId(browser, createdPinId);

    // Edited: 501 characters are counted as typed, refused at Save with the field named, and
    // nothing is written; a description that fits is saved, and the closeup shows it.
    await browser.url(`${site.url}/pin/${createdPinId}/edit`);
    await heading('Edit Pin');
    await (await field('Description')).setValue('d'.repeat(501));
    await browser.$('span=1 character too many').waitForDisplayed();
    await browser.$('button=Save').click();
    await browser.$('span=Description can be at most 500 characters (it has 501).').waitForDisplayed();
    expect(await (await field('Description')).getAttribute('aria-invalid')).toBe('true');
    const description = () => query<{ description: string }>('SELECT description FROM pins WHERE id = ?', Number(createdPinId));
    expect(description()).toEqual([{ description: 'A square of teal, made for the test.' }]);
    await (await field('Description')).setValue('Edited in the browser.');
    await browser.$('button=Save').click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === `/pin/${createdPinId}/`, { timeout: 15_000 });
    await browser.waitUntil(async () => (await browser.$('main').getText()).includes('Edited in the browser.'), {
      timeout: 10_000,
      timeoutMsg: 'the closeup does not show the new description',
    });
    expect(description()).toEqual([{ description: 'Edited in the browser.' }]);
  });
});

/** A pin anyone may open: a secret board's pins are not found for a visitor. */
const ON_A_PUBLIC_BOARD = "board_id IN (SELECT id FROM boards WHERE privacy = 'public' AND archived = 0)";

/** The closeup's video's current time, in seconds. */
const closeupVideoTime = () => browser.execute(() => document.querySelector<HTMLVideoElement>('main video')?.currentTime ?? 0);

type Pages = Array<{ blocks: Array<{ videoUrl?: string; videoDuration?: number }> }>;

/** The story that opens on the shortest video page, with a page after it. */
function storyOpeningOnAVideo(): { id: number; count: number; videoSeconds: number } {
  const rows = queryDb<{ id: number; content: string }>(
    site,
    `SELECT id, content FROM pins WHERE is_repin = 0 AND ${ON_A_PUBLIC_BOARD} AND json_extract(content, '$.storyPinData.isDeleted') = 0 AND json_array_length(json_extract(content, '$.storyPinData.pages')) >= 2 ORDER BY id`,
  );
  const firstVideo = (pages: Pages) => pages[0]?.blocks.find((block) => block.videoUrl);
  const [story] = rows
    .map((row) => ({ id: row.id, pages: (JSON.parse(row.content) as { storyPinData: { pages: Pages } }).storyPinData.pages }))
    .filter((s) => firstVideo(s.pages))
    .sort((a, b) => (firstVideo(a.pages)?.videoDuration ?? 0) - (firstVideo(b.pages)?.videoDuration ?? 0));
  if (!story) throw new Error('the seed has no story opening on a video page');
  return { id: story.id, count: story.pages.length, videoSeconds: (firstVideo(story.pages)?.videoDuration ?? 0) / 1000 };
}

describe('a person watching', () => {
  it('opens a video pin whose file is missing, tries again once it is back and watches it; then a GIF until Pause GIF, and a story that turns its page when its video ends', async () => {
    // The video: its file gone, then back.
    const [pin] = queryDb<{ id: number; signature: string }>(
      site,
      `SELECT id, json_extract(content, '$.videos.v720P.thumbnail') AS signature FROM pins WHERE is_repin = 0 AND json_extract(content, '$.videos') IS NOT NULL AND ${ON_A_PUBLIC_BOARD} ORDER BY id LIMIT 1`,
    );
    if (!pin) throw new Error('the seed has no video pin');
    media.hideVideo(pin.signature);
    await browser.url(`${site.url}/pin/${pin.id}/`);
    const alert = browser.$('main [role="alert"]');
    await alert.waitForDisplayed({ timeout: 20_000 });
    // The words for the error the player met: the element's code natively, a network error through hls.js.
    const code = await browser.execute(() => document.querySelector<HTMLVideoElement>('main video')?.error?.code ?? null);
    expect(await alert.getText()).toContain(mediaErrorMessage(code ?? 2));
    media.restoreVideo(pin.signature);
    await alert.$('button=Try again').click();
    await alert.waitForExist({ reverse: true, timeout: 5000 });
    const video = browser.$('main video[aria-label^="Video:"]');
    await video.waitForDisplayed();
    // A person's click on the picture starts it (the browser's own controls), and the picture moves on.
    await video.click();
    await browser.waitUntil(async () => (await closeupVideoTime()) > 1, { timeout: 20_000, timeoutMsg: 'the video did not play' });
    // The HLS rendition is what plays (natively in this Chromium, through hls.js where there is none).
    expect(await browser.execute(() => document.querySelector<HTMLVideoElement>('main video')?.currentSrc)).toMatch(
      /\/vHLSV4\/index\.m3u8$|^blob:/,
    );
    expect(await browser.$('main [role="alert"]').isExisting()).toBe(false);

    // The GIF: what is on screen changes from one moment to the next.
    const [gifPin] = queryDb<{ id: number }>(
      site,
      `SELECT id FROM pins WHERE is_repin = 0 AND json_extract(content, '$.embed.type') = 'gif' AND ${ON_A_PUBLIC_BOARD} ORDER BY id LIMIT 1`,
    );
    if (!gifPin) throw new Error('the seed has no GIF pin');
    await browser.url(`${site.url}/pin/${gifPin.id}/`);
    await browser.$('main').$('button=Pause GIF').waitForDisplayed({ timeout: 15_000 });
    const gif = browser.$('main img[src*="/media/gif/"]');
    await browser.waitUntil(
      () => browser.execute(() => (document.querySelector<HTMLImageElement>('main img[src*="/media/gif/"]')?.naturalWidth ?? 0) > 0),
      { timeout: 15_000, timeoutMsg: 'the GIF did not load' },
    );
    expect(await gif.getAttribute('alt')).toBeTruthy();
    // The screen's own pixels: a canvas would not tell, since drawImage takes an animated image's
    // first frame (HTML spec). Compared until the next frame is drawn.
    const frame = async () =>
      sharp(Buffer.from(await gif.takeScreenshot(), 'base64'))
        .raw()
        .toBuffer();
    const first = await frame();
    let later = first;
    await browser.waitUntil(
      async () => {
        later = await frame();
        return !later.equals(first);
      },
      { timeout: 10_000, timeoutMsg: 'the GIF did not move' },
    );
    expect(later.length).toBe(first.length);
    // Paused, it is the still again.
    await browser.$('main').$('button=Pause GIF').click();
    await browser.$('main').$('button=Play GIF').waitForDisplayed();
    expect(await browser.execute(() => document.querySelector('main img[src*="/media/gif/"]') === null)).toBe(true);

    // The story: nobody presses anything; its video page plays muted, by itself, to its end.
    const story = storyOpeningOnAVideo();
    const pageShown = () =>
      browser.execute(() =>
        [...document.querySelectorAll('main span')].map((span) => span.textContent ?? '').find((text) => /^Page \d+ of \d+$/.test(text)),
      );
    await browser.url(`${site.url}/pin/${story.id}/`);
    await browser.$('main video[aria-label^="Video:"]').waitForDisplayed({ timeout: 15_000 });
    expect(await pageShown()).toBe(`Page 1 of ${story.count}`);
    await browser.waitUntil(async () => (await closeupVideoTime()) > 0.3, {
      timeout: 15_000,
      timeoutMsg: 'the story’s video did not start',
    });
    const started = Date.now();
    const playedBefore = await closeupVideoTime();
    await browser.waitUntil(async () => (await pageShown()) === `Page 2 of ${story.count}`, {
      timeout: (story.videoSeconds + 15) * 1000,
      timeoutMsg: 'the story did not turn to page 2',
    });
    // It turned when the video ended, not on a static page's 5 s timer.
    expect(Date.now() - started).toBeGreaterThan((story.videoSeconds - playedBefore - 1) * 1000);
  });

  interface GridVideo {
    pinId: string;
    playing: boolean;
    /** The share of its box in view below the header's band (143 px). */
    visible: number;
    bottom: number;
  }

  /** Every grid video on the page: whether it is moving, and how much of it is in view. */
  function gridVideos(): Promise<GridVideo[]> {
    return browser.execute(() =>
      [...document.querySelectorAll<HTMLVideoElement>('[role="list"] [data-pin-id] video')].map((video) => {
        const box = video.getBoundingClientRect();
        const shown = Math.max(0, Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 143));
        return {
          pinId: video.closest<HTMLElement>('[data-pin-id]')?.dataset.pinId ?? '',
          playing: !video.paused && video.currentTime > 0.2,
          visible: box.height > 0 ? shown / box.height : 0,
          bottom: box.bottom,
        };
      }),
    );
  }

  async function theOnePlaying(notThis?: string): Promise<GridVideo> {
    let seen: GridVideo[] = [];
    await browser.waitUntil(
      async () => {
        seen = await gridVideos();
        const playing = seen.filter((v) => v.playing);
        return playing.length === 1 && playing[0]?.pinId !== notThis;
      },
      { timeout: 20_000, timeoutMsg: `not exactly one video playing: ${JSON.stringify(seen)}` },
    );
    const [playing] = seen.filter((v) => v.playing);
    if (!playing) throw new Error('no video playing');
    return playing;
  }

  it('scrolls the videos page: one grid video plays at a time, the organic one in view, and hands over when it scrolls out', async () => {
    const promoted = new Set(
      queryDb<{ id: number }>(site, "SELECT id FROM pins WHERE is_promoted = 1 AND json_extract(content, '$.videos') IS NOT NULL").map(
        (p) => String(p.id),
      ),
    );
    expect(promoted.size).toBeGreaterThan(0);
    await browser.url(`${site.url}/videos/`);
    await browser.$('[role="list"] [data-pin-id] video').waitForExist({ timeout: 15_000 });

    const first = await theOnePlaying();
    const inView = (await gridVideos()).filter((v) => v.visible >= 0.5);
    expect(inView.length).toBeGreaterThanOrEqual(2);
    expect(promoted.has(first.pinId)).toBe(false);
    // Its picture moves on while it plays (the still underneath is not what shows).
    const timeOf = (pinId: string) =>
      browser.execute((id: string) => document.querySelector<HTMLVideoElement>(`[data-pin-id="${id}"] video`)?.currentTime ?? 0, pinId);
    const before = await timeOf(first.pinId);
    await browser.waitUntil(async () => (await timeOf(first.pinId)) > before + 0.5, {
      timeout: 10_000,
      timeoutMsg: 'its time stood still',
    });

    // Scroll it up under the header: another organic video takes over, and it is paused.
    await browser.execute((by: number) => window.scrollBy(0, by), first.bottom - 143 + 8);
    const next = await theOnePlaying(first.pinId);
    expect(promoted.has(next.pinId)).toBe(false);
    const after = await gridVideos();
    expect(after.find((v) => v.pinId === first.pinId)?.playing ?? false).toBe(false);
    expect(after.filter((v) => v.playing && promoted.has(v.pinId))).toEqual([]);
  });
});
