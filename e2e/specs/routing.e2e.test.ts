// (a) each area's route renders that area, with what it parsed from the URL and a page title.
import { pageHeading, type Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => ({ site, browser } = await openSession()));
afterAll(() => closeSession({ site, browser }));

// [path, the area's element that holds the page heading, heading, text on the page, tab title]
const cases: Array<[string, string, string, string[], string]> = [
  ['/', 'mf_feed', 'Home feed', ['Home feed'], 'Pinboard'],
  ['/search/pins?q=soup', 'mf_feed', 'Search: soup', ['soup'], 'Search: soup · Pinboard'],
  ['/demo/kitchen-ideas', 'mf_boards', 'Kitchen Ideas', ['Demo User', 'Baking'], 'Kitchen Ideas · Pinboard'],
  ['/demo/kitchen-ideas/baking/', 'mf_boards', 'Baking', ['Kitchen Ideas'], 'Baking in Kitchen Ideas · Pinboard'],
  ['/demo/', 'mf_boards', 'Demo User', ['@demo', 'Kitchen Ideas'], "demo's profile · Pinboard"],
  ['/business/business-access/42/dashboard', 'mf_business', 'Log in to use business tools', ['Sign up'], 'Business access · Pinboard'],
  ['/settings', 'mf_experiences', 'Log in to see your settings', [], 'Settings · Pinboard'],
  ['/login', 'mf_experiences', 'Log in', [], 'Log in · Pinboard'],
];

describe('each route renders the area that owns it', () => {
  it.each(cases)('%s -> %s', async (path, remote, heading, texts, title) => {
    await browser.url(`${site.url}${path}`);
    expect(await pageHeading(browser)).toBe(heading);
    // The heading is the owning area's, and no page shows a developer chip or fact list.
    expect(await browser.$(`#area-${remote} h1`).getText()).toBe(heading);
    expect(await browser.$$('main .area-tag, main dl.facts').length).toBe(0);
    const text = await browser.$('main').getText();
    for (const expected of texts) expect(text).toContain(expected);
    expect(await browser.getTitle()).toBe(title);
  });

  it('a pin path with a slug opens that pin: the id is the last part', async () => {
    const [pin] = queryDb<{ title: string }>(site, 'SELECT title FROM pins WHERE id = 1001');
    await browser.url(`${site.url}/pin/easy-soup--1001/`);
    const heading = await browser.$('#area-mf_closeup h1');
    await heading.waitForDisplayed({ timeout: 15_000 });
    expect(await heading.getText()).toBe(pin?.title);
    expect(await browser.getTitle()).toBe(`${pin?.title} · Pinboard`);
  });

  it('shows the one not-found page, with a search box and a way home, for an unknown route, a reserved segment and a missing profile, board or pin', async () => {
    for (const path of ['/no/such/page/here', '/inbox/', '/nobody_here/', '/demo/no-such-board/', '/pin/99999999/']) {
      await browser.url(`${site.url}${path}`);
      expect([path, await pageHeading(browser)]).toEqual([path, 'Page not found']);
      expect(await browser.getTitle()).toBe('Page not found · Pinboard');
      expect(await browser.$('main').$('a=Go to the home feed').isDisplayed()).toBe(true);
      expect(await browser.$('main').$('input[type="search"]').isDisplayed()).toBe(true);
    }
  });

  it('searches from the not-found page', async () => {
    await browser.url(`${site.url}/no/such/page/here`);
    await pageHeading(browser);
    const box = await browser.$('main').$('input[type="search"]');
    await box.setValue('soup');
    await browser.keys('Enter');
    await browser.waitUntil(async () => (await pageHeading(browser)) === 'Search: soup');
  });

  it.each(['/no/such/page/here', '/nobody_here/', '/demo/no-such-board/', '/demo/kitchen-ideas/no-such-section/'])(
    'answers %s with HTTP 404 and a no-store not-found document',
    async (path) => {
      const response = await fetch(`${site.url}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('<title>Page not found · Pinboard</title>');
    },
  );
});
