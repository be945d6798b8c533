// A person's account on the real site in Chromium, in one walk (issue 38, item 7: no dead ends): a
// visitor who forgot their password gets back in with the link the site mails, once (development
// mode: the status page lists the mail it would have sent), and turns on two-factor
// authentication with the password (its recovery codes shown once), after which logging in asks
// for a code (the authenticator app's codes come from otplib, as a phone's would). What each page says in each case is in the experiences and business
// areas' component tests (the business hub's way to two-factor among them); what the API stores
// and refuses, in its route tests.
import { request as httpRequest } from 'node:http';
import { generate } from 'otplib';
import { type Browser } from '../support/browser';
import { feedGrid, logIn } from '../support/feed';
import { pressWhenEnabled } from '../support/forms';
import { waitForHeading } from '../support/pageChecks';
import { asReturningVisitor, closeSession, openSession } from '../support/session';
import { queryDb } from '../support/database';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSession({ PINBOARD_DEV: '1' }, { person: true }));
});
afterAll(() => closeSession({ site, browser }));

const heading = (text: string) => waitForHeading(browser, text);

/** The code an authenticator app shows for this key half a minute from now (the next step: each code works once). */
const nextCode = (key: string) => generate({ secret: key.replace(/\s/g, ''), epoch: Math.floor(Date.now() / 1000) + 30 });

describe('a person who forgot their password', () => {
  it("comes to the home feed as a visitor, sets a new password with the mailed link and logs in, turns on two-factor authentication with the app's code; the link then works no more, and logging in asks for a code", async () => {
    // Home greets a visitor with a banner in its own colours, its main button readable on them.
    await browser.url(`${site.url}/`);
    await browser.$('section*=Get your next great idea').waitForDisplayed({ timeout: 20_000 });
    const look = await browser.execute(() => {
      const section = [...document.querySelectorAll('section')].find((s) => s.textContent?.includes('Get your next great idea'));
      const button = section?.querySelector('a.pb-button--primary');
      const style = (element: Element | null | undefined) => (element ? getComputedStyle(element) : null);
      return {
        background: style(section)?.backgroundColor,
        text: style(section)?.color,
        buttonBackground: style(button)?.backgroundColor,
        buttonText: style(button)?.color,
      };
    });
    expect(look).toEqual({
      background: 'rgb(230, 0, 35)',
      text: 'rgb(255, 255, 255)',
      buttonBackground: 'rgb(255, 255, 255)',
      buttonText: 'rgb(17, 17, 17)',
    });

    await (await browser.$('header').$('a=Log in')).click();
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
    await logIn(browser, site.url, 'newbie', 'a-brand-new-password', '/settings');

    // Two-factor authentication in settings, with the password: a wrong code is refused, the app's is
    // taken, and the recovery codes are shown once.
    await heading('Settings');
    const section = browser.$('section#two-factor');
    await (await section.$('button=Set up two-factor authentication')).click();
    await section.$('svg[aria-label="QR code for your authenticator app"]').waitForDisplayed({ timeout: 10_000 });
    const key = await section.$('code').getText();
    expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    await (await section.$('input[name="password"]')).setValue('a-brand-new-password');
    await (await section.$('input[name="code"]')).setValue('000000');
    await (await section.$('button=Turn on')).click();
    await section.$('p[role="alert"]*=That code isn\'t right').waitForDisplayed({ timeout: 10_000 });
    await (await section.$('input[name="code"]')).setValue(await generate({ secret: key.replace(/\s/g, '') }));
    await (await section.$('button=Turn on')).click();
    await section.$('p[role="status"]*=Two-factor authentication is on.').waitForDisplayed({ timeout: 10_000 });
    const codes = await section.$('ol[aria-label="Recovery codes"]');
    await codes.waitForDisplayed({ timeout: 10_000 });
    expect(await codes.$$('li').length).toBe(10);
    expect(await section.getText()).toContain("they won't be shown again");
    await (await section.$('button=I’ve saved them')).click();
    await section.$('p*=10 of 10 recovery codes left.').waitForDisplayed({ timeout: 10_000 });
    expect(await section.$('ol[aria-label="Recovery codes"]').isExisting()).toBe(false);

    // Logged out, the reset link is spent.
    await browser.deleteCookies();
    await browser.url(used);
    await (await browser.$('input[name="password"]')).setValue('yet-another-password');
    await (await browser.$('button=Save the new password')).click();
    const refusal = await browser.$('#reset-error');
    await refusal.waitForDisplayed({ timeout: 10_000 });
    expect(await refusal.getText()).toContain('This reset link has expired or was already used.');
    expect(await (await refusal.$('a=Ask for a new link')).getAttribute('href')).toBe('/password/reset');

    // Logging in with the new password asks for the app's code, with focus where it is typed.
    await browser.url(`${site.url}/login`);
    await (await browser.$('input[name="username"]')).setValue('newbie');
    await (await browser.$('input[name="password"]')).setValue('a-brand-new-password');
    await pressWhenEnabled(browser.$('button[type="submit"]'));
    await browser.$('p[role="alert"]=Enter the 6-digit code from your authenticator app.').waitForDisplayed({ timeout: 10_000 });
    await browser.waitUntil(async () => (await browser.execute(() => document.activeElement?.getAttribute('name'))) === 'code');
    await (await browser.$('input[name="code"]')).setValue(await nextCode(key));
    // Sent with Enter from the code field, as a person does (the cookie banner may cover the button).
    await browser.keys('Enter');
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/', { timeout: 15_000, timeoutMsg: 'not logged in' });
  });
});

