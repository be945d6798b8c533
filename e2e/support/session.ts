// One real site and one browser per suite: started before its tests, always stopped after.
import { startBrowser, type Browser, type BrowserOptions } from './browser';
import { startSite, type RunningSite } from './site';

export interface Session {
  site: RunningSite;
  browser: Browser;
}

/** The cookie banner's answer a returning visitor has given (all allowed), so it stays out of the way of other suites' clicks. */
export const RETURNING_VISITOR_CONSENT = { name: 'pb_cookie_choices', value: 'a1m1p1', path: '/' };

export async function openSession(
  env: Record<string, string> = {},
  browserOptions: BrowserOptions & { freshVisitor?: boolean } = {},
): Promise<Session> {
  const site = await startSite(env);
  try {
    const browser = await startBrowser(browserOptions);
    if (!browserOptions.freshVisitor) {
      await browser.url(`${site.url}/robots.txt`);
      await browser.setCookies(RETURNING_VISITOR_CONSENT);
    }
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
