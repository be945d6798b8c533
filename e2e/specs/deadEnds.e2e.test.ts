// Issue 38, item 7: no dead ends. 'Learn more' on 'Heads up!' leads to the community guidelines; a
// blocked redirect has a way back; a forgotten password can be reset without mail (the link is on
// the development status page); /offsite/'s refusals look like the site; two-factor authentication
// can be turned on in settings (and then meets a business's rule, and logging in asks for a code);
// notifications have their page. The real site (in development mode, for the status page's unsent
// mail) in Chromium; the authenticator app's codes come from otplib, as a phone's would.
import { generate } from 'otplib';
import type { Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { feedGrid, logIn } from '../support/feed';
import { waitForHeading } from '../support/pageChecks';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';
import { pressWhenEnabled } from '../support/forms';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSession({ PINBOARD_DEV: '1' }, { person: true }));
});
afterAll(() => closeSession({ site, browser }));

const heading = (text: string) => waitForHeading(browser, text);

describe("'Heads up!'", () => {
  it("'Learn more' opens the community guidelines, in the words of the report reasons", async () => {
    const [pin] = queryDb<{ id: number }>(
      site,
      "SELECT id FROM pins WHERE link LIKE 'https://cheap-watches-outlet.biz/%' AND is_repin = 0 LIMIT 1",
    );
    await browser.url(`${site.url}/pin/${pin?.id}/`);
    await (await browser.$('#area-mf_closeup').$('a=cheap-watches-outlet.biz')).click();
    const dialog = await browser.$('dialog[open]');
    await dialog.waitForDisplayed({ timeout: 10_000 });
    const learnMore = await dialog.$('a=Learn more');
    expect(await learnMore.getAttribute('href')).toBe('/help/community-guidelines');
    await browser.url(`${site.url}/help/community-guidelines`);
    await heading('Community guidelines');
    const page = await browser.$('main').getText();
    for (const reason of ['Spam', 'Harassment or criticism', 'My intellectual property']) expect(page).toContain(reason);
    expect(page).toContain('Links we warn about');
  });

  it('a blocked redirect page has a way back home when it did not come from a Pin', async () => {
    await browser.url(`${site.url}/pin_redirect?redirectUrl=${encodeURIComponent('https://cheap-watches-outlet.biz/')}`);
    const warning = await browser.$('h2=Heads up!');
    await warning.waitForDisplayed({ timeout: 15_000 });
    const home = await browser.$('a=Go to the home feed');
    expect(await home.getAttribute('href')).toBe('/');
    await home.click();
    await feedGrid(browser);
  });
});

describe("'Forgot your password?'", () => {
  it('sends a link where mail would go, and the link sets a new password to log in with, once', async () => {
    await browser.url(`${site.url}/login`);
    await (await browser.$('a=Forgot your password?')).click();
    await heading('Reset your password');
    await (await browser.$('input[name="username"]')).setValue('newbie');
    await pressWhenEnabled(browser.$('button=Send the link'));
    await browser.$('p[role="status"]*=a link to reset its password is on its way').waitForDisplayed({ timeout: 10_000 });

    // Development mode: the status page lists what the site would have mailed.
    await browser.url(`${site.url}/_platform/`);
    const mail = await browser.$('section[aria-labelledby="mail-heading"]');
    await mail.waitForDisplayed();
    expect(await mail.getText()).toContain('Password reset, to newbie');
    await (await mail.$('a')).click();
    await heading('Choose a new password');
    await (await browser.$('input[name="password"]')).setValue('a-brand-new-password');
    await (await browser.$('button=Save the new password')).click();
    await browser.$('p[role="status"]*=Your password is changed').waitForDisplayed({ timeout: 10_000 });
    const used = await browser.getUrl();

    await logIn(browser, site.url, 'newbie', 'a-brand-new-password');
    // The link is spent.
    await browser.deleteCookies();
    await browser.url(used);
    await (await browser.$('input[name="password"]')).setValue('yet-another-password');
    await (await browser.$('button=Save the new password')).click();
    const refusal = await browser.$('#reset-error');
    await refusal.waitForDisplayed({ timeout: 10_000 });
    expect(await refusal.getText()).toContain('This reset link has expired or was already used.');
    expect(await (await refusal.$('a=Ask for a new link')).getAttribute('href')).toBe('/password/reset');
  });
});

describe("/offsite/'s refusals", () => {
  it("wear the site's look: its header and stylesheet, nothing else loaded", async () => {
    await browser.url(`${site.url}/offsite/?token=forged&url=${encodeURIComponent('https://example.com/')}&pin=1001`);
    const header = await browser.$('header.site-header');
    await header.waitForDisplayed();
    expect(await browser.execute(() => getComputedStyle(document.querySelector('header.site-header') as Element).position)).toBe('sticky');
    expect(
      await browser.execute(() =>
        [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => new URL((l as HTMLLinkElement).href).pathname),
      ),
    ).toEqual([expect.stringMatching(/^\/shell\/styles\.[0-9a-f]+\.css$/)]);
    expect(await browser.$('a=Go to the Pinboard home page').isDisplayed()).toBe(true);
  });
});

