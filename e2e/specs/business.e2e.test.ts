// Issue 20 as a person sees it in Chromium: the partner's business hub with the acting-as rule at
// work, acting as a business to create a board that lands on the business's profile, the
// dashboard's saves counting a save of the business's pin, and demo kept out of it all.
import { type Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { axeViolationsIn, waitForHeading } from '../support/pageChecks';
import { logIn } from '../support/feed';
import { asReturningVisitor, closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSession({}, { person: true }));
  await logIn(browser, site.url, 'partner', 'demo-password');
});
afterAll(() => closeSession({ site, browser }));

const query = <T>(sql: string, ...args: unknown[]): T[] => queryDb<T>(site, sql, ...args);
const switcher = () => browser.$('#site-header').$('button*=Acting as');

const heading = (text: string) => waitForHeading(browser, text);
const axeViolations = () => axeViolationsIn(browser, '#area-mf_business');

async function actAs(name: string): Promise<void> {
  await (await switcher()).click();
  const menu = browser.$('[role="menu"][aria-label="Act as"]');
  await menu.waitForDisplayed({ timeout: 10_000 });
  await menu.$(`//*[@role="menuitemradio"][.//span[normalize-space()="${name}"]]`).click();
  await browser.waitUntil(async () => (await (await switcher()).getText()).includes(name), {
    timeout: 10_000,
    timeoutMsg: `not acting as ${name}`,
  });
}

/** The dashboard's total for a measure ('Saves'), as a number: the first term of that name on the page. */
async function dashboardFigure(measure: string): Promise<number> {
  const figure = browser.$(`(//main//dt[normalize-space()="${measure}"])[1]/following-sibling::dd[1]`);
  await figure.waitForDisplayed({ timeout: 15_000 });
  return Number((await figure.getText()).replace(/[^0-9]/g, ''));
}

describe('the business hub', () => {
  it("lists the partner's three profiles, the one the MFA rule refuses marked unavailable", async () => {
    await browser.url(`${site.url}/business/hub`);
    await heading('Business hub');
    const main = browser.$('main');
    for (const name of ['Harbor & Pine Home', 'Brightside Outdoors', 'Loom & Ladle Kitchen']) await main.$(`*=${name}`).waitForDisplayed();
    const card = (name: string) => main.$(`//li[.//h3[normalize-space()="${name}"]]`);
    const loom = card('Loom & Ladle Kitchen');
    expect(await loom.getText()).toMatch(/two-factor authentication/);
    const harbor = card('Harbor & Pine Home');
    expect(await harbor.getText()).not.toMatch(/two-factor authentication/);
    expect(await axeViolations()).toEqual([]);
  });
});

describe('acting as a business', () => {
  it("creates a board on the business's profile, not the partner's own", async () => {
    await browser.url(`${site.url}/`);
    await actAs('Harbor & Pine Home');
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/harborandpine/', {
      timeout: 15_000,
      timeoutMsg: "switching did not open the business's profile",
    });
    await browser.$('main').$('button=Create board').click();
    const dialog = browser.$('dialog[open]');
    await dialog.waitForDisplayed({ timeout: 10_000 });
    await dialog.$('aria/Name').setValue('Porch Season Picks');
    await dialog.$('button=Create').click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname.startsWith('/harborandpine/porch-season-picks'), {
      timeout: 15_000,
      timeoutMsg: "the new board is not the business's",
    });
    expect(
      query<{ owner: string }>(
        "SELECT u.username AS owner FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.name = 'Porch Season Picks'",
      ),
    ).toEqual([{ owner: 'harborandpine' }]);
    // The choice survives a reload and a move to another area (session storage).
    await browser.url(`${site.url}/harborandpine/`);
    await browser.$('main').$('*=Porch Season Picks').waitForDisplayed({ timeout: 15_000 });
    expect(await (await switcher()).getText()).toContain('Harbor & Pine Home');
    await browser.url(`${site.url}/partner/`);
    await heading('Partner Demo Co.');
    await browser
      .$('main [role="list"]')
      .waitForDisplayed({ timeout: 15_000 })
      .catch(() => undefined);
    expect(await browser.$('main').getText()).not.toContain('Porch Season Picks');
    await actAs('Partner Demo Co.');
  });
});

describe('the business dashboard', () => {
  it("counts a save of one of the business's pins", async () => {
    await browser.url(`${site.url}/business/business-manager/5/`);
    await heading('Harbor & Pine Home');
    const before = await dashboardFigure('Saves');
    const [pin] = query<{ id: number }>(
      `SELECT p.id FROM pins p WHERE p.pinner_id = 5 AND p.is_repin = 0 AND p.board_id IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM pins s WHERE s.root_pin_id = p.root_pin_id AND s.pinner_id = 2) ORDER BY p.id LIMIT 1`,
    );
    if (!pin) throw new Error('Harbor & Pine has no pin the partner has not saved');
    await browser.url(`${site.url}/pin/${pin.id}/`);
    await browser.$('main').$('button=Save').click();
    const picker = browser.$('dialog[open]');
    await picker.waitForDisplayed({ timeout: 10_000 });
    await picker.$('button[aria-label^="Save to "]').click();
    await picker.waitForExist({ reverse: true, timeout: 10_000 });
    await browser.url(`${site.url}/business/business-manager/5/`);
    await heading('Harbor & Pine Home');
    expect(await dashboardFigure('Saves')).toBe(before + 1);
    expect(await axeViolations()).toEqual([]);
  });
});

describe('someone without business access', () => {
  it("sees no business header and gets not-found on the partner's business pages", async () => {
    await browser.deleteCookies();
    await asReturningVisitor(browser, site.url);
    await logIn(browser, site.url, 'demo', 'demo-password');
    await browser.$('#site-header button[aria-label^="Your account"]').waitForDisplayed({ timeout: 10_000 });
    expect(await (await switcher()).isExisting()).toBe(false);
    for (const path of ['/business/business-manager/5/', '/business/business-access/6/security/', '/business/business-hierarchy/1/']) {
      await browser.url(`${site.url}${path}`);
      await heading('Page not found');
      expect(await browser.$('main').getText()).not.toMatch(/Harbor|Brightside|Loom/);
    }
  });
});
