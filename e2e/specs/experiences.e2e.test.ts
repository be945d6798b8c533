// The experiences area (issues 15 and 18) as people live it in Chromium, one journey each: a new
// visitor answers the cookie banner, follows an invite to sign up and comes back signed in from the
// mailed link; a three-day-old account meets its onboarding one thing at a time (the cookie banner,
// the modal, the survey, a banner, each control clear of the others at a phone's and a desktop's
// size), then a tip at each anchor; a visitor's saves on a phone are held and land on their profile
// at login; a person changes their settings, logs their phone out and changes their password, then
// finds their way back in on a 320 px screen. Each surface is scanned by axe on the way; what needs no browser
// is in the components' tests (SettingsPage.test.tsx and its neighbours) and the API's.
import { axeViolations } from '../support/axe';
import { pageHeading, PHONE_USER_AGENT, startBrowser, type Browser } from '../support/browser';
import { queryDb } from '../support/database';
import { cardAt, cardButton, logIn } from '../support/feed';
import { pressWhenEnabled } from '../support/forms';
import { signIn } from '../support/signIn';
import { HttpDevice } from '../support/httpDevice';
import { asReturningVisitor, closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

// Development mode: the status page lists the mail the site would have sent (the sign-up links).
// Visitors start fresh: the first journey is the cookie banner's.
beforeAll(async () => {
  ({ site, browser } = await openSession({ PINBOARD_DEV: '1' }, { person: true, freshVisitor: true, bidi: true }));
});
afterAll(() => closeSession({ site, browser }));

const EXPERIENCES = '#area-mf_experiences';
const COOKIE_TOAST = 'We saved your cookie preferences. You can change them in the settings section of your profile at any time.';
const banner = () => browser.$('p*=We use cookies to deliver personalized ads');

async function consentCookie(): Promise<string | undefined> {
  return (await browser.getCookies(['pb_cookie_choices']))[0]?.value;
}

/** The link in the mail the site would have sent (development mode lists it on the status page), once it is sent. */
async function mailedLink(subject: string, to: string): Promise<string> {
  const item = new RegExp(`<li>${subject}, to <strong>${to}</strong>: <a href="([^"]+)"`);
  let link = '';
  await browser.waitUntil(
    async () => {
      link = item.exec(await (await fetch(`${site.url}/_platform/`)).text())?.[1]?.replaceAll('&amp;', '&') ?? '';
      return link !== '';
    },
    { timeout: 15_000, timeoutMsg: `no mail '${subject}' to ${to} on the status page` },
  );
  return link;
}

/** Where an element is and how big, in the page's coordinates. */
async function box(selector: string): Promise<{ x: number; y: number; height: number }> {
  const element = browser.$(selector);
  const [at, size] = await Promise.all([element.getLocation(), element.getSize()]);
  return { ...at, height: size.height };
}

const NEW_PASSWORD = 'a-brand-new-password';

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

/**
 * The experiences layer's visible links and buttons, and those a person could not press: whatever
 * `elementFromPoint` finds at a control's centre that is neither it nor inside it (or a centre off
 * the screen). A modal dialog's page is inert by design: only what is inside an open dialog counts then.
 */
async function experienceControls(): Promise<{ checked: string[]; covered: string[] }> {
  return browser.execute((root: string) => {
    const layer = document.querySelector(root);
    const scope = layer?.querySelector('dialog[open]') ?? layer;
    const name = (element: Element | null) =>
      element ? (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40) || element.tagName : 'nothing';
    const checked: string[] = [];
    const covered: string[] = [];
    for (const control of scope ? [...scope.querySelectorAll('a[href], button')] : []) {
      const box = control.getBoundingClientRect();
      // Not drawn (none, or a visually hidden 1 px control).
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(control).visibility === 'hidden') continue;
      checked.push(name(control));
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) {
        covered.push(`${name(control)}: off the screen`);
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      if (hit === null || (hit !== control && !control.contains(hit))) covered.push(`${name(control)}: under ${name(hit)}`);
    }
    return { checked, covered };
  }, EXPERIENCES);
}

const PHONE_SIZE = { width: 390, height: 844 };
const DESKTOP_SIZE = { width: 1280, height: 800 };

