// Issue 38, item 7: no dead ends. 'Learn more' on 'Heads up!' leads to the community guidelines; a
// blocked redirect has a way back; a forgotten password can be reset without mail (the link is on
// the development status page); /offsite/'s refusals look like the site. The real site (in
// development mode, for the status page's unsent mail) in Chromium.
import type { Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { feedGrid, logIn } from '../support/feed';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSession({ PINBOARD_DEV: '1' }, { person: true }));
});
afterAll(() => closeSession({ site, browser }));

const heading = async (text: string) => {
  await browser.waitUntil(
    async () =>
      (await browser
        .$('main h1')
        .getText()
        .catch(() => '')) === text,
    {
      timeout: 15_000,
      timeoutMsg: `no heading '${text}'`,
    },
  );
};

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
    await (await browser.$('button=Send the link')).click();
    await browser.$('p[role="status"]*=a link to reset its password is on its way').waitForDisplayed({ timeout: 10_000 });

    // Development mode: the status page lists what the site would have mailed.
    await browser.url(`${site.url}/_platform/`);
    const mail = await browser.$('section[aria-labelledby="mail-heading"]');
    await mail.waitForDisplayed();
    expect(await mail.getText()).toContain('Password reset for newbie');
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
