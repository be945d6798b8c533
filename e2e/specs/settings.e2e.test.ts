// Issue 15: the settings page on the real site, API and SQLite, in Chromium, as one person's visit:
// what they change persists across a reload (in the dark theme they switch to) and the header
// follows at once; they log their phone out from here and change their password; then, signed out
// on a 320 px screen, the login prompt, sign-up, settings and login pages fit, and only the new
// password lets them back in. What needs no browser is in SettingsPage.test.tsx and the API's tests.
import { axeViolations } from '../support/axe';
import { pageHeading, PHONE_USER_AGENT, type Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { cardAt, cardButton, logIn } from '../support/feed';
import { pressWhenEnabled } from '../support/forms';
import { HttpDevice } from '../support/httpDevice';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

const NEW_PASSWORD = 'a-brand-new-password';
// This area's page (the header is the shell's, scanned with the other screens).
const EXPERIENCES = '#area-mf_experiences';

beforeAll(async () => ({ site, browser } = await openSession({}, { person: true })));
afterAll(() => closeSession({ site, browser }));

async function headingIs(text: string): Promise<void> {
  try {
    await browser.waitUntil(async () => (await pageHeading(browser)) === text, { timeout: 15_000 });
  } catch {
    const [url, main] = await Promise.all([browser.getUrl(), browser.execute(() => document.querySelector('main')?.textContent ?? '')]);
    throw new Error(`the heading never read '${text}' on ${url}: ${main.slice(0, 300)}`);
  }
}

async function pathIs(path: string): Promise<void> {
  await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === path, {
    timeout: 15_000,
    timeoutMsg: `never on ${path}`,
  });
}

/** A section's polite status or its alert, once it reads `text`. */
async function sectionSays(sectionId: string, role: 'status' | 'alert', text: string): Promise<void> {
  const line = browser.$(`#${sectionId} [role="${role}"]`);
  await browser.waitUntil(async () => (await line.isExisting()) && (await line.getText()) === text, {
    timeout: 10_000,
    timeoutMsg: `#${sectionId} never said '${text}' (${role})`,
  });
}

async function toastSays(text: string): Promise<void> {
  const toast = browser.$(`${EXPERIENCES} div[role="status"]`);
  await browser.waitUntil(async () => (await toast.isExisting()) && (await toast.getText()).includes(text), {
    timeout: 10_000,
    timeoutMsg: `no toast '${text}'`,
  });
}

const checked = async (selector: string): Promise<boolean> => Boolean(await browser.$(selector).getProperty('checked'));
const value = async (selector: string): Promise<string> => String(await browser.$(selector).getProperty('value'));

