// Issue 38, item 6: discovery is real. Explore leads to Today's dated stories and the topics;
// topics are tiles with their Pins; a story is made of Pins; Today's tabs each have their own Pins;
// a videos category finds its topic; the search box suggests searches. The real site in Chromium.
import type { Browser } from '../support/browser';
import { feedGrid } from '../support/feed';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSession({}, { person: true }));
});
afterAll(() => closeSession({ site, browser }));

const heading = async (text: string | RegExp) => {
  await browser.waitUntil(
    async () => {
      const shown = await browser
        .$('main h1')
        .getText()
        .catch(() => '');
      return typeof text === 'string' ? shown === text : text.test(shown);
    },
    { timeout: 15_000, timeoutMsg: `no heading ${String(text)}` },
  );
  return browser.$('main h1').getText();
};

describe('Explore', () => {
  it("is the header's way into discovery: today's stories and the popular topics", async () => {
    await browser.url(`${site.url}/`);
    await (await browser.$('header').$('a=Explore')).click();
    await heading('Explore');
    const stories = await browser.$('ul[aria-label="Today\'s stories"]');
    await stories.waitForDisplayed({ timeout: 15_000 });
    expect(await stories.$$('li').length).toBe(3);
    const topics = await browser.$('ul[aria-label="Popular topics"]');
    await topics.waitForDisplayed();
    expect(await topics.$$('li').length).toBe(8);
  });
});

describe('topics', () => {
  it('are tiles with their Pins; a tile opens the topic with its Pins', async () => {
    await browser.url(`${site.url}/ideas`);
    await heading('Ideas');
    const tiles = await browser.$('ul[aria-label="Topics"]');
    await tiles.waitForDisplayed({ timeout: 15_000 });
    expect(await tiles.$$('li').length).toBe(12);
    expect(await tiles.$$('li')[0]?.$$('img').length).toBe(4);
    await (await tiles.$('span=Travel')).click();
    expect(await heading('Travel')).toBe('Travel');
    const grid = await feedGrid(browser, 'Travel: Pins');
    expect(await grid.$$('[role="listitem"]').length).toBeGreaterThan(3);
    expect(await browser.$('button=Follow').isDisplayed()).toBe(true);
  });

  it('a videos category finds its topic by the start of its name (/videos/food/1)', async () => {
    await browser.url(`${site.url}/videos/food/1`);
    await heading('Videos');
    const grid = await feedGrid(browser, 'Videos: Pins');
    expect(await grid.$$('[role="listitem"]').length).toBeGreaterThan(0);
    expect(await browser.$('main').getText()).not.toContain('not found');
  });
});

describe('Today', () => {
  it('has dated stories; a story opens with its Pins, at both of its addresses', async () => {
    await browser.url(`${site.url}/today`);
    await heading('Today');
    const today = new Date().toISOString().slice(0, 10);
    const first = await browser.$(`time[datetime="${today}"]`);
    await first.waitForDisplayed({ timeout: 15_000 });
    expect(await browser.$('main h2').getText()).toMatch(/^Today, [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const story = await browser.$('main ul a');
    const href = await story.getAttribute('href');
    expect(href).toMatch(/^\/today\/article\/\d{4}-\d{2}-\d{2}-[a-z]+-[a-z-]+\/$/);
    await story.click();
    const shown = await heading(/./);
    expect(shown.length).toBeGreaterThan(3);
    const grid = await feedGrid(browser, `${shown}: Pins`);
    expect(await grid.$$('[role="listitem"]').length).toBeGreaterThan(0);

    const slug = href?.split('/')[3] ?? '';
    await browser.url(`${site.url}/discover/article/${slug}`);
    expect(await heading(shown)).toBe(shown);
  });

  it.each([
    ['best', 'The most-saved Pins'],
    ['trending', 'Saved most this week'],
    ['popular', 'Seen most'],
    ['shop', 'Products people save'],
  ])('/today/%s/ has Pins of its own, not the home feed', async (tab, title) => {
    await browser.url(`${site.url}/today/${tab}/`);
    await heading(title);
    const grid = await feedGrid(browser, `${title}: Pins`);
    expect(await grid.$$('[role="listitem"]').length).toBeGreaterThan(0);
    expect(await browser.$(`nav[aria-label="Today"] a[aria-current="page"]`).getText()).toBe(tab[0]?.toUpperCase() + tab.slice(1));
  });
});

describe('the search box', () => {
  it('suggests searches that go on from what is typed, and one runs the search', async () => {
    await browser.url(`${site.url}/`);
    const box = await browser.$('input[role="combobox"]');
    await box.waitForDisplayed({ timeout: 15_000 });
    await box.click();
    await browser.keys('chi'.split(''));
    const list = await browser.$('[role="listbox"][aria-label="Suggestions"]');
    await list.waitForDisplayed({ timeout: 10_000 });
    const searches = await list.$('[role="group"][aria-label="Searches"]');
    await searches.waitForDisplayed();
    const option = await searches.$('[role="option"]');
    const query = await option.getText();
    expect(query.startsWith('chi')).toBe(true);
    await option.click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).searchParams.get('q') === query, { timeout: 10_000 });
  });
});
