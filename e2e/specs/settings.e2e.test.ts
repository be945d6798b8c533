// Issue 15: the settings page on the real site, API and SQLite, in Chromium, through what a person
// sees: profile, save behaviour and a cookie switch persist across a reload; a wrong current
// password is refused with the server's words; a changed password is the one that logs in; and
// /settings, /login, /signup, the login prompt and the toast fit a 320 px screen.
import AxeBuilder from '@axe-core/webdriverio';
import { pageHeading, startBrowser, type Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { cardAt, cardButton, logIn } from '../support/feed';
import { asReturningVisitor, closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';
import { pressWhenEnabled } from '../support/forms';

let site: RunningSite;
let browser: Browser;

const NEW_PASSWORD = 'a-brand-new-password';

beforeAll(async () => {
  ({ site, browser } = await openSession({}, { person: true }));
  await logIn(browser, site.url, 'demo', 'demo-password', '/settings');
});
afterAll(() => closeSession({ site, browser }));

async function openSettings(): Promise<void> {
  await browser.url(`${site.url}/settings`);
  await headingIs('Settings');
}

async function headingOn(on: Browser, text: string): Promise<void> {
  await on.waitUntil(async () => (await pageHeading(on)) === text, { timeout: 15_000, timeoutMsg: `the heading never read '${text}'` });
}

async function headingIs(text: string): Promise<void> {
  try {
    await browser.waitUntil(async () => (await pageHeading(browser)) === text, { timeout: 15_000 });
  } catch {
    const [url, main] = await Promise.all([browser.getUrl(), browser.execute(() => document.querySelector('main')?.textContent ?? '')]);
    throw new Error(`the heading never read '${text}' on ${url}: ${main.slice(0, 300)}`);
  }
}

/** A section's polite status or its alert, once it reads `text`. */
async function sectionSays(sectionId: string, role: 'status' | 'alert', text: string): Promise<void> {
  const line = browser.$(`#${sectionId} [role="${role}"]`);
  await browser.waitUntil(async () => (await line.isExisting()) && (await line.getText()) === text, {
    timeout: 10_000,
    timeoutMsg: `#${sectionId} never said '${text}' (${role})`,
  });
}

async function toastSays(text: string) {
  const toast = browser.$('#area-mf_experiences div[role="status"]');
  await browser.waitUntil(async () => (await toast.isExisting()) && (await toast.getText()).includes(text), {
    timeout: 10_000,
    timeoutMsg: `no toast '${text}'`,
  });
  return toast;
}

const checked = async (selector: string): Promise<boolean> => Boolean(await browser.$(selector).getProperty('checked'));
const value = async (selector: string): Promise<string> => String(await browser.$(selector).getProperty('value'));

async function fillPassword(current: string, next: string, confirm: string): Promise<void> {
  await browser.$('#password input[name="current"]').setValue(current);
  await browser.$('#password input[name="next"]').setValue(next);
  await browser.$('#password input[name="confirm"]').setValue(confirm);
  await browser.$('#password').$('button=Change password').click();
}

/** The page's viewport, as a phone's (the window's outer size would include the browser's own frame). */
async function viewport(width: number, height: number): Promise<void> {
  await browser.setViewport({ width, height });
  await browser.waitUntil(async () => (await browser.execute(() => window.innerWidth)) === width, {
    timeout: 5_000,
    timeoutMsg: `the viewport never became ${width} px wide`,
  });
}

async function scrollsSideways(): Promise<boolean> {
  return browser.execute(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** Whether an element lies wholly inside the viewport's width. */
async function fitsAcross(selector: string): Promise<boolean> {
  return browser.execute((s: string) => {
    const box = document.querySelector(s)?.getBoundingClientRect();
    return box !== undefined && box.left >= 0 && box.right <= document.documentElement.clientWidth;
  }, selector);
}

async function axeViolations(): Promise<string[]> {
  // This area's page (the header is the shell's, scanned by its own suite).
  const result = await new AxeBuilder({ client: browser }).include('#area-mf_experiences').analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

describe('settings', () => {
  it('saves full name, About, save behaviour and a cookie switch; the header follows at once; all persist across a reload', async () => {
    await openSettings();
    // Whatever demo has now, choose the other save behaviour and flip the marketing switch.
    const toProfile = !(await checked('#saving input[value="0"]'));
    const marketing = !(await checked('#cookies input[name="allow_marketing_cookies"]'));

    await browser.$('#profile input[name="full_name"]').setValue('Ada Settings');
    await browser.$('#profile input[name="first_name"]').setValue('Ada');
    await browser.$('#profile textarea[name="about"]').setValue('I save soups and garden plans.');
    await browser.$('#profile').$('button=Save profile').click();
    await sectionSays('profile', 'status', 'Your profile is saved.');
    // The header's account button names the viewer: it shows the new name without a reload.
    await browser.$('button[aria-label="Your account: Ada Settings"]').waitForExist({ timeout: 10_000 });

    await browser
      .$('#saving')
      .$(`label=${toProfile ? 'Save to your profile' : 'Choose a board each time'}`)
      .click();
    await sectionSays('saving', 'status', toProfile ? 'Saved. New Pins go to your profile.' : "Saved. You'll choose a board each time.");

    await browser.$('#cookies').$('label=Marketing cookies').click();
    await toastSays('We saved your cookie preferences. You can change them in the settings section of your profile at any time.');

    await browser.refresh();
    await headingIs('Settings');
    expect(await value('#profile input[name="full_name"]')).toBe('Ada Settings');
    expect(await value('#profile input[name="first_name"]')).toBe('Ada');
    expect(await value('#profile textarea[name="about"]')).toBe('I save soups and garden plans.');
    expect(await checked('#saving input[value="0"]')).toBe(toProfile);
    expect(await checked('#saving input[value="1"]')).toBe(!toProfile);
    expect(await checked('#cookies input[name="allow_marketing_cookies"]')).toBe(marketing);
    expect(await browser.$('button[aria-label="Your account: Ada Settings"]').isExisting()).toBe(true);

    // What the API stored.
    const [user] = queryDb<{ full_name: string; first_name: string; save_behavior: number }>(
      site,
      "SELECT full_name, first_name, save_behavior FROM users WHERE username = 'demo'",
    );
    expect(user).toEqual({ full_name: 'Ada Settings', first_name: 'Ada', save_behavior: toProfile ? 0 : 1 });
  });

  it("refuses a wrong current password with the server's words, beside the form", async () => {
    await openSettings();
    await fillPassword('not-my-password', NEW_PASSWORD, NEW_PASSWORD);
    await sectionSays('password', 'alert', 'Your current password is not right.');
    expect(await browser.$('#password input[name="current"]').getAttribute('aria-invalid')).toBe('true');
  });

  it('has no axe violations, in the light and the dark theme', async () => {
    await openSettings();
    expect(await axeViolations()).toEqual([]);
    await browser.setCookies({ name: 'pb_theme', value: 'dark', path: '/' });
    await openSettings();
    expect(await browser.execute(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await axeViolations()).toEqual([]);
    await browser.deleteCookies(['pb_theme']);
  });

  it('fits a 320 px screen, and so does its toast', async () => {
    await viewport(320, 800);
    try {
      await openSettings();
      expect(await scrollsSideways()).toBe(false);
      // At the foot of a 800 px window the label can sit under the page's edge: bring it up first.
      const analytics = browser.$('#cookies').$('label=Analytics cookies');
      await analytics.scrollIntoView({ block: 'center' });
      await analytics.click();
      await toastSays('We saved your cookie preferences.');
      expect(await fitsAcross('#area-mf_experiences div[role="status"]')).toBe(true);
      expect(await scrollsSideways()).toBe(false);
    } finally {
      await viewport(1280, 900);
    }
  });

  it('lists where the account is logged in, and logs the phone out from here', async () => {
    const phone = await startBrowser({ phone: true });
    try {
      await asReturningVisitor(phone, site.url);
      await logIn(phone, site.url, 'demo', 'demo-password', '/settings');
      await headingOn(phone, 'Settings');
      await openSettings();
      const list = browser.$('#sessions').$('ul[aria-label="Browsers logged in to your account"]');
      await list.waitForDisplayed();
      // Newest first: the phone, then this browser.
      const first = list.$('li');
      expect(await first.getText()).toContain('Chrome on Android');
      expect(await list.$('li*=This browser').getText()).toContain('Chrome on Linux');
      await first.$('button=Log out').click();
      await sectionSays('sessions', 'status', 'Logged out of Chrome on Android.');
      expect(await list.$('li*=Chrome on Android').isExisting()).toBe(false);
      // The phone's next page is a visitor's.
      await phone.refresh();
      await headingOn(phone, 'Log in to see your settings');
    } finally {
      await phone.deleteSession();
    }
  });

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    await openSettings();
    await fillPassword('demo-password', NEW_PASSWORD, NEW_PASSWORD);
    await sectionSays('password', 'status', 'Your password is changed.');
    expect(await value('#password input[name="current"]')).toBe('');

    await browser.deleteCookies();
    await browser.url(`${site.url}/login?next=${encodeURIComponent('/settings')}`);
    await browser.$('input[name="username"]').setValue('demo');
    await browser.$('input[name="password"]').setValue('demo-password');
    await pressWhenEnabled(browser.$('button[type="submit"]'));
    const refused = browser.$('#area-mf_experiences [role="alert"]');
    await refused.waitForDisplayed({ timeout: 10_000 });
    expect(await refused.getText()).toBe("That username or password isn't right.");

    await logIn(browser, site.url, 'demo', NEW_PASSWORD, '/settings');
    await headingIs('Settings');
  });

  it('asks a visitor to log in, and comes back to settings after', async () => {
    await browser.deleteCookies();
    await browser.url(`${site.url}/settings`);
    await headingIs('Log in to see your settings');
    await browser.$('main').$('a=Log in').click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/login', { timeout: 10_000 });
    await browser.$('input[name="username"]').setValue('demo');
    await browser.$('input[name="password"]').setValue(NEW_PASSWORD);
    await browser.$('button[type="submit"]').click();
    // Back on /settings first: a heading read while the login page's h1 is being replaced can wait on the old element.
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/settings', { timeout: 15_000 });
    await headingIs('Settings');
  });

  it('/login, /signup and signed-out /settings do not scroll sideways at 320 px; the login prompt fits', async () => {
    await browser.deleteCookies();
    await viewport(320, 800);
    try {
      for (const [path, heading] of [
        ['/login', 'Log in'],
        ['/signup', 'Sign up'],
        ['/settings', 'Log in to see your settings'],
      ] as const) {
        await browser.url(`${site.url}${path}`);
        await headingIs(heading);
        expect([path, await scrollsSideways()]).toEqual([path, false]);
        if (path === '/signup') expect(await browser.$('main').$('button=Sign up').isExisting()).toBe(true);
      }

      await browser.url(`${site.url}/`);
      const save = await cardButton(await cardAt(browser, 0), 'Save');
      await browser.execute((el: HTMLElement) => el.focus(), save as unknown as HTMLElement);
      await browser.keys('Enter');
      await browser.$('dialog[open]').waitForDisplayed({ timeout: 10_000 });
      expect(await fitsAcross('dialog[open]')).toBe(true);
      expect(await scrollsSideways()).toBe(false);
    } finally {
      await viewport(1280, 900);
    }
  });
});
