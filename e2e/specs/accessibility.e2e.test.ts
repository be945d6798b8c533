// axe-core over every screen that no journey scans, once per theme: a visitor's screens (light),
// then a signed-in person's in the light and the dark theme (colour contrast is why this needs the
// browser). The dark theme is the server's data-theme on <html>, which the tokens key on: each page
// is scanned, switched and scanned again instead of loaded twice (the dark theme coming from the
// server on a reload is the settings journey's). A nameless button planted in one scan shows that a
// clean result means something. The journeys scan the rest: experiences.e2e the visitor's home,
// pin and cookie banner, a board as others see it, search's pins, the experiences' surfaces,
// sign-up, settings (both themes), the login page and prompt; debugPanel.e2e the platform status
// page and the debug panel (both themes).
import { axeViolations } from '../support/axe';
import { pageHeading, type Browser } from '../support/browser';
import { closeSession, openSession } from '../support/session';
import { signIn } from '../support/signIn';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSession({}, { person: true }));
});
afterAll(() => closeSession({ site, browser }));

type Theme = 'light' | 'dark';

/** Puts the page in a theme as the server writes it (data-theme="dark" on <html>, nothing for light); its page colour then. */
async function inTheme(theme: Theme): Promise<string> {
  return browser.execute((dark: boolean) => {
    if (dark) document.documentElement.dataset.theme = 'dark';
    else delete document.documentElement.dataset.theme;
    return getComputedStyle(document.body).backgroundColor;
  }, theme === 'dark');
}

/** The page's violations (or those within one element) in each theme, by theme (the page is left light). */
async function violationsByTheme(within?: string): Promise<Record<Theme, string[]>> {
  const darkPage = await inTheme('dark');
  const dark = await axeViolations(browser, within);
  // The tokens did switch: a dark scan of a page still light would pass for nothing.
  expect(await inTheme('light')).not.toBe(darkPage);
  return { light: await axeViolations(browser, within), dark };
}

async function open(path: string): Promise<void> {
  await browser.url(`${site.url}${path}`);
  await pageHeading(browser);
}

describe('accessibility', () => {
  it("a visitor's screens, and a signed-in person's in both themes, have no axe violations but a planted one", async () => {
    // A visitor, in the light theme: someone's profile, the business hub, a page that is not there.
    for (const path of ['/demo/', '/business/hub']) {
      await open(path);
      expect([path, await axeViolations(browser)]).toEqual([path, []]);
    }
    await open('/no/such/page');
    await browser.execute(() => document.getElementById('main')?.insertAdjacentHTML('beforeend', '<button id="planted"></button>'));
    expect(await axeViolations(browser)).toEqual([expect.stringMatching(/^button-name: .*\(#planted\)$/)]);

    // Signed in: home with the search suggestions open, then with the account menu open; a board
    // of one's own; search in each scope; tuning the home feed.
    await signIn(browser, site.url, 'demo');
    await open('/');
    await browser.$('#site-header input[role="combobox"]').click();
    await browser.keys('gard'.split(''));
    await browser.$('[role="listbox"][aria-label="Suggestions"]').waitForDisplayed({ timeout: 10_000 });
    expect(['/ with suggestions', await violationsByTheme()]).toEqual(['/ with suggestions', { light: [], dark: [] }]);
    await browser.keys('Escape');
    await browser.$('button[aria-label^="Your account"]').click();
    await browser.$('[role="menu"]').waitForDisplayed();
    // The page behind is the one just scanned: only the header, where the menu is.
    expect(['/ with its menu', await violationsByTheme('#site-header')]).toEqual(['/ with its menu', { light: [], dark: [] }]);
    await browser.keys('Escape');

    await open('/demo/kitchen-ideas');
    expect(['/demo/kitchen-ideas', await violationsByTheme()]).toEqual(['/demo/kitchen-ideas', { light: [], dark: [] }]);

    // Search's pins, in the dark theme (the light one is scanned on the experiences journey, with its flyout).
    await open('/search/pins?q=soup');
    const lightPage = await inTheme('light');
    expect(await inTheme('dark')).not.toBe(lightPage);
    expect(['/search/pins, dark', await axeViolations(browser)]).toEqual(['/search/pins, dark', []]);

    for (const path of ['/search/boards?q=kitchen', '/search/users?q=maya', '/edit']) {
      await open(path);
      expect([path, await violationsByTheme()]).toEqual([path, { light: [], dark: [] }]);
    }
  });
});
