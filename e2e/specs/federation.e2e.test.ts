// The platform's promise to the person using it: one seamless site. Only the areas a route needs
// are fetched, and what the document preloads is used; areas talk over one typed bus; moving
// between all five areas by links keeps one document, with back and forward; one React and one
// bus serve them all; and the whole walk runs under the Content-Security-Policy without a single
// violation, while a script injected into the page is blocked and reported.
import { pageHeading, requestsTo, type Browser } from '../support/browser';
import { cardAt, cardButton, closeupOf, logIn, openPinCard } from '../support/feed';
import { platformStatus } from '../support/platformStatus';
import { reactRenderersSeen, watchReactRenderers } from '../support/reactRenderers';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSession({}, { person: true, bidi: true }));
  await watchReactRenderers(browser);
});
afterAll(() => closeSession({ site, browser }));

async function reportedViolations(): Promise<{ total: number; kinds: { directive: string; blocked: string; count: number }[] }> {
  const status = await platformStatus<{
    cspViolations: { total: number; kinds: { directive: string; blocked: string; count: number }[] };
  }>(site.url);
  return status.cspViolations;
}

/** Marks the document, to tell later whether a move between areas kept it. */
const markDocument = () =>
  browser.execute(() => {
    (window as unknown as { __documentMarker?: string }).__documentMarker = 'same-document';
  });
const marker = () => browser.execute(() => (window as unknown as { __documentMarker?: string }).__documentMarker);

async function headingBecomes(text: string | RegExp): Promise<void> {
  await browser.waitUntil(async () => {
    const heading = await pageHeading(browser);
    return typeof text === 'string' ? heading === text : text.test(heading);
  });
}

async function fromAccountMenu(item: string): Promise<void> {
  const before = await pageHeading(browser);
  await browser.$('button[aria-label^="Your account"]').click();
  await browser.$('[role="menu"]').$(`a*=${item}`).click();
  await browser.waitUntil(async () => (await pageHeading(browser)) !== before, { timeoutMsg: `${item} never opened` });
}