/** At a phone's size and a desktop's, every control of the experiences layer is the thing a press at its centre lands on. */
async function controlsClearAtEverySize(expected: string[]): Promise<void> {
  for (const { width, height } of [PHONE_SIZE, DESKTOP_SIZE]) {
    await viewport(width, height);
    const { checked, covered } = await experienceControls();
    expect({ size: `${width}x${height}`, checked, covered }).toEqual({ size: `${width}x${height}`, checked: expected, covered: [] });
  }
}

/** The experiences a new person can meet on home that ask for something, by name, those up now. */
async function upNow(): Promise<string[]> {
  const surfaces: Record<string, ReturnType<Browser['$']>> = {
    cookies: banner(),
    modal: browser.$('dialog[open]'),
    survey: browser.$(`${EXPERIENCES} section[aria-label="Survey"]`),
    'Shopping is here': browser.$('h2=Shopping is here'),
    'welcome toast': browser.$('p*=Welcome back!'),
  };
  const up = await Promise.all(Object.entries(surfaces).map(async ([name, element]) => ((await element.isDisplayed()) ? name : null)));
  return up.filter((name) => name !== null);
}

describe('a new visitor', () => {
  it("chooses their cookies, follows Maya's invite to sign up, and the mailed link signs them in on the pin they were on; its second use is refused", async () => {
    await browser.url(`${site.url}/`);
    await banner().waitForDisplayed({ timeout: 20_000 });
    // Home as a visitor first sees it, in the light theme, the banner over it.
    expect(await axeViolations(browser)).toEqual([]);

    await browser.$('button=Let me choose').click();
    const dialog = browser.$('dialog[open]');
    await dialog.waitForDisplayed();
    expect(await dialog.$('h2').getText()).toBe('Choose your cookies');
    expect(await axeViolations(browser, EXPERIENCES)).toEqual([]);

    await dialog.$('label=Marketing cookies').click();
    await dialog.$('button=Save my choices').click();
    await browser.$(`p=${COOKIE_TOAST}`).waitForDisplayed({ timeout: 10_000 });
    expect(await banner().isExisting()).toBe(false);
    expect(await consentCookie()).toBe('a0m1p0');

    // Answered for good: the next page has no banner. The visitors' hero banner waits while the
    // cookie question is open, so once it shows, the page has decided there is none to ask.
    await browser.refresh();
    await browser.$('h2=Get your next great idea').waitForDisplayed({ timeout: 20_000 });
    expect(await banner().isExisting()).toBe(false);
    expect(await axeViolations(browser, EXPERIENCES)).toEqual([]);

    // Maya's invite: a pin page that names her, and a way to sign up that comes back to it.
    await browser.url(`${site.url}/pin/1001/?invite_code=a7c3e91f0b24d865`);
    const invitation = browser.$('h2=Maya invited you to Pinboard');
    await invitation.waitForDisplayed({ timeout: 20_000 });
    // The closeup as a visitor sees it, with the invitation over it.
    expect(await axeViolations(browser)).toEqual([]);

    const signUpLink = invitation.parentElement().$('a=Sign up');
    expect(await signUpLink.getAttribute('href')).toBe('/signup?next=%2Fpin%2F1001%2F');
    await signUpLink.click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/signup', { timeout: 15_000 });

    await browser.$('input[name="first_name"]').setValue('Ada');
    await browser.$('input[name="email"]').setValue('ada@example.com');
    await browser.$('input[name="username"]').setValue('ada_lovelace');
    await browser.$('input[name="password"]').setValue('analytical-engine');
    await pressWhenEnabled(browser.$('button=Sign up'));
    const sent = browser.$('h2=Check your email');
    await sent.waitForDisplayed({ timeout: 15_000 });
    expect(await sent.parentElement().getText()).toContain(
      'We sent a link to ada@example.com. Open it within 24 hours to finish signing up.',
    );
    expect(await axeViolations(browser, EXPERIENCES)).toEqual([]);

    const link = await mailedLink('Finish signing up as ada_lovelace', 'ada@example.com');
    await browser.url(`${site.url}${link}`);
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/pin/1001/', {
      timeout: 15_000,
      timeoutMsg: 'the link did not lead back to the pin',
    });
    await browser.$('#area-mf_closeup article h1').waitForDisplayed({ timeout: 15_000 });
    await browser.$('button[aria-label="Your account: Ada"]').waitForExist({ timeout: 15_000 });

    // The same link again, from a browser not signed in (no session, nor its security token): refused, with the ways on.
    await browser.deleteCookies(['pb_session', 'csrftoken', 'pb_csrf_secret']);
    await browser.url(`${site.url}${link}`);
    const refusal = browser.$('[role="alert"]');
    await refusal.waitForDisplayed({ timeout: 15_000 });
    expect(await refusal.getText()).toBe('This sign-up link has expired or was already used. Sign up again, or log in.');
    expect(await browser.$('a=Sign up again').getAttribute('href')).toBe('/signup');
    expect(await axeViolations(browser, EXPERIENCES)).toEqual([]);
  });
});