/**
 * Wrong passwords for `username` from another loopback address, as a stranger elsewhere sends them,
 * until `times` were checked (401); a refused one (429) is sent again when its Retry-After ends.
 */
async function guessFrom(address: string, username: string, times: number): Promise<void> {
  const port = Number(new URL(site.url).port);
  const cookies = new Map<string, string>();
  const send = (method: string, path: string, body?: object) =>
    new Promise<{ status: number; retryAfterS: number }>((resolve, reject) => {
      const text = body ? JSON.stringify(body) : '';
      const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
      const csrf = cookies.get('csrftoken') ?? '';
      const sent = httpRequest(
        {
          host: '127.0.0.1',
          port,
          localAddress: address,
          method,
          path,
          headers: { cookie, 'x-csrftoken': decodeURIComponent(csrf), ...(text ? { 'content-type': 'application/json' } : {}) },
        },
        (response) => {
          for (const line of response.headers['set-cookie'] ?? []) {
            const [pair = ''] = line.split(';');
            cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
          }
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, retryAfterS: Number(response.headers['retry-after'] ?? 1) }),
          );
        },
      );
      sent.on('error', reject);
      sent.end(text);
    });
  await send('GET', '/resource/UserSessionResource/get/');
  for (let checked = 0; checked < times;) {
    const answer = await send('POST', '/resource/UserSessionResource/create/', {
      username_or_email: username,
      password: `wrong-${checked}`,
    });
    if (answer.status === 401) checked += 1;
    else if (answer.status === 429) await new Promise((resolve) => setTimeout(resolve, answer.retryAfterS * 1000));
    else throw new Error(`a guess answered ${answer.status}`);
  }
}

