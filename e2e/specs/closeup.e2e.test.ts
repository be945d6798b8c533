// Issue 14: the pin closeup on the real site, API and SQLite, in Chromium, through what a person
// sees; and the pages the edge server answers for search engines and links out.
import AxeBuilder from '@axe-core/webdriverio';
import { GOOGLEBOT, pageHeading, type Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { cardPinId, feedGrid, logIn, openPinCard, cardAt } from '../support/feed';
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

async function closeupHeading(): Promise<string> {
  const heading = await browser.$('#area-mf_closeup h1');
  await heading.waitForDisplayed({ timeout: 15_000 });
  return heading.getText();
}

async function toastText(expected: string) {
  const toast = await browser.$('#area-mf_experiences div[role="status"]');
  await browser.waitUntil(async () => (await toast.isExisting()) && (await toast.getText()).includes(expected), {
    timeout: 10_000,
    timeoutMsg: `no toast '${expected}'`,
  });
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

describe('the closeup', () => {
  it('opens from the home feed with its picture, title, pinner and board', async () => {
    await browser.url(`${site.url}/`);
    await feedGrid(browser);
    const card = await cardAt(browser, 0);
    const pinId = await cardPinId(card);
    await openPinCard(browser, 0);
    const [row] = query<{ title: string; pinner: string; board: string }>(
      `SELECT p.title, u.full_name AS pinner, b.name AS board FROM pins p JOIN users u ON u.id = p.pinner_id LEFT JOIN boards b ON b.id = p.board_id WHERE p.id = ?`,
      Number(pinId),
    );
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname.startsWith(`/pin/${pinId}`), { timeout: 10_000 });
    const heading = await closeupHeading();
    expect(row).toBeDefined();
    const title = (row?.title ?? '').trim();
    // The heading is the title (cut to 200), or 'Pin' for a pin without one.
    expect(title ? title.startsWith(heading.slice(0, 20)) : heading === 'Pin').toBe(true);
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
  });

  it('saves the pin from the closeup with the board picker and says where', async () => {
    const pin = ordinaryPin();
    await browser.url(`${site.url}/pin/${pin.id}/`);
    await closeupHeading();
    await (await browser.$('#area-mf_closeup').$('button=Save')).click();
    const dialog = await browser.$('dialog[open][aria-labelledby]');
    await dialog.waitForDisplayed({ timeout: 10_000 });
    await (await dialog.$('button[aria-label="Save to Garden Plans"]')).click();
    await dialog.waitForExist({ reverse: true });
    await toastText('Saved to Garden Plans');
    await browser.waitUntil(async () => (await browser.$('#area-mf_closeup button[aria-pressed="true"]').getText()) === 'Garden Plans', {
      timeout: 5_000,
      timeoutMsg: "the button never read 'Garden Plans'",
    });
    expect(query('SELECT 1 FROM pins WHERE root_pin_id = ? AND pinner_id = 1 AND board_id = 6', pin.id)).toHaveLength(1);
  });

  it("'More about this Pin' shows its sections, closes on Escape with focus back, and passes axe while open", async () => {
    await browser.url(`${site.url}/pin/1001/`);
    await closeupHeading();
    const button = await browser.$('button=More about this Pin');
    await button.click();
    const dialog = await browser.$('dialog[open]');
    await dialog.waitForDisplayed();
    expect(await dialog.$('h2').getText()).toBe('More about this Pin');
    await (await dialog.$('h3=Boards containing this Pin')).waitForDisplayed({ timeout: 10_000 });
    expect(await (await dialog.$('h3=Related interests')).isDisplayed()).toBe(true);
    expect(await (await dialog.$('button[aria-label="Back"]')).isDisplayed()).toBe(true);
    const result = await new AxeBuilder({ client: browser }).analyze();
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await browser.keys('Escape');
    await dialog.waitForExist({ reverse: true });
    expect(await browser.execute(() => document.activeElement?.textContent)).toBe('More about this Pin');
    // Its own Close button returns focus the same way.
    await button.click();
    const again = await browser.$('dialog[open]');
    await again.waitForDisplayed();
    await (await again.$('button[aria-label="Close"]')).click();
    await again.waitForExist({ reverse: true });
    expect(await browser.execute(() => document.activeElement?.textContent)).toBe('More about this Pin');
  });

  it("shows 'Heads up!' for a blocked host and opens no tab", async () => {
    const [pin] = query<{ id: number }>(
      "SELECT id FROM pins WHERE link LIKE 'https://cheap-watches-outlet.biz/%' AND is_repin = 0 LIMIT 1",
    );
    await browser.url(`${site.url}/pin/${pin?.id}/`);
    await closeupHeading();
    const tabs = (await browser.getWindowHandles()).length;
    await (await browser.$('#area-mf_closeup').$('a=cheap-watches-outlet.biz')).click();
    const dialog = await browser.$('dialog[open]');
    await dialog.waitForDisplayed({ timeout: 10_000 });
    expect(await dialog.$('h2').getText()).toBe('Heads up!');
    expect(await dialog.getText()).toContain('This site has been reported for spam.');
    expect(await dialog.getText()).toContain('cheap-watches-outlet.biz');
    expect(await (await dialog.$('a=Learn more')).isDisplayed()).toBe(true);
    await (await dialog.$('button=Okay')).click();
    await dialog.waitForExist({ reverse: true });
    expect((await browser.getWindowHandles()).length).toBe(tabs);
  });

  it('opens an ordinary link in a new tab through the logged redirect', async () => {
    const pin = ordinaryPin();
    await browser.url(`${site.url}/pin/${pin.id}/`);
    await closeupHeading();
    const main = await browser.getWindowHandle();
    const before =
      query<{ n: number }>('SELECT count(*) AS n FROM events WHERE event_type = 12 AND object_id = ?', String(pin.id))[0]?.n ?? 0;
    const link = await browser.$('#area-mf_closeup a[rel~="noopener"][target="_blank"]');
    expect(await link.getAttribute('rel')).toContain('noreferrer');
    expect(await link.getAttribute('href')).toMatch(/^\/offsite\/\?/);
    await link.click();
    await browser.waitUntil(async () => (await browser.getWindowHandles()).length === 2, { timeout: 10_000, timeoutMsg: 'no new tab' });
    await browser.waitUntil(
      async () =>
        (query<{ n: number }>('SELECT count(*) AS n FROM events WHERE event_type = 12 AND object_id = ?', String(pin.id))[0]?.n ?? 0) >
        before,
      { timeout: 10_000, timeoutMsg: 'the click-through was not logged' },
    );
    for (const handle of await browser.getWindowHandles()) {
      if (handle === main) continue;
      await browser.switchToWindow(handle);
      await browser.closeWindow();
    }
    await browser.switchToWindow(main);
  });

  it('/pin_redirect checks the link and offers to continue', async () => {
    const pin = ordinaryPin();
    const params = new URLSearchParams({ redirectUrl: pin.link, domain: new URL(pin.link).hostname, origin: `/pin/${pin.id}/` });
    await browser.url(`${site.url}/pin_redirect?${params.toString()}`);
    expect(await pageHeading(browser)).toBe("You're leaving Pinboard");
    const go = await browser.$(`a=Continue to ${new URL(pin.link).hostname}`);
    await go.waitForDisplayed({ timeout: 10_000 });
    expect(await go.getAttribute('href')).toBe(new URL(pin.link).href);
  });

  it("the stats page shows its owner the pin's figures and is not found for others", async () => {
    const [own] = query<{ id: number }>(
      "SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.pinner_id = 1 AND p.is_repin = 0 AND b.privacy = 'public' ORDER BY p.id LIMIT 1",
    );
    await browser.url(`${site.url}/pin/${own?.id}/analytics`);
    expect(await pageHeading(browser)).toBe('See more stats');
    expect(await (await browser.$('dt=Impressions')).isDisplayed()).toBe(true);
    const pin = ordinaryPin();
    await browser.url(`${site.url}/pin/${pin.id}/analytics`);
    expect(await pageHeading(browser)).toBe('Page not found');
  });
});

describe('what the edge server answers', () => {
  it('a missing pin is a 404 page', async () => {
    const response = await fetch(`${site.url}/pin/99999999/`);
    expect(response.status).toBe(404);
    await browser.url(`${site.url}/pin/99999999/`);
    expect(await pageHeading(browser)).toBe('Page not found');
  });

  it('a pin on a secret board is a 404 for a visitor', async () => {
    const [secret] = query<{ id: number }>("SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE b.privacy = 'secret' LIMIT 1");
    const response = await fetch(`${site.url}/pin/${secret?.id}/`);
    expect(response.status).toBe(404);
  });

  it('Googlebot gets the pin already rendered: title, og:image and JSON-LD that parses', async () => {
    const [pin] = query<{ title: string }>('SELECT title FROM pins WHERE id = 1001');
    const response = await fetch(`${site.url}/pin/1001/`, { headers: { 'user-agent': GOOGLEBOT } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const escaped = (pin?.title ?? '').replace(/&/g, '&amp;');
    expect(html).toContain(`<h1`);
    expect(html).toContain(escaped);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/media\//);
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+\/pin\/1001\/"/);
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(jsonLd).toBeDefined();
    expect(() => JSON.parse(jsonLd ?? '') as unknown).not.toThrow();
  });

  it.each([
    ['a product', "content_type = 'product' AND is_promoted = 0", ['Product', 'Person'], false],
    ['a recipe', "content_type = 'recipe'", ['Recipe', 'Person'], false],
    ['a sensitive pin', "content LIKE '%sensitive_raw_pin_text%'", ['Person'], true],
  ])("the closeup's own server build renders %s for Googlebot", async (_label, where, types, noindex) => {
    const [pin] = query<{ id: number }>(
      `SELECT p.id FROM pins p JOIN boards b ON b.id = p.board_id WHERE p.is_repin = 0 AND b.privacy = 'public' AND p.${where} LIMIT 1`,
    );
    const response = await fetch(`${site.url}/pin/${pin?.id}/`, { headers: { 'user-agent': GOOGLEBOT } });
    const html = await response.text();
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
    const data = JSON.parse(jsonLd) as { '@graph'?: Array<{ '@type': string }> };
    expect((data['@graph'] ?? []).map((node) => node['@type'])).toEqual(types);
    expect(/<meta name="robots" content="noindex"/.test(html)).toBe(noindex);
  });

  it('/offsite/ refuses a javascript: URL and redirects nowhere', async () => {
    const response = await fetch(`${site.url}/offsite/?url=${encodeURIComponent('javascript:alert(1)')}&token=x&pin=1001`, {
      redirect: 'manual',
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toContain('<h1');
  });
});