describe('a three-day-old account', () => {
  /** The experiences the server gives this browser's viewer for a placement, asked from the page as its own code asks. */
  async function servedFor(placement: string): Promise<string[]> {
    return browser.execute(async (id: string) => {
      const query = new URLSearchParams({ placement_ids: id, extra_context: '{}' });
      const response = await fetch(`/resource/UserExperienceResource/get/?${query}`);
      const body = (await response.json()) as { resource_response: { data: Record<string, { experience_id: string }> } };
      return Object.values(body.resource_response.data).map((e) => e.experience_id);
    }, placement);
  }

  it('meets one thing at a time on home, the cookie banner first, each control clear at a phone’s and a desktop’s size, and sends each away in turn', async () => {
    // Signed in with the login form's call (the form is the settings journey's), from a browser
    // that has not answered the cookie banner either: home comes next.
    await signIn(browser, site.url, 'newbie', 'demo-password', 'fresh');
    await browser.url(`${site.url}/`);
    try {
      await banner().waitForDisplayed({ timeout: 20_000 });
      expect(await upNow()).toEqual(['cookies']);
      await controlsClearAtEverySize(['Cookie policy', 'Accept all', 'Reject all', 'Let me choose']);
      await browser.$('button=Accept all').click();

      // Then the onboarding modal, after its delay; Escape sends it away for good.
      const modal = browser.$('dialog[open]').$('h2=Organize your ideas');
      await modal.waitForDisplayed({ timeout: 20_000 });
      expect(await upNow()).toEqual(['modal']);
      await controlsClearAtEverySize(['Not now', 'Create a board']);
      expect(await axeViolations(browser, EXPERIENCES)).toEqual([]);
      await browser.keys('Escape');
      await modal.waitForDisplayed({ reverse: true, timeout: 5000 });
      // Dismissed for good: what the server now gives this account for the modal's placement.
      await browser.waitUntil(async () => (await servedFor('1000075')).length === 0, {
        timeout: 10_000,
        timeoutMsg: 'the server still gives the dismissed modal',
      });

      // The survey, after its own delay, alone: its buttons are pressed, not the banners'.
      const survey = browser.$(`${EXPERIENCES} section[aria-label="Survey"]`);
      await survey.waitForDisplayed({ timeout: 20_000 });
      expect(await upNow()).toEqual(['survey']);
      await controlsClearAtEverySize(['Take the survey (opens in a new tab)', 'No thanks']);
      await survey.$('button=No thanks').click();

      // The marketing banner, then the welcome toast once nothing else asks.
      const shopping = browser.$('h2=Shopping is here');
      await shopping.waitForDisplayed({ timeout: 20_000 });
      expect(await upNow()).toEqual(['Shopping is here']);
      await controlsClearAtEverySize(['shopping guide', 'editor’s picks', 'Start shopping', 'Maybe later', 'Close']);
      await browser.$('button=Maybe later').click();
      await browser.$('p*=Welcome back!').waitForDisplayed({ timeout: 10_000 });
      expect(await upNow()).toEqual(['welcome toast']);
    } finally {
      await viewport(1280, 900);
    }
  });

  it('then meets a tip at each anchor it comes to', async () => {
    // A returning visitor's cookie answer follows them in: no cookie question before the tips.
    await signIn(browser, site.url, 'newbie');

    // A pulsar on the closeup's Save; its tip opens below the button, announced.
    await browser.url(`${site.url}/pin/1001/`);
    const pulsar = browser.$('button[aria-label="Show a tip about this"]');
    await pulsar.waitForDisplayed({ timeout: 20_000 });
    // The secret boards tip came with the pulsar's answer once; it means something only on their own boards.
    expect(await browser.$('aside[aria-label="Tip"]').isExisting()).toBe(false);
    await pulsar.click();
    const tip = browser.$('[role="status"]*=Save ideas you love to your boards.');
    await tip.waitForDisplayed();
    const save = await box('[data-experience-anchor="save-button"]');
    const at = await tip.getLocation();
    expect(at.y).toBeGreaterThanOrEqual(save.y + save.height);
    expect(Math.abs(at.x - save.x)).toBeLessThan(240);

    await tip.$('button=Got it').click();
    await tip.waitForDisplayed({ reverse: true });

    // Their profile: a popover below Create board, and a tip callout. (A tooltip, a popover and a
    // flyout are one surface, a popover's with a title: it is scanned here and on search.)
    await browser.url(`${site.url}/newbie/`);
    const popover = browser.$('[role="status"]*=Split a big board into sections to keep it tidy.');
    await popover.waitForDisplayed({ timeout: 20_000 });
    expect((await popover.getLocation()).y).toBeGreaterThan((await box('[data-experience-anchor="board-create-button"]')).y);
    expect(await browser.$('aside[aria-label="Tip"]').getText()).toContain('Secret boards are only visible to you and your collaborators.');
    // The popover and the callout side by side: neither covers the other's controls.
    const controls = await experienceControls();
    expect(controls.covered).toEqual([]);
    expect(controls.checked.length).toBeGreaterThanOrEqual(2);
    expect(await axeViolations(browser, EXPERIENCES)).toEqual([]);

    // Someone else's board: a banner to make one like it, until Not now.
    await browser.url(`${site.url}/demo/garden-plans/`);
    const boardBanner = browser.$('h2=Make a board like this one');
    await boardBanner.waitForDisplayed({ timeout: 20_000 });
    // The whole board page, as anyone but its owner sees it (its owner's is the sweep's).
    expect(await axeViolations(browser)).toEqual([]);

    await browser.$('button=Not now').click();
    await boardBanner.waitForDisplayed({ reverse: true });

    // Search: a flyout over the scopes.
    await browser.url(`${site.url}/search/pins/?q=garden`);
    await browser.$('[role="status"]*=Switch between Pins, boards and people here.').waitForDisplayed({ timeout: 20_000 });
    // The whole search page: its pins scope is scanned here (the sweep scans the others).
    expect(await axeViolations(browser)).toEqual([]);
  });
});

