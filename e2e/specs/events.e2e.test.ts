// (c) an event emitted in one area is received in another; (d) exactly one React and one bus.
import { pageHeading, type Browser } from '../support/browser';
import { cardAt, cardButton, closeupOf, logIn, openPinCard } from '../support/feed';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => ({ site, browser } = await openSession({}, { person: true })));
afterAll(() => closeSession({ site, browser }));

describe('the typed bus across areas', () => {
  it("a feed card's Save opens the experiences area's login prompt, which Escape closes", async () => {
    await browser.url(`${site.url}/`);
    expect(await pageHeading(browser)).toBe('Home feed');
    await (await cardButton(await cardAt(browser, 1), 'Save')).click();

    const dialog = await browser.$('dialog[open]');
    await dialog.waitForDisplayed();
    expect(await dialog.$('h2').getText()).toBe('Log in to save this Pin');
    expect(await dialog.getText()).toContain("You're almost there! Log in to access all of the product");
    // The dialog is modal: focus is inside it.
    expect(await browser.execute(() => document.activeElement?.closest('dialog') !== null)).toBe(true);

    await browser.keys('Escape');
    await dialog.waitForExist({ reverse: true });
  });

  it('runs one React and one bus for the shell and every area', async () => {
    // Visit every area in one document so all five remotes are loaded together: as the partner,
    // whose account menu also leads to Business.
    await logIn(browser, site.url, 'partner', 'demo-password');
    await pageHeading(browser);
    const pinId = await openPinCard(browser, 0);
    await closeupOf(browser, pinId);
    for (const item of ['Your profile', 'Business', 'Settings']) {
      const before = await pageHeading(browser);
      await browser.$('button[aria-label^="Your account"]').click();
      await browser.$('[role="menu"]').$(`a*=${item}`).click();
      await browser.waitUntil(async () => (await pageHeading(browser)) !== before);
    }
    const probe = await browser.execute(() => {
      const runtimes =
        (window as unknown as { __pinboardRuntimes?: Record<string, { react: object; bus: object }> }).__pinboardRuntimes ?? {};
      const entries = Object.values(runtimes);
      return {
        owners: Object.keys(runtimes).sort(),
        reacts: new Set(entries.map((e) => e.react)).size,
        buses: new Set(entries.map((e) => e.bus)).size,
      };
    });
    expect(probe).toEqual({
      owners: ['mf_boards', 'mf_business', 'mf_closeup', 'mf_experiences', 'mf_feed', 'shell'],
      reacts: 1,
      buses: 1,
    });
  });
});
