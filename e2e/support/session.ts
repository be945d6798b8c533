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

export async function openSession(
  env: Record<string, string> = {},
  browserOptions: BrowserOptions & { freshVisitor?: boolean } = {},
): Promise<Session> {
  const site = await startSite(env);
  try {
    const browser = await startBrowser(browserOptions);
    if (!browserOptions.freshVisitor) await asReturningVisitor(browser, site.url);
    return { site, browser };
  } catch (error) {
    await site.stop();
    throw error;
  }
}

export async function closeSession(session: Partial<Session>): Promise<void> {
  await session.browser?.deleteSession().catch(() => undefined);
  await session.site?.stop();
}