async function fillPassword(current: string, next: string): Promise<void> {
  await browser.$('#password input[name="current"]').setValue(current);
  await browser.$('#password input[name="next"]').setValue(next);
  await browser.$('#password input[name="confirm"]').setValue(next);
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

async function openAccountMenu(): Promise<void> {
  await browser.$('button[aria-label^="Your account"]').click();
  await browser.$('[role="menu"]').waitForDisplayed();
}

describe('settings', () => {
  it('a person changes their profile, saving and cookies, logs their phone out and changes their password, then finds their way back in on a 320 px screen', async () => {
    await logIn(browser, site.url, 'demo', 'demo-password', '/settings');
    await headingIs('Settings');
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
    expect(await axeViolations(browser, EXPERIENCES)).toEqual([]);

    // Meanwhile their phone logs in; then they switch to the dark theme, which reloads the page.
    const phone = new HttpDevice(site.url, PHONE_USER_AGENT);
    await phone.logIn('demo', 'demo-password');
    await openAccountMenu();
    await browser.$('[role="menu"]').$('button*=Dark mode').click();
    await browser.waitUntil(async () => (await browser.execute(() => document.documentElement.dataset.theme)) === 'dark', {
      timeout: 15_000,
      timeoutMsg: 'the page never came back dark',
    });
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

    // Where they are logged in, newest first: the phone, then this browser. The phone is logged out from here.
    const list = browser.$('#sessions').$('ul[aria-label="Browsers logged in to your account"]');
    await list.waitForDisplayed();
    const first = list.$('li');
    expect(await first.getText()).toContain('Chrome on Android');
    expect(await list.$('li*=This browser').getText()).toContain('Chrome on Linux');
    expect(await axeViolations(browser, EXPERIENCES)).toEqual([]);
    await first.$('button=Log out').click();
    await sectionSays('sessions', 'status', 'Logged out of Chrome on Android.');
    expect(await list.$('li*=Chrome on Android').isExisting()).toBe(false);
    expect(await phone.signedIn()).toBe(false);

    // A slip of the finger first: the server's words, beside the form; then the password changes.
    await fillPassword('not-my-password', NEW_PASSWORD);
    await sectionSays('password', 'alert', 'Your current password is not right.');
    expect(await browser.$('#password input[name="current"]').getAttribute('aria-invalid')).toBe('true');
    await fillPassword('demo-password', NEW_PASSWORD);
    await sectionSays('password', 'status', 'Your password is changed.');
    expect(await value('#password input[name="current"]')).toBe('');

    // A 320 px screen: the page and its toast fit. (The pages after this one come in the light theme again.)
    await browser.deleteCookies(['pb_theme']);
    await viewport(320, 800);
    try {
      expect(await scrollsSideways()).toBe(false);
      // At the foot of a 800 px window the label can sit under the page's edge: bring it up first.
      const analytics = browser.$('#cookies').$('label=Analytics cookies');
      await analytics.scrollIntoView({ block: 'center' });
      await analytics.click();
      await toastSays('We saved your cookie preferences.');
      expect(await fitsAcross(`${EXPERIENCES} div[role="status"]`)).toBe(true);
      expect(await scrollsSideways()).toBe(false);

      // Logged out, they try to save a pin, by keyboard: the login prompt fits, and reads well.
      await browser.deleteCookies(['pb_session', 'csrftoken', 'pb_csrf_secret']);
      await browser.url(`${site.url}/`);
      const save = await cardButton(await cardAt(browser, 0), 'Save');
      await browser.execute((el: HTMLElement) => el.focus(), save as unknown as HTMLElement);
      await browser.keys('Enter');
      const prompt = browser.$('dialog[open]');
      await prompt.waitForDisplayed({ timeout: 10_000 });
      expect(await fitsAcross('dialog[open]')).toBe(true);
      expect(await scrollsSideways()).toBe(false);
      expect(await axeViolations(browser)).toEqual([]);

      // The prompt's way to sign up; the sign-up page fits.
      await prompt.$('a=Sign up').click();
      await pathIs('/signup');
      await headingIs('Sign up');
      expect(await browser.$('main').$('button=Sign up').isExisting()).toBe(true);
      expect(await scrollsSideways()).toBe(false);

      // Settings asks them to log in, and brings them back after; the old password no longer does.
      await browser.url(`${site.url}/settings`);
      await headingIs('Log in to see your settings');
      expect(await scrollsSideways()).toBe(false);
      await browser.$('main').$('a=Log in').click();
      await pathIs('/login');
      await headingIs('Log in');
      expect(await scrollsSideways()).toBe(false);
      expect(await axeViolations(browser)).toEqual([]);
      await browser.$('input[name="username"]').setValue('demo');
      await browser.$('input[name="password"]').setValue('demo-password');
      await pressWhenEnabled(browser.$('button[type="submit"]'));
      const refused = browser.$(`${EXPERIENCES} [role="alert"]`);
      await refused.waitForDisplayed({ timeout: 10_000 });
      expect(await refused.getText()).toBe("That username or password isn't right.");
      await browser.$('input[name="password"]').setValue(NEW_PASSWORD);
      await pressWhenEnabled(browser.$('button[type="submit"]'));
      // Back on /settings first: a heading read while the login page's h1 is being replaced can wait on the old element.
      await pathIs('/settings');
      await headingIs('Settings');
    } finally {
      await viewport(1280, 900);
    }
  });
});
