// Every area's page, the not-found page and the login prompt pass an axe-core scan.
import AxeBuilder from '@axe-core/webdriverio';
import { pageHeading, type Browser } from '../support/browser';
import { cardAt, cardButton, logIn } from '../support/feed';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => ({ site, browser } = await openSession({}, { person: true })));
afterAll(() => closeSession({ site, browser }));

async function violations(): Promise<string[]> {
  const result = await new AxeBuilder({ client: browser }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

describe('accessibility', () => {
  it.each(['/', '/pin/1001', '/demo/kitchen-ideas', '/demo/', '/business/hub', '/login', '/no/such/page'])(
    '%s has no axe violations',
    async (path) => {
      await browser.url(`${site.url}${path}`);
      await pageHeading(browser);
      expect(await violations()).toEqual([]);
    },
  );

  // Colour contrast included: every area reads the theme's tokens, so both themes must pass.
  describe.each(['light', 'dark'])('signed in, in the %s theme', (theme) => {
    beforeAll(async () => {
      await logIn(browser, site.url, 'demo', 'demo-password');
      await browser.setCookies({ name: 'pb_theme', value: theme, path: '/' });
    });
    // Signed out and light again for the visitor's scans below.
    afterAll(async () => {
      await browser.deleteCookies();
    });

    it.each(['/', '/demo/kitchen-ideas', '/settings', '/search/pins?q=soup', '/search/boards?q=kitchen', '/search/users?q=maya', '/edit'])(
      '%s has no axe violations',
      async (path) => {
        await browser.url(`${site.url}${path}`);
        await pageHeading(browser);
        expect(await browser.execute(() => document.documentElement.dataset.theme ?? 'light')).toBe(theme);
        expect(await violations()).toEqual([]);
      },
    );

    it('the open account menu and the search suggestions have no axe violations', async () => {
      await browser.url(`${site.url}/`);
      await pageHeading(browser);
      await browser.$('button[aria-label^="Your account"]').click();
      await browser.$('[role="menu"]').waitForDisplayed();
      expect(await violations()).toEqual([]);
      await browser.keys('Escape');
      await browser.$('#site-header input[role="combobox"]').click();
      await browser.keys('gard'.split(''));
      await browser.$('[role="listbox"][aria-label="Suggestions"]').waitForDisplayed({ timeout: 10_000 });
      expect(await violations()).toEqual([]);
    });
  });

  it('the platform status page, and the page that turns a stranger away from it, have no axe violations', async () => {
    await browser.url(`${site.url}/_platform/`);
    await browser.$('h1=Platform status').waitForDisplayed();
    expect(await browser.$('a=Log in').isDisplayed()).toBe(true);
    expect(await violations()).toEqual([]);
    // An employee reads it, by the page's own way in.
    await browser.$('a=Log in').click();
    await browser.waitUntil(async () => (await browser.getUrl()).endsWith('/login?next=%2F_platform%2F'), {
      timeout: 10_000,
      timeoutMsg: "the refusal's link does not lead to the login page",
    });
    await logIn(browser, site.url, 'employee', 'demo-password', '/_platform/');
    await browser.$('h2=Content-Security-Policy violations').waitForDisplayed();
    expect(await violations()).toEqual([]);
    // The suite's other pages are a visitor's.
    await browser.deleteCookies(['pb_session']);
  });

  it('the scan does find a planted violation (so a clean result means something)', async () => {
    await browser.url(`${site.url}/`);
    await pageHeading(browser);
    await browser.execute(() => document.getElementById('main')?.insertAdjacentHTML('beforeend', '<button></button>'));
    expect((await violations()).some((v) => v.startsWith('button-name'))).toBe(true);
  });

  it('the login prompt has no axe violations and is reachable by keyboard', async () => {
    await browser.url(`${site.url}/`);
    await pageHeading(browser);
    const save = await cardButton(await cardAt(browser, 0), 'Save');
    // Keyboard only: focus the button, press Enter.
    await browser.execute((el: HTMLElement) => el.focus(), save as unknown as HTMLElement);
    await browser.keys('Enter');
    await browser.$('dialog[open]').waitForDisplayed();
    expect(await violations()).toEqual([]);
  });
});