describe('an owner whom strangers’ guesses hold back on a new device', () => {
  it('asks for a one-time login link, gets in with it from the mail, and the link then works no more', async () => {
    await browser.deleteCookies();
    await browser.url(`${site.url}/login`);
    await (await browser.$('input[name="username"]')).setValue('maya_chen');
    await (await browser.$('input[name="password"]')).setValue('demo-password');
    // Twelve failures from three addresses (the third goes on as each delay ends): the account's
    // next try from a new device waits 4 s, and this browser's comes at once.
    await guessFrom('127.0.0.41', 'maya_chen', 5);
    await guessFrom('127.0.0.42', 'maya_chen', 5);
    await guessFrom('127.0.0.43', 'maya_chen', 2);
    await pressWhenEnabled(browser.$('button[type="submit"]'));
    await browser.$('p[role="alert"]*=Too many failed attempts to log in.').waitForDisplayed({ timeout: 10_000 });
    await pressWhenEnabled(browser.$('button=Email me a login link'));
    await browser.$('p[role="status"]*=a login link is on its way').waitForDisplayed({ timeout: 10_000 });

    await browser.url(`${site.url}/_platform/`);
    const mail = await browser.$('section[aria-labelledby="mail-heading"]');
    await mail.waitForDisplayed();
    const link = await mail.$('a[href^="/login/link/"]');
    const path = await link.getAttribute('href');
    await link.click();
    await heading('Log in with your link');
    await pressWhenEnabled(browser.$('button=Log in'));
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/', { timeout: 15_000, timeoutMsg: 'not logged in' });

    await browser.deleteCookies();
    await browser.url(`${site.url}${path}`);
    await pressWhenEnabled(browser.$('button=Log in'));
    await browser.$('p[role="alert"]*=This login link has expired or was already used.').waitForDisplayed({ timeout: 10_000 });
  });
});

describe('a new person', () => {
  it('signs up and, on their first home, picks five topics: the home feed is drawn from them, and the step is not asked again', async () => {
    await browser.deleteCookies();
    await asReturningVisitor(browser, site.url);
    await browser.url(`${site.url}/signup`);
    await (await browser.$('input[name="first_name"]')).setValue('Grace');
    await (await browser.$('input[name="email"]')).setValue('grace@example.com');
    await (await browser.$('input[name="username"]')).setValue('grace_hopper');
    await (await browser.$('input[name="password"]')).setValue('compiler-pioneer');
    await pressWhenEnabled(browser.$('button=Sign up'));
    await browser.$('h2=Check your email').waitForDisplayed({ timeout: 15_000 });
    let link = '';
    await browser.waitUntil(
      async () => {
        const page = await (await fetch(`${site.url}/_platform/`)).text();
        link = /<li>Finish signing up as grace_hopper, to <strong>grace@example.com<\/strong>: <a href="([^"]+)"/.exec(page)?.[1] ?? '';
        return link !== '';
      },
      { timeout: 15_000, timeoutMsg: 'no sign-up mail on the status page' },
    );
    await browser.url(`${site.url}${link.replaceAll('&amp;', '&')}`);

    await heading('What are you interested in?');
    const topics = await browser.$('ul[aria-label="Topics"]');
    await topics.waitForDisplayed({ timeout: 15_000 });
    const done = await browser.$('button=Done');
    expect(await done.isEnabled()).toBe(false);
    const picked = ['Travel', 'Gardening', 'Art', 'Weddings', 'Outdoors'];
    for (const name of picked) await (await topics.$(`button*=${name}`)).click();
    expect(await browser.$('main [role="status"]').getText()).toBe('5 picked');
    await done.click();

    await heading('Home feed');
    const grid = await feedGrid(browser);
    const shown = await grid.$$('[role="listitem"]').map((card) => card.getAttribute('data-pin-id'));
    const [person] = queryDb<{ id: number }>(site, "SELECT id FROM users WHERE username = 'grace_hopper'");
    const follows = queryDb<{ name: string }>(
      site,
      'SELECT i.name FROM interest_follows f JOIN interests i ON i.id = f.interest_id WHERE f.user_id = ? ORDER BY i.name',
      person?.id,
    );
    expect(follows.map((f) => f.name)).toEqual([...picked].sort());
    const outside = queryDb<{ id: number }>(
      site,
      `SELECT p.id FROM pins p JOIN interests i ON i.id = p.interest_id WHERE p.id IN (${shown.map(Number).join(', ')}) AND i.name NOT IN (${picked.map((n) => `'${n}'`).join(', ')})`,
    );
    expect(outside).toEqual([]);

    await browser.refresh();
    await heading('Home feed');
    expect(await browser.$('h1=What are you interested in?').isExisting()).toBe(false);
  });
});
