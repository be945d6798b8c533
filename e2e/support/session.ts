// One real site and one browser per suite: started before its tests, always stopped after.
import { startBrowser, type Browser, type BrowserOptions } from './browser';
import { startSite, type RunningSite } from './site';

export interface Session {
  site: RunningSite;
  browser: Browser;
}

/** The cookie banner's answer a returning visitor has given (all allowed), so it stays out of the way of other suites' clicks. */
export const RETURNING_VISITOR_CONSENT = { name: 'pb_cookie_choices', value: 'a1m1p1', path: '/' };

/** Gives a browser the cookie answer a returning visitor has (suites about other things start there). */
export async function asReturningVisitor(browser: Browser, siteUrl: string): Promise<void> {
  await browser.url(`${siteUrl}/robots.txt`);
  await browser.setCookies(RETURNING_VISITOR_CONSENT);
}

/**
 * A site and a browser, started side by side (each takes seconds); if either fails, the other is
 * stopped before the failure is thrown. The browser has a returning visitor's cookie answer unless
 * `freshVisitor`.
 */
export async function openSession(
  env: Record<string, string> = {},
  browserOptions: BrowserOptions & { freshVisitor?: boolean } = {},
): Promise<Session> {
  const [started, opened] = await Promise.allSettled([startSite(env), startBrowser(browserOptions)]);
  if (started.status === 'rejected' || opened.status === 'rejected') {
    await closeSession({
      ...(started.status === 'fulfilled' ? { site: started.value } : {}),
      ...(opened.status === 'fulfilled' ? { browser: opened.value } : {}),
    });
    throw started.status === 'rejected' ? started.reason : (opened as PromiseRejectedResult).reason;
  }
  const session = { site: started.value, browser: opened.value };
  try {
    if (!browserOptions.freshVisitor) await asReturningVisitor(session.browser, session.site.url);
  } catch (error) {
    await closeSession(session);
    throw error;
  }
  return session;
}

export async function closeSession(session: Partial<Session>): Promise<void> {
  await session.browser?.deleteSession().catch(() => undefined);
  await session.site?.stop();
}
