// (a) each area's route renders that area, with what it parsed from the URL and a page title.
import { pageHeading, type Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => ({ site, browser } = await openSession()));
afterAll(() => closeSession({ site, browser }));

const cases: Array<[string, string, string, string[], string]> = [
  ['/', 'mf-feed', 'Home feed', ['Home feed'], 'Pinboard'],
  ['/search/pins?q=soup', 'mf-feed', 'Search: soup', ['soup'], 'Search: soup · Pinboard'],
  ['/demo/kitchen-ideas', 'mf-boards', 'Kitchen Ideas', ['Demo User', 'Baking'], 'Kitchen Ideas · Pinboard'],
  ['/demo/kitchen-ideas/baking/', 'mf-boards', 'Baking', ['Kitchen Ideas'], 'Baking in Kitchen Ideas · Pinboard'],
  ['/demo/', 'mf-boards', 'Demo User', ['@demo', 'Kitchen Ideas'], "demo's profile · Pinboard"],
  [
    '/business/business-access/42/dashboard',
    'mf-business',
    'Business access',
    ['business-access', '42 / dashboard'],
    'Business access · Pinboard',
  ],
  ['/login', 'mf-experiences', 'Log in', [], 'Log in · Pinboard'],
];

describe('each route renders the area that owns it', () => {
  it.each(cases)('%s -> %s', async (path, tag, heading, facts, title) => {
    await browser.url(`${site.url}${path}`);
    expect(await pageHeading(browser)).toBe(heading);
    expect(await browser.$('main .area-tag').getText()).toBe(tag);
    const text = await browser.$('main').getText();
    for (const fact of facts) expect(text).toContain(fact);
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

  it('shows the not-found page for an unknown route and for a reserved first segment', async () => {
    for (const path of ['/no/such/page/here', '/settings/']) {
      await browser.url(`${site.url}${path}`);
      expect(await pageHeading(browser)).toBe('Page not found');
      expect(await browser.getTitle()).toBe('Page not found · Pinboard');
      expect(await browser.$('main .area-tag').isExisting()).toBe(false);
    }
  });

  it('answers an unknown route with HTTP 404 and a no-store document', async () => {
    const response = await fetch(`${site.url}/no/such/page/here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('<title>Page not found · Pinboard</title>');
  });
});
