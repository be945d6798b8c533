// The site's frame as a person meets it: the header follows who is signed in, the search box and
// its typeahead, dark mode from the first paint, and the phone layout.
import sharp from 'sharp';
import { pageHeading, startBrowser, type Browser } from '../support/browser';
import { logIn } from '../support/feed';
import { closeSession, openSession, RETURNING_VISITOR_CONSENT } from '../support/session';
import type { RunningSite } from '../support/site';
import { pressWhenEnabled } from '../support/forms';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => ({ site, browser } = await openSession({}, { person: true })));
afterAll(() => closeSession({ site, browser }));

const header = () => browser.$('#site-header');
const accountButton = () => browser.$('button[aria-label^="Your account"]');

async function openAccountMenu() {
  await (await accountButton()).click();
  const menu = await browser.$('[role="menu"][aria-label="Your account"]');
  await menu.waitForDisplayed();
  return menu;
}

async function markDocument(): Promise<void> {
  await browser.execute(() => {
    (window as unknown as { __frameMarker?: string }).__frameMarker = 'same-document';
  });
}

async function sameDocument(): Promise<boolean> {
  return (await browser.execute(() => (window as unknown as { __frameMarker?: string }).__frameMarker)) === 'same-document';
}

async function logOutIfSignedIn(): Promise<void> {
  await browser.url(`${site.url}/`);
  await pageHeading(browser);
  if (await (await accountButton()).isExisting()) {
    const menu = await openAccountMenu();
    await menu.$('[role="menuitem"]=Log out').click();
    await (await header()).$('a=Log in').waitForDisplayed();
    // Logging out takes the cookie answer with it: this suite goes on as a returning visitor.
    await browser.setCookies(RETURNING_VISITOR_CONSENT);
  }
}

/** The colour of one screen pixel, as '#rrggbb'. */
async function pixelAt(target: Browser, x: number, y: number): Promise<string> {
  const png = Buffer.from(await target.takeScreenshot(), 'base64');
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return `#${[data[at], data[at + 1], data[at + 2]].map((c) => (c ?? 0).toString(16).padStart(2, '0')).join('')}`;
}

describe('the header', () => {
  it("offers a visitor 'Log in' and 'Sign up', and changes to the viewer's avatar at once on logging in, without a reload", async () => {
    await logOutIfSignedIn();
    await browser.url(`${site.url}/login`);
    await pageHeading(browser);
    expect(await (await header()).$('a=Log in').isDisplayed()).toBe(true);
    expect(await (await header()).$('a=Sign up').isDisplayed()).toBe(true);
    await markDocument();
    await browser.$('input[name="username"]').setValue('demo');
    await browser.$('input[name="password"]').setValue('demo-password');
    await pressWhenEnabled(browser.$('button[type="submit"]'));
    await (await accountButton()).waitForDisplayed({ timeout: 15_000 });
    expect(await (await header()).$('a=Log in').isExisting()).toBe(false);
    expect(await sameDocument()).toBe(true);
  });

  it("opens the avatar menu: the profile link is the viewer's own, then Settings, the theme and Log out", async () => {
    await browser.url(`${site.url}/`);
    await pageHeading(browser);
    const menu = await openAccountMenu();
    const names = await menu.$$('[role^="menuitem"]').map(async (item) => (await item.getText()).replace(/\s+/g, ' ').trim());
    expect(names).toEqual(['Demo User Your profile', 'Notifications', 'Settings', 'Dark mode', 'Log out']);
    await menu.$('a[href="/demo/"]').click();
    await browser.waitUntil(async () => (await pageHeading(browser)) === 'Demo User');
    expect(new URL(await browser.getUrl()).pathname).toBe('/demo/');
  });

  it('closes the menu on Escape with focus back on the avatar', async () => {
    await openAccountMenu();
    await browser.keys('Escape');
    await browser.waitUntil(async () => !(await browser.$('[role="menu"]').isExisting()));
    expect(await browser.execute(() => document.activeElement?.getAttribute('aria-label') ?? '')).toMatch(/^Your account/);
  });

  it('logs out from the menu: the header says Log in again, and the session is gone', async () => {
    await markDocument();
    const menu = await openAccountMenu();
    await menu.$('[role="menuitem"]=Log out').click();
    await (await header()).$('a=Log in').waitForDisplayed({ timeout: 15_000 });
    expect(await sameDocument()).toBe(true);
    await browser.refresh();
    await pageHeading(browser);
    expect(await (await header()).$('a=Log in').isDisplayed()).toBe(true);
    expect(await (await accountButton()).isExisting()).toBe(false);
    await browser.setCookies(RETURNING_VISITOR_CONSENT);
  });
});

