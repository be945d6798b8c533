// Every area's page, the not-found page and the login prompt pass an axe-core scan.
import AxeBuilder from '@axe-core/webdriverio';
import { pageHeading, type Browser } from '../support/browser';
import { cardAt, cardButton } from '../support/feed';
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

  it('the platform status page has no axe violations', async () => {
    await browser.url(`${site.url}/_platform/`);
    await browser.$('h1=Platform status').waitForDisplayed();
    expect(await violations()).toEqual([]);
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
