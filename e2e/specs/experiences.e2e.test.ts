// Issue 18 as a person sees it in Chromium: the cookie banner for a fresh visitor (Reject all, Let
// me choose), a signed-in user's experiences (a modal dismissed for good, a tip at its anchor),
// signing up, and each surface clean under axe.
import AxeBuilder from '@axe-core/webdriverio';
import { startBrowser, type Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { logIn } from '../support/feed';
import { asReturningVisitor, closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';
import { pressWhenEnabled } from '../support/forms';

let site: RunningSite;
let browser: Browser;

// Development mode: the status page lists the mail the site would have sent (the sign-up links).
beforeAll(async () => ({ site, browser } = await openSession({ PINBOARD_DEV: '1' }, { person: true, freshVisitor: true })));
afterAll(() => closeSession({ site, browser }));

const COOKIE_TOAST = 'We saved your cookie preferences. You can change them in the settings section of your profile at any time.';
const banner = () => browser.$('p*=We use cookies to deliver personalized ads');

/** What a person does first on a fresh visit: answer the banner (it covers the bottom of the page). */
async function acceptCookies(): Promise<void> {
  await banner().waitForDisplayed({ timeout: 20_000 });
  await browser.$('button=Accept all').click();
  await banner().waitForDisplayed({ reverse: true, timeout: 10_000 });
  // Its 3 s toast sits at the bottom centre too, and stays while the pointer rests on it: a person
  // moves on and waits for it before the form's button.
  await browser.action('pointer').move({ x: 5, y: 5 }).perform();
  await browser.$(`p=${COOKIE_TOAST}`).waitForDisplayed({ reverse: true, timeout: 10_000 });
}

async function axeViolations(): Promise<string[]> {
  const result = await new AxeBuilder({ client: browser }).include('#area-mf_experiences').analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function consentCookie(): Promise<string | undefined> {
  return (await browser.getCookies(['pb_cookie_choices']))[0]?.value;
}

describe('cookie consent', () => {
  it('a fresh visitor sees the banner; Reject all shows the toast, and after a reload the banner is gone', async () => {
    await browser.url(`${site.url}/`);
    await banner().waitForDisplayed({ timeout: 20_000 });
    expect(await browser.$('a=Cookie policy').getAttribute('href')).toBe('/policy/cookies/');
    expect(await axeViolations()).toEqual([]);
    await browser.$('button=Reject all').click();
    await browser.$(`p=${COOKIE_TOAST}`).waitForDisplayed({ timeout: 10_000 });
    await banner().waitForDisplayed({ reverse: true, timeout: 10_000 });
    expect(await consentCookie()).toBe('a0m0p0');

    await browser.refresh();
    await browser.$('main h1').waitForDisplayed({ timeout: 15_000 });
    // Experiences come after the page settles: give it the time it takes, then look.
    await browser.pause(3000);
    expect(await banner().isExisting()).toBe(false);
  });

  it('Let me choose opens a dialog of three switches; the one turned on is what is saved', async () => {
    await browser.deleteCookies();
    await browser.url(`${site.url}/`);
    await banner().waitForDisplayed({ timeout: 20_000 });
    await browser.$('button=Let me choose').click();
    const dialog = browser.$('dialog[open]');
    await dialog.waitForDisplayed();
    expect(await dialog.$('h2').getText()).toBe('Choose your cookies');
    expect(await axeViolations()).toEqual([]);
    await dialog.$('label=Marketing cookies').click();
    await dialog.$('button=Save my choices').click();
    await browser.$(`p=${COOKIE_TOAST}`).waitForDisplayed({ timeout: 10_000 });
    expect(await consentCookie()).toBe('a0m1p0');
    expect(await banner().isExisting()).toBe(false);
  });
});

describe("a signed-in user's experiences", () => {
  it('the onboarding modal shows after its delay, Escape dismisses it, and it does not return', async () => {
    await browser.deleteCookies();
    await browser.url(`${site.url}/login`);
    // newbie never answered: the answer given here as a visitor becomes theirs at login.
    await acceptCookies();
    await logIn(browser, site.url, 'newbie', 'demo-password');
    const modal = browser.$('dialog[open]').$('h2=Organize your ideas');
    await modal.waitForDisplayed({ timeout: 20_000 });
    expect(await axeViolations()).toEqual([]);
    await browser.keys('Escape');
    await modal.waitForDisplayed({ reverse: true, timeout: 5000 });
    await browser.refresh();
    await browser.$('main h1').waitForDisplayed({ timeout: 15_000 });
    // The page asked for its experiences again; past the modal's 1000 ms delay it stays away.
    await browser.waitUntil(
      () => browser.execute(() => performance.getEntriesByType('resource').some((e) => e.name.includes('UserExperienceResource'))),
      { timeout: 20_000 },
    );
    await browser.pause(2500);
    expect(await browser.$('h2=Organize your ideas').isExisting()).toBe(false);
  });

  it("a pulsar sits on the closeup's Save; clicking it shows its tooltip below the button, announced", async () => {
    await browser.url(`${site.url}/pin/1001/`);
    const pulsar = browser.$('button[aria-label="Show a tip about this"]');
    await pulsar.waitForDisplayed({ timeout: 20_000 });
    await pulsar.click();
    const tip = browser.$('[role="status"]*=Save ideas you love to your boards.');
    await tip.waitForDisplayed();
    const save = await browser.$('[data-experience-anchor="save-button"]').getLocation();
    const saveSize = await browser.$('[data-experience-anchor="save-button"]').getSize();
    const at = await tip.getLocation();
    expect(at.y).toBeGreaterThanOrEqual(save.y + saveSize.height);
    expect(Math.abs(at.x - save.x)).toBeLessThan(240);
    expect(await axeViolations()).toEqual([]);
    await tip.$('button=Got it').click();
    await tip.waitForDisplayed({ reverse: true });
  });
  it("a popover on the profile's Create board, a banner on a board page, a flyout on search: each where it belongs, each clean under axe", async () => {
    await browser.url(`${site.url}/newbie/`);
    const popover = browser.$('[role="status"]*=Split a big board into sections to keep it tidy.');
    await popover.waitForDisplayed({ timeout: 20_000 });
    const create = await browser.$('[data-experience-anchor="board-create-button"]').getLocation();
    expect((await popover.getLocation()).y).toBeGreaterThan(create.y);
    expect(await browser.$('aside[aria-label="Tip"]').getText()).toContain('Secret boards are only visible to you and your collaborators.');
    expect(await axeViolations()).toEqual([]);

    await browser.url(`${site.url}/demo/garden-plans/`);
    const banner = browser.$('h2=Make a board like this one');
    await banner.waitForDisplayed({ timeout: 20_000 });
    expect(await axeViolations()).toEqual([]);
    await browser.$('button=Not now').click();
    await banner.waitForDisplayed({ reverse: true });

    await browser.url(`${site.url}/search/pins/?q=garden`);
    const flyout = browser.$('[role="status"]*=Switch between Pins, boards and people here.');
    await flyout.waitForDisplayed({ timeout: 20_000 });
    expect(await axeViolations()).toEqual([]);
  });
});

describe('sign up', () => {
  /** Development mode: the status page lists what the site would have mailed; the newest first. */
  async function mailedLink(text: string): Promise<string> {
    const mail = () => browser.$('section[aria-labelledby="mail-heading"]').$(`li*=${text}`);
    // Mailed just after the answer: the status page lists it once it is sent.
    await browser.waitUntil(
      async () => {
        await browser.url(`${site.url}/_platform/`);
        return mail().isExisting();
      },
      { timeout: 15_000, timeoutMsg: `no mail '${text}' on the status page` },
    );
    return (await mail().$('a').getAttribute('href')) ?? '';
  }

  async function signUp(email: string, username: string): Promise<void> {
    await browser.$('input[name="first_name"]').setValue('Ada');
    await browser.$('input[name="email"]').setValue(email);
    await browser.$('input[name="username"]').setValue(username);
    await browser.$('input[name="password"]').setValue('analytical-engine');
    await pressWhenEnabled(browser.$('button=Sign up'));
    const news = browser.$('h2=Check your email');
    await news.waitForDisplayed({ timeout: 15_000 });
    expect(await news.parentElement().getText()).toContain(`We sent a link to ${email}. Open it within 24 hours to finish signing up.`);
  }

  it("a new user signs up, opens the mailed link, and lands signed in where they were going; the link's second use is refused", async () => {
    await browser.deleteCookies();
    await browser.url(`${site.url}/signup?next=%2Fsettings%2F`);
    await acceptCookies();
    await signUp('ada@example.com', 'ada_lovelace');
    expect(await axeViolations()).toEqual([]);
    const link = await mailedLink('Finish signing up as ada_lovelace, to ada@example.com');
    await browser.url(`${site.url}${link}`);
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/settings/', { timeout: 15_000 });
    await browser.$('h1=Settings').waitForDisplayed({ timeout: 15_000 });

    await browser.deleteCookies();
    await browser.url(`${site.url}${link}`);
    const refusal = browser.$('[role="alert"]');
    await refusal.waitForDisplayed({ timeout: 15_000 });
    expect(await refusal.getText()).toBe('This sign-up link has expired or was already used. Sign up again, or log in.');
    expect(await browser.$('a=Sign up again').getAttribute('href')).toBe('/signup');
    expect(await axeViolations()).toEqual([]);
  });

  it('answers an email that has an account as any other, and mails its owner a way in instead', async () => {
    await browser.deleteCookies();
    await browser.url(`${site.url}/signup`);
    await acceptCookies();
    await signUp('demo@example.com', 'not_demo');
    const link = await mailedLink('Someone tried to sign up with your email, to demo');
    expect(link).toMatch(/^\/password\/reset\//);
  });

  it('shows the refusal at its field: a taken username', async () => {
    await browser.deleteCookies();
    await browser.url(`${site.url}/signup`);
    await acceptCookies();
    await browser.$('input[name="first_name"]').setValue('Dee');
    await browser.$('input[name="email"]').setValue('dee@example.com');
    await browser.$('input[name="username"]').setValue('demo');
    await browser.$('input[name="password"]').setValue('long-enough-pw');
    await pressWhenEnabled(browser.$('button=Sign up'));
    await browser.$('[role="alert"]=That username is taken. Pick another one.').waitForDisplayed({ timeout: 10_000 });
    expect(await browser.$('input[name="username"]').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('held saves on a phone', () => {
  it("a visitor's two saves are held with a note, and after login both are on their profile", async () => {
    const phone = await startBrowser({ phone: true });
    try {
      await asReturningVisitor(phone, site.url);
      for (const pinId of ['1001', '1002']) {
        await phone.url(`${site.url}/pin/${pinId}/`);
        const save = phone.$('main').$('button=Save');
        await save.waitForDisplayed({ timeout: 15_000 });
        // chromedriver scrolls a control to the window's bottom edge, under the phone's fixed bar; a person sees it mid-screen.
        await save.scrollIntoView({ block: 'center' });
        await save.click();
        const note = phone.$("p*=Saved for later. Log in and we'll add it to your profile.");
        await note.waitForDisplayed({ timeout: 15_000 });
      }
      await logIn(phone, site.url, 'newbie', 'demo-password');
      await phone.$('p=We saved the 2 Pins you picked before you logged in.').waitForDisplayed({ timeout: 20_000 });
      const saved = queryDb<{ root: number }>(
        site,
        'SELECT root_pin_id AS root FROM pins WHERE pinner_id = 4 AND is_repin = 1 AND root_pin_id IN (1001, 1002) ORDER BY root',
      );
      expect(saved.map((row) => row.root)).toEqual([1001, 1002]);
      // Once: the list is gone, a reload saves nothing again.
      await phone.refresh();
      await phone.pause(3000);
      expect(await phone.$('p*=Pins you picked before you logged in').isExisting()).toBe(false);
    } finally {
      await phone.deleteSession();
    }
  });
});

describe('invite landing', () => {
  it("shows a visitor the sender's first name in a popover; Sign up keeps the page", async () => {
    await browser.deleteCookies();
    await asReturningVisitor(browser, site.url);
    await browser.url(`${site.url}/pin/1001/?invite_code=a7c3e91f0b24d865`);
    const popover = browser.$('h2=Maya invited you to Pinboard');
    await popover.waitForDisplayed({ timeout: 20_000 });
    expect(await popover.parentElement().$('a=Sign up').getAttribute('href')).toBe('/signup?next=%2Fpin%2F1001%2F');
    expect(await axeViolations()).toEqual([]);
    await browser.$('button[aria-label="Close the invitation"]').click();
    await popover.waitForDisplayed({ reverse: true });
  });

  it('shows nothing for an unknown code or an invite channel without a popover', async () => {
    for (const code of ['zzzz0000zzzz0000', 'e6a19c4d2b8f0735']) {
      await browser.url(`${site.url}/?invite_code=${code}`);
      await browser.$('main h1').waitForDisplayed({ timeout: 15_000 });
      await browser.pause(3000);
      expect([code, await browser.$('aside*=invited you').isExisting()]).toEqual([code, false]);
    }
  });
});
