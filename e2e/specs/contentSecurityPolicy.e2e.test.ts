// The site under its Content-Security-Policy in Chromium: every area still loads (through the
// federation runtime, with integrity) and works, without a single violation of its own; a script
// injected into the page is blocked, and the browser's report reaches the status page.
import { pageHeading, type Browser } from '../support/browser';
import { cardAt, closeupOf, logIn, openPinCard } from '../support/feed';
import { platformStatus } from '../support/platformStatus';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => ({ site, browser } = await openSession({}, { person: true })));
afterAll(() => closeSession({ site, browser }));

async function reportedViolations(): Promise<{ total: number; kinds: { directive: string; blocked: string; count: number }[] }> {
  const status = await platformStatus<{
    cspViolations: { total: number; kinds: { directive: string; blocked: string; count: number }[] };
  }>(site.url);
  return status.cspViolations;
}

/** Violations this document saw, from the moment the listener was added (the status page counts reports). */
async function watchViolations(): Promise<void> {
  await browser.execute(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
}
const violationsSeen = () => browser.execute(() => (window as unknown as { __violations?: string[] }).__violations ?? []);

describe('the Content-Security-Policy', () => {
  it('is sent with the document and lets the whole site work with no violation of its own', async () => {
    const response = await fetch(`${site.url}/`);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');

    await browser.url(`${site.url}/`);
    expect(await pageHeading(browser)).toBe('Home feed');
    await watchViolations();
    await cardAt(browser, 0);
    // A pin page (client navigation), then a board, as a signed-in person.
    const pinId = await openPinCard(browser, 0);
    await closeupOf(browser, pinId);
    expect(await violationsSeen()).toEqual([]);
    await logIn(browser, site.url, 'demo', 'demo-password', '/demo/');
    await watchViolations();
    await browser.$('a*=Kitchen').click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname !== '/demo/');
    expect(await pageHeading(browser)).toMatch(/Kitchen/i);
    expect(await violationsSeen()).toEqual([]);
    // Nor did any page before the listener was added: the browser reports every violation.
    expect((await reportedViolations()).total).toBe(0);
  });

  it('blocks an injected inline script and the report reaches the status page', async () => {
    await browser.url(`${site.url}/`);
    await pageHeading(browser);
    await watchViolations();
    const ran = await browser.execute(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect((await violationsSeen()).some((v) => v.startsWith('script-src-elem inline'))).toBe(true);
    await browser.waitUntil(async () => (await reportedViolations()).total >= 1, {
      timeout: 20_000,
      interval: 500,
      timeoutMsg: 'the violation was not reported to /_platform/csp-reports',
    });
    const reported = await reportedViolations();
    // Only the injected script: the walk above caused none.
    expect(reported.total).toBe(1);
    expect(reported.kinds).toEqual([{ directive: 'script-src-elem', blocked: 'inline', count: 1 }]);
  });
});
