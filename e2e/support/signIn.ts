// Signs a browser in with the login form's own call, made from a page of the site, for journeys
// that start signed in: the form itself is a journey of its own elsewhere, and going through it
// costs two page loads a time.
import type { Browser } from './browser';
import { asReturningVisitor } from './session';

/**
 * The browser, as a returning visitor with no session, signed in as `username` (on /robots.txt).
 * `fresh`: a visitor who has not answered the cookie banner (a returning visitor's answer follows
 * them into an account that has none).
 */
export async function signIn(
  browser: Browser,
  siteUrl: string,
  username: string,
  password = 'demo-password',
  visitor: 'returning' | 'fresh' = 'returning',
): Promise<void> {
  await browser.deleteCookies();
  if (visitor === 'returning') await asReturningVisitor(browser, siteUrl);
  else await browser.url(`${siteUrl}/robots.txt`);
  const answer = await browser.executeAsync(
    (name: string, secret: string, done: (result: string) => void) => {
      // The session read hands out the CSRF token the write then sends back.
      void fetch('/resource/UserSessionResource/get/', { credentials: 'same-origin' })
        .then(() => {
          const token = decodeURIComponent(/(?:^|; )csrftoken=([^;]*)/.exec(document.cookie)?.[1] ?? '');
          return fetch('/resource/UserSessionResource/create/', {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json', 'X-CSRFToken': token },
            body: JSON.stringify({ username_or_email: name, password: secret }),
          });
        })
        .then(async (response) => done(response.status === 200 ? 'ok' : `${response.status}: ${await response.text()}`))
        .catch((error: unknown) => done(String(error)));
    },
    username,
    password,
  );
  if (answer !== 'ok') throw new Error(`signing in as ${username} answered ${answer}`);
}