describe('search', () => {
  it("searches 'pasta' from the header and lands on its results, with the query in the box", async () => {
    await browser.url(`${site.url}/demo/`);
    await pageHeading(browser);
    const box = await (await header()).$('input[role="combobox"]');
    await box.setValue('pasta');
    await browser.keys('Enter');
    await browser.waitUntil(async () => (await pageHeading(browser)) === 'Search: pasta');
    const url = new URL(await browser.getUrl());
    expect([url.pathname, url.searchParams.get('q')]).toEqual(['/search/pins', 'pasta']);
    expect(await (await header()).$('input[role="combobox"]').getValue()).toBe('pasta');
  });

  it('suggests ideas, boards and people as one types, and opens one chosen by keyboard', async () => {
    await browser.url(`${site.url}/`);
    await pageHeading(browser);
    const box = await (await header()).$('input[role="combobox"]');
    await box.click();
    await browser.keys('gard'.split(''));
    const list = await browser.$('[role="listbox"][aria-label="Suggestions"]');
    await list.waitForDisplayed({ timeout: 10_000 });
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const options = await list.$$('[role="option"]');
    expect(options.length).toBeGreaterThan(0);
    await browser.keys('ArrowDown');
    const first = options[0];
    if (!first) throw new Error('no suggestion');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    expect(await first.getAttribute('aria-selected')).toBe('true');
    const label = await first.getText();
    await browser.keys('Enter');
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname.startsWith('/ideas/'), { timeout: 10_000 });
    expect(label.toLowerCase()).toContain('gard');
  });
});

describe('dark mode', () => {
  it('is kept after the reload the toggle does: the page is #111111 and the toggle is checked', async () => {
    await logIn(browser, site.url, 'demo', 'demo-password');
    const menu = await openAccountMenu();
    await menu.$('[role="menuitemcheckbox"]').click();
    await browser.waitUntil(async () => (await browser.execute(() => document.documentElement.dataset.theme ?? '')) === 'dark', {
      timeout: 15_000,
    });
    await pageHeading(browser);
    const background = await browser.execute(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(17, 17, 17)');
    const again = await openAccountMenu();
    expect(await again.$('[role="menuitemcheckbox"]').getAttribute('aria-checked')).toBe('true');
    await browser.keys('Escape');
  });

  it('paints the page #111111 before any script runs: no flash of the light theme', async () => {
    const cookies = await browser.getCookies(['pb_theme']);
    expect(cookies[0]?.value).toBe('dark');
    const noScript = await startBrowser({ person: true, scriptsDisabled: true });
    try {
      await noScript.url(`${site.url}/favicon-none`);
      await noScript.setCookies({ name: 'pb_theme', value: 'dark', path: '/' });
      await noScript.url(`${site.url}/demo/kitchen-ideas`);
      // The page's gutter, beside the board's cards (which come in the HTML): the page's own background.
      expect(await pixelAt(noScript, 3, 600)).toBe('#111111');
    } finally {
      await noScript.deleteSession();
    }
  });

  it('switches back to light the same way', async () => {
    const menu = await openAccountMenu();
    await menu.$('[role="menuitemcheckbox"]').click();
    await browser.waitUntil(async () => (await browser.execute(() => document.documentElement.dataset.theme ?? '')) === '', {
      timeout: 15_000,
    });
    expect(await browser.execute(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  });
});

describe('on a phone', () => {
  let phone: Browser;
  beforeAll(async () => {
    phone = await startBrowser({ person: true, windowSize: [390, 844] });
  });
  afterAll(async () => {
    await phone.deleteSession();
  });

  async function scrollsSideways(): Promise<boolean> {
    return phone.execute(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
  }

  it('shows a compact header and the bottom bar with Home, Search, Create and Profile, and never scrolls sideways', async () => {
    await phone.url(`${site.url}/`);
    await pageHeading(phone);
    const bar = await phone.$('nav[aria-label="Bottom"]');
    await bar.waitForDisplayed();
    const labels = await bar.$$('a').map((a) => a.getText());
    expect(labels).toEqual(['Home', 'Search', 'Create', 'Profile']);
    expect((await bar.getSize()).height).toBe(52);
    expect(await phone.$('#site-header').$('nav[aria-label="Main"]').isDisplayed()).toBe(false);
    expect((await phone.$('#site-header').getSize()).height).toBeLessThanOrEqual(64);
    expect(await scrollsSideways()).toBe(false);
  });

  it.each(['/', '/search/pins?q=soup', '/pin/1001', '/demo/', '/demo/kitchen-ideas', '/login', '/settings', '/no/such/page'])(
    '%s does not scroll sideways at 320 px',
    async (path) => {
      await phone.setWindowSize(320, 700);
      await phone.url(`${site.url}${path}`);
      await pageHeading(phone);
      expect([path, await scrollsSideways()]).toEqual([path, false]);
    },
  );
});