describe('a visitor on a phone', () => {
  it('saves two pins, each held with a note, and after logging in finds both on their profile, saved once', async () => {
    const phone = await startBrowser({ phone: true, bidi: true });
    try {
      await asReturningVisitor(phone, site.url);
      for (const pinId of ['1001', '1002']) {
        await phone.url(`${site.url}/pin/${pinId}/`);
        const save = phone.$('main').$('button=Save');
        await save.waitForDisplayed({ timeout: 15_000 });
        // chromedriver scrolls a control to the window's bottom edge, under the phone's fixed bar; a person sees it mid-screen.
        await save.scrollIntoView({ block: 'center' });
        await save.click();
        await phone.$("p*=Saved for later. Log in and we'll add it to your profile.").waitForDisplayed({ timeout: 15_000 });
      }
      await logIn(phone, site.url, 'newbie', 'demo-password');
      // Once made, the held saves are confirmed by a toast naming where they went, linked (issue 60, item 10).
      const toast = phone.$('div[role="status"]*=Saved 2 Pins to');
      await toast.waitForDisplayed({ timeout: 20_000 });
      expect(await toast.$('a').getText()).toBe('Profile');
      expect(await toast.$('a').getAttribute('href')).toBe('/me/');
      const saved = queryDb<{ root: number }>(
        site,
        'SELECT root_pin_id AS root FROM pins WHERE pinner_id = 4 AND is_repin = 1 AND root_pin_id IN (1001, 1002) ORDER BY root',
      );
      expect(saved.map((row) => row.root)).toEqual([1001, 1002]);
      // Once: the list left the phone before it was saved, so no later page saves it again.
      expect(await phone.execute(() => localStorage.getItem('pb_held_saves'))).toBeNull();
    } finally {
      await phone.deleteSession();
    }
  });
});

describe('a person in their settings', () => {
  it('changes their profile, saving and cookies, logs their phone out and changes their password, then finds their way back in on a 320 px screen', async () => {
    await signIn(browser, site.url, 'demo');
    await browser.url(`${site.url}/settings`);
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
      expect(await axeViolations(browser, 'dialog[open]')).toEqual([]);

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
      expect(await axeViolations(browser, EXPERIENCES)).toEqual([]);
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