/** The code an authenticator app shows for this key half a minute from now (the next step: each code works once). */
const nextCode = (key: string) => generate({ secret: key.replace(/\s/g, ''), epoch: Math.floor(Date.now() / 1000) + 30 });

describe('two-factor authentication', () => {
  it("is set up in settings with the app's code, opens the business the rule kept out, and then logging in asks for a code", async () => {
    await browser.deleteCookies();
    await logIn(browser, site.url, 'partner', 'demo-password', '/business/hub');
    await heading('Business hub');
    const loom = browser.$('main').$('//li[.//h3[normalize-space()="Loom & Ladle Kitchen"]]');
    await loom.waitForDisplayed({ timeout: 15_000 });
    await (await loom.$('a=Turn on two-factor authentication')).click();
    await heading('Settings');

    const section = browser.$('section#two-factor');
    await (await section.$('button=Set up two-factor authentication')).click();
    await section.$('svg[aria-label="QR code for your authenticator app"]').waitForDisplayed({ timeout: 10_000 });
    const key = await section.$('code').getText();
    expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    await (await section.$('input[name="code"]')).setValue('000000');
    await (await section.$('button=Turn on')).click();
    await section.$('p[role="alert"]*=That code isn\'t right').waitForDisplayed({ timeout: 10_000 });
    await (await section.$('input[name="code"]')).setValue(await generate({ secret: key.replace(/\s/g, '') }));
    await (await section.$('button=Turn on')).click();
    await section.$('p[role="status"]*=Two-factor authentication is on.').waitForDisplayed({ timeout: 10_000 });

    await browser.url(`${site.url}/business/hub`);
    await heading('Business hub');
    await loom.$('button=Act as Loom & Ladle Kitchen').waitForDisplayed({ timeout: 15_000 });
    expect(await loom.getText()).not.toMatch(/Unavailable/);

    await browser.deleteCookies();
    await browser.url(`${site.url}/login`);
    await (await browser.$('input[name="username"]')).setValue('partner');
    await (await browser.$('input[name="password"]')).setValue('demo-password');
    await pressWhenEnabled(browser.$('button[type="submit"]'));
    await browser.$('p[role="alert"]=Enter the 6-digit code from your authenticator app.').waitForDisplayed({ timeout: 10_000 });
    const code = await browser.$('input[name="code"]');
    await browser.waitUntil(async () => (await browser.execute(() => document.activeElement?.getAttribute('name'))) === 'code');
    await code.setValue(await nextCode(key));
    await (await browser.$('button[type="submit"]')).click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/', { timeout: 15_000, timeoutMsg: 'not logged in' });
  });
});

describe('notifications', () => {
  it('tells demo who followed them and who invited them to a board, marked new only until they have looked', async () => {
    await browser.deleteCookies();
    await logIn(browser, site.url, 'maya_chen', 'demo-password', '/demo/');
    const follow = await browser.$('main').$('button=Follow');
    await follow.waitForDisplayed({ timeout: 15_000 });
    await follow.click();
    await browser.$('main').$('button=Following').waitForDisplayed({ timeout: 10_000 });

    await browser.deleteCookies();
    await logIn(browser, site.url, 'demo', 'demo-password');
    await (await browser.$('button[aria-label^="Your account"]')).click();
    await (await browser.$('[role="menu"]').$('a=Notifications')).click();
    await heading('Notifications');
    expect(await browser.getTitle()).toBe('Notifications · Pinboard');
    const list = browser.$('ol[aria-label="Notifications"]');
    await list.waitForDisplayed({ timeout: 15_000 });
    const rows = async (): Promise<string[]> => list.$$('li').map((row) => row.getText());
    const first = await rows();
    expect(first[0]).toMatch(/^New\s*Maya Chen started following you · (Just now|\dm)$/);
    // Older ones are a page further on.
    await (await browser.$('button=Show more')).click();
    await browser.waitUntil(async () => (await rows()).length > first.length);
    expect((await rows()).some((row) => /^New\s*Tomás Álvarez invited you to join Cabin Weekend Trip · \w{3} \d+, \d{4}$/.test(row))).toBe(
      true,
    );
    await (await list.$('a=Maya Chen')).waitForDisplayed();

    await browser.refresh();
    await list.waitForDisplayed({ timeout: 15_000 });
    await browser.waitUntil(async () => (await rows()).length === first.length);
    expect((await rows()).some((row) => row.startsWith('New'))).toBe(false);
  });

  it('asks a visitor to log in', async () => {
    await browser.deleteCookies();
    await browser.url(`${site.url}/notifications/`);
    await heading('Log in to see your notifications');
  });
});