describe('one seamless site', () => {
  it('a visitor and then a partner move through all five areas in one document, on one React and one bus', async () => {
    // A visitor's first page: only the closeup's files, and what the document preloaded ran.
    await browser.url(`${site.url}/pin/1001`);
    await closeupOf(browser, '1001');
    expect((await requestsTo(browser, 'mf_closeup')).length).toBeGreaterThan(0);
    // Boards (the picker) waits for a save, business for its pages: neither was asked for.
    for (const idle of ['mf_boards', 'mf_business']) expect([idle, await requestsTo(browser, idle)]).toEqual([idle, []]);
    // Experiences (and the cookie banner) come on every page, but only once it has settled: after its load event.
    await browser.waitUntil(async () => (await requestsTo(browser, 'mf_experiences')).length > 0, { timeout: 15_000 });
    const { early, preloaded, loadedChunks } = await browser.execute(() => {
      const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      // Webpack removes a chunk's <script> once it ran, but keeps the chunk's id in its build's chunk list.
      const builds = window as unknown as Record<string, Array<[Array<string | number>]> | undefined>;
      return {
        early: performance
          .getEntriesByType('resource')
          .filter((e) => new URL(e.name).pathname.startsWith('/remotes/mf_experiences/') && e.startTime < loaded.loadEventEnd)
          .map((e) => e.name),
        preloaded: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => new URL(link.href).pathname),
        loadedChunks: Object.keys(builds)
          .filter((key) => key.startsWith('webpackChunk'))
          .flatMap((key) => (builds[key] ?? []).flatMap(([ids]) => ids.map((id) => `${key.slice('webpackChunk'.length)}:${id}`))),
      };
    });
    expect(early).toEqual([]);
    // The shell's startup chunk (the shared packages are in shell.js itself) and the closeup's entry.
    const shellScripts = preloaded.filter((file) => file.startsWith('/shell/') && file.endsWith('.js'));
    expect(shellScripts.length).toBeGreaterThan(0);
    expect(preloaded.some((file) => /^\/remotes\/mf_closeup\/[^/]+\/remoteEntry\.js$/.test(file))).toBe(true);
    // Every preloaded chunk of the shell ran: '/shell/234.ab12.js' is chunk 234 of its build. (An
    // area's preloads are its manifest's own list of what './app' needs, so they cannot miss.)
    expect(shellScripts.filter((file) => !loadedChunks.includes(`shell:${file.slice('/shell/'.length).split('.')[0]}`))).toEqual([]);
    // The closeup mounts the feed's exposed grid for its related pins: that, not the feed's app.
    await browser.$('[role="list"][aria-label="More like this: Pins"]').waitForExist({ timeout: 15_000 });
    const feedFiles = await requestsTo(browser, 'mf_feed');
    expect(feedFiles.some((url) => url.includes('__federation_expose_PinGrid'))).toBe(true);
    expect(feedFiles.some((url) => url.includes('__federation_expose_app'))).toBe(false);

    // Home by its link, in the same document; a feed card's Save reaches the experiences area over
    // the bus, whose login prompt is modal and closes on Escape.
    await markDocument();
    await browser.$('a=Home').click();
    await headingBecomes('Home feed');
    await (await cardButton(await cardAt(browser, 1), 'Save')).click();
    const dialog = await browser.$('dialog[open]');
    await dialog.waitForDisplayed();
    expect(await dialog.$('h2').getText()).toBe('Log in to save this Pin');
    expect(await dialog.getText()).toContain("You're almost there! Log in to access all of the product");
    expect(await browser.execute(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await browser.keys('Escape');
    await dialog.waitForExist({ reverse: true });
    expect(await marker()).toBe('same-document');

    // The partner, whose account menu also leads to Business, visits every area by links.
    await logIn(browser, site.url, 'partner', 'demo-password');
    await headingBecomes('Home feed');
    await markDocument();
    const pinId = await openPinCard(browser, 0);
    const pinHeading = await closeupOf(browser, pinId);
    expect(await browser.getTitle()).toMatch(/ · Pinboard$/);
    expect(new URL(await browser.getUrl()).pathname).toBe(`/pin/${pinId}/`);
    // Boards comes for its own screen, and once on the page it is not fetched again.
    await fromAccountMenu('Your profile');
    await headingBecomes('Partner Demo Co.');
    const boardsFetched = (await requestsTo(browser, 'mf_boards')).length;
    expect(boardsFetched).toBeGreaterThan(0);
    await fromAccountMenu('Business');
    await fromAccountMenu('Settings');
    await browser.$('#site-header').$('a=Explore').click();
    await headingBecomes('Explore');
    expect(await browser.$('#area-mf_feed h1').getText()).toBe('Explore');

    // Back three pages to the closeup, forward to the profile.
    for (let step = 0; step < 3; step += 1) {
      const before = await pageHeading(browser);
      await browser.back();
      await browser.waitUntil(async () => (await pageHeading(browser)) !== before);
    }
    await headingBecomes('Partner Demo Co.');
    await browser.back();
    expect(await closeupOf(browser, pinId)).toBe(pinHeading);
    await browser.forward();
    await headingBecomes('Partner Demo Co.');
    expect(await browser.getTitle()).toBe('Partner Demo Co. (@partner) · Pinboard');
    expect((await requestsTo(browser, 'mf_boards')).length).toBe(boardsFetched);
    // Exactly one area's screen is on the page at a time, and it is still the same document.
    expect(await browser.$$('main h1').length).toBe(1);
    expect(await marker()).toBe('same-document');

    // One React and one bus for the shell and every area, and one react-dom 19 registered with
    // React's devtools hook in this document.
    const probe = await browser.execute(() => {
      const runtimes =
        (window as unknown as { __pinboardRuntimes?: Record<string, { react: object; bus: object }> }).__pinboardRuntimes ?? {};
      const entries = Object.values(runtimes);
      return {
        owners: Object.keys(runtimes).sort(),
        reacts: new Set(entries.map((e) => e.react)).size,
        buses: new Set(entries.map((e) => e.bus)).size,
      };
    });
    expect(probe).toEqual({
      owners: ['mf_boards', 'mf_business', 'mf_closeup', 'mf_experiences', 'mf_feed', 'shell'],
      reacts: 1,
      buses: 1,
    });
    const renderers = await reactRenderersSeen(browser);
    expect(renderers).toHaveLength(1);
    expect(renderers[0]).toMatch(/^react-dom@19\./);

    // The whole walk, server-rendered pages and client moves, broke the policy nowhere: the
    // browser reports every violation to the status page.
    expect((await reportedViolations()).total).toBe(0);
  });

  it('blocks a script injected into the page, and its report reaches the status page', async () => {
    await browser.url(`${site.url}/`);
    await pageHeading(browser);
    // Resolves with the violation the blocked script causes: the event this test means.
    const { ran, seen } = await browser.execute(async () => {
      const violation = new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (event) => resolve(`${event.effectiveDirective} ${event.blockedURI}`), {
          once: true,
        }),
      );
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
      return { seen: await violation, ran: (window as unknown as { __injected?: boolean }).__injected === true };
    });
    expect(ran).toBe(false);
    expect(seen).toBe('script-src-elem inline');
    await browser.waitUntil(async () => (await reportedViolations()).total >= 1, {
      timeout: 20_000,
      interval: 500,
      timeoutMsg: 'the violation was not reported to /_platform/csp-reports',
    });
    // Only the injected script: the walk above caused none.
    expect(await reportedViolations()).toEqual({ total: 1, kinds: [{ directive: 'script-src-elem', blocked: 'inline', count: 1 }] });
  });
});
