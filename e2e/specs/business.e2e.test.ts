// Issue 20 as a person sees it in Chromium: the partner's business hub with the acting-as rule at
// work, acting as a business to create a board that lands on the business's profile, the choice
// kept across a reload and another area, and the business's pages free of axe's findings. What
// needs no browser is shown lower: the hub's and dashboard's component tests, the API's business,
// acting-as and authz tests (the dashboard counting a save; someone without access refused), and
// the header's test (no switcher for someone without business profiles).
import { type Browser } from '../support/browser';
import { axeViolations } from '../support/axe';
import { queryDb } from '../support/database';
import { controlLabelled } from '../support/forms';
import { waitForHeading } from '../support/pageChecks';
import { closeSession, openSession } from '../support/session';
import { signIn } from '../support/signIn';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSession({}, { person: true, freshVisitor: true }));
  await signIn(browser, site.url, 'partner');
});
afterAll(() => closeSession({ site, browser }));

const switcher = () => browser.$('#site-header').$('button*=Acting as');
const heading = (text: string) => waitForHeading(browser, text);

async function actAs(name: string): Promise<void> {
  await (await switcher()).click();
  const menu = browser.$('[role="menu"][aria-label="Act as"]');
  await menu.waitForDisplayed({ timeout: 10_000 });
  await menu.$(`.//*[@role="menuitemradio"][.//span[normalize-space()="${name}"]]`).click();
  await browser.waitUntil(async () => (await (await switcher()).getText()).includes(name), {
    timeout: 10_000,
    timeoutMsg: `not acting as ${name}`,
  });
}

async function pathIs(expected: (path: string) => boolean, what: string) {
  await browser.waitUntil(async () => expected(new URL(await browser.getUrl()).pathname), { timeout: 15_000, timeoutMsg: what });
}

it("a partner acts as a business from the hub: a board made lands on the business's profile, and the choice holds across a reload and another area", async () => {
  // The hub lists the partner's three profiles, the one the MFA rule refuses marked unavailable.
  await browser.url(`${site.url}/business/hub`);
  await heading('Business hub');
  const main = browser.$('main');
  const card = (name: string) => main.$(`.//li[.//h3[normalize-space()="${name}"]]`);
  for (const name of ['Harbor & Pine Home', 'Brightside Outdoors', 'Loom & Ladle Kitchen']) await card(name).waitForDisplayed();
  expect(await card('Loom & Ladle Kitchen').getText()).toMatch(/two-factor authentication/);
  expect(await card('Harbor & Pine Home').getText()).not.toMatch(/two-factor authentication/);
  expect(await axeViolations(browser, '#area-mf_business')).toEqual([]);

  // Acting as Harbor & Pine opens its profile, where Create board makes the business's board.
  await actAs('Harbor & Pine Home');
  await pathIs((path) => path === '/harborandpine/', "switching did not open the business's profile");
  await browser.$('main').$('button=Create board').click();
  const dialog = browser.$('dialog[open]');
  await dialog.waitForDisplayed({ timeout: 10_000 });
  await controlLabelled(dialog, 'Name').setValue('Porch Season Picks');
  await dialog.$('button=Create').click();
  await pathIs((path) => path.startsWith('/harborandpine/porch-season-picks'), "the new board is not the business's");
  expect(
    queryDb<{ owner: string }>(
      site,
      "SELECT u.username AS owner FROM boards b JOIN users u ON u.id = b.owner_id WHERE b.name = 'Porch Season Picks'",
    ),
  ).toEqual([{ owner: 'harborandpine' }]);

  // The choice survives a reload and a move to another area (session storage); the partner's own
  // profile does not have the board.
  await browser.url(`${site.url}/harborandpine/`);
  await browser.$('main').$('*=Porch Season Picks').waitForDisplayed({ timeout: 15_000 });
  expect(await (await switcher()).getText()).toContain('Harbor & Pine Home');
  await browser.url(`${site.url}/partner/`);
  await heading('Partner Demo Co.');
  const boards = browser.$('main ul[aria-label="Boards"]');
  await boards.$('h2=Entryway Inspo').waitForDisplayed({ timeout: 15_000 });
  expect(await boards.getText()).not.toContain('Porch Season Picks');

  // Back as the partner, the business's dashboard (Harbor & Pine's manager) reads clean too.
  await actAs('Partner Demo Co.');
  await browser.url(`${site.url}/business/business-manager/5/`);
  await heading('Harbor & Pine Home');
  await browser.$('(//main//dt[normalize-space()="Saves"])[1]/following-sibling::dd[1]').waitForDisplayed({ timeout: 15_000 });
  expect(await axeViolations(browser, '#area-mf_business')).toEqual([]);
});
