// One real site and one browser per suite: started before its tests, always stopped after.
import { startBrowser, type Browser, type BrowserOptions } from './browser';
import { startSite, type RunningSite } from './site';

export interface Session {
  site: RunningSite;
  browser: Browser;
}

export async function openSession(env: Record<string, string> = {}, browserOptions: BrowserOptions = {}): Promise<Session> {
  const site = await startSite(env);
  try {
    return { site, browser: await startBrowser(browserOptions) };
  } catch (error) {
    await site.stop();
    throw error;
  }
}

export async function closeSession(session: Partial<Session>): Promise<void> {
  await session.browser?.deleteSession().catch(() => undefined);
  await session.site?.stop();
}
