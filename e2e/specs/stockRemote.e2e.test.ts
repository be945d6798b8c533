// Issue 39, item 3: a team's remote built with a stock @module-federation/enhanced config outside
// build-config (examples/stock-area) is deployed with the real `pinboard deploy`, passes the
// registry's compatibility gate, is routed by a canary like our areas, and mounts in the shell on the
// page's one React.

import path from 'node:path';
import { PERSON_USER_AGENT, pageHeading, requestsTo, type Browser } from '../support/browser';
import { REPO_ROOT } from '../support/paths';
import { pinboardOk } from '../support/pinboardCli';
import { reactRenderersSeen, watchReactRenderers } from '../support/reactRenderers';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

const EXAMPLE_DIR = path.join(REPO_ROOT, 'examples', 'stock-area');

let site: RunningSite;
let browser: Browser;

beforeAll(async () => {
  ({ site, browser } = await openSession());
  await watchReactRenderers(browser);
});
afterAll(() => closeSession({ site, browser }));

describe('a remote on a stock Module Federation config', () => {
  it('deploys with pinboard deploy, is canaried like our areas, and mounts in the shell on the page’s React', async () => {
    const deployed = await pinboardOk(site.url, ['deploy'], EXAMPLE_DIR);
    // Its own build script ran (webpack with its own config), and the gate found the shell compatible.
    expect(deployed).toContain('Deploying example-stock-area 1.0.0');
    const version = /registered (mf_business@\S+)/.exec(deployed)?.[1];
    expect(version).toBeDefined();

    const routed = await pinboardOk(site.url, ['canary', version ?? '', '--share', '100', '--reason', 'e2e: a stock remote']);
    // Every visitor's document names it now.
    const html = await (await fetch(`${site.url}/business/`, { headers: { 'user-agent': PERSON_USER_AGENT } })).text();
    const json = /<script id="?pinboard-platform"? type="?application\/json"?>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
    const listed = (JSON.parse(json) as { remotes?: { name: string; version: string }[] }).remotes?.find((r) => r.name === 'mf_business');
    expect(routed).toContain(`mf_business: canary none → ${version?.split('@')[1]} at 100 %`);
    expect(listed?.version).toBe(version?.split('@')[1]);
    // A visitor the site knows (headless Chromium's own name reads as a bot's, which get stable builds).
    await browser.setCookies([{ name: 'pb_anon', value: 'e2e-visitor-stock', path: '/' }]);
    await browser.url(`${site.url}/business/`);
    expect(await pageHeading(browser)).toBe('Built by another team');
    // What the document preloaded of it (its entry, and the chunk and stylesheet './app' needs) was
    // used: fetched once each, as its own loaders ask for it (a credentials-mode mismatch fetches twice).
    const preloads = await browser.execute(() => {
      const fetched = performance.getEntriesByType('resource').map((e) => e.name);
      return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"], link[rel="stylesheet"]')]
        .filter((link) => new URL(link.href).pathname.startsWith('/remotes/mf_business/'))
        .map((link) => ({
          file: new URL(link.href).pathname.split('/').pop(),
          fetches: fetched.filter((name) => name === link.href).length,
        }));
    });
    expect(preloads.map((p) => p.file)).toEqual(
      expect.arrayContaining(['remoteEntry.js', expect.stringMatching(/^__federation_expose_app\..+\.js$/)]),
    );
    expect(preloads.filter((p) => p.fetches !== 1)).toEqual([]);
    const entry = (await requestsTo(browser, 'mf_business')).find((url) => url.endsWith('/remoteEntry.js'));
    expect(entry).toContain(encodeURIComponent(version?.split('@')[1] ?? ''));
    // The rest of the page is the site's: its header works, and React is still one renderer.
    expect(await browser.$('#site-header').$('a=Log in').isDisplayed()).toBe(true);
    const seen = await reactRenderersSeen(browser);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^react-dom@19\./);

    // And it is rolled back like ours: the business area's own build is back.
    await pinboardOk(site.url, ['rollback', 'mf_business', '--reason', 'e2e: done with the example']);
    await browser.url(`${site.url}/business/`);
    expect(await pageHeading(browser)).not.toBe('Built by another team');
  });
});
