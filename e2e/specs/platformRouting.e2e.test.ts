// Issue 4 end to end: a team deploys another version of mf-feed with the real CLI; a platform
// engineer sends 30 % of visitors to it, rolls it back, shows it to one browser by a signed
// override; a tampered file is refused in Chromium and only the feed fails; a canary that crashes
// in browsers is rolled back by the server itself from the browsers' load reports.

import { appendFileSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bucketOf, inCanary } from 'pinboard-platform/src/rules/bucketing';
import { areaMounted, pageHeading, startBrowser, type Browser } from '../support/browser';
import { removeAreaVariant, writeAreaVariant } from '../support/areaVariant';
import { logIn } from '../support/feed';
import { pinboard, pinboardOk } from '../support/pinboardCli';
import { platformStatus } from '../support/platformStatus';
import { closeSession, openSession, RETURNING_VISITOR_CONSENT } from '../support/session';
import type { RunningSite } from '../support/site';

const CANARY_TEXT = 'Feed build 1.1.0 (canary)';
const MARKER_MODULE = `// The visible change of this version.
const banner = document.createElement('p');
banner.className = 'variant-banner';
banner.textContent = ${JSON.stringify(CANARY_TEXT)};
document.body.prepend(banner);
export {};
`;
const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

let site: RunningSite;
let browser: Browser;
let stable: string;
let canary: string;
let overrideLink: string;

beforeAll(async () => {
  // One browser on one address plays every visitor: the browsers the server issues on one network
  // count as one, so the minimums of networks (reporting, failing) and addresses are 1 here, and
  // that one address may report all the failures.
  ({ site, browser } = await openSession({
    PINBOARD_CANARY_MIN_LOADS: '1',
    PINBOARD_CANARY_MAX_FAILURE_RATE: '50',
    PINBOARD_CANARY_MIN_VISITORS: '1',
    PINBOARD_CANARY_MIN_ADDRESSES: '1',
    PINBOARD_CANARY_MAX_NETWORK_SHARE: '100',
  }));
});
afterAll(async () => {
  await closeSession({ site, browser });
  removeAreaVariant('mf-feed', 'canary');
  removeAreaVariant('mf-feed', 'crash');
});

/** The feed version a document names to a person's browser (with this cookie). */
async function documentFeedVersion(cookie?: string): Promise<string | undefined> {
  const response = await fetch(`${site.url}/`, { headers: { 'user-agent': CHROME_UA, ...(cookie ? { cookie } : {}) } });
  const html = await response.text();
  const json = /<script id="?pinboard-platform"? type="?application\/json"?>([^<]*)<\/script>/.exec(html)?.[1] ?? '{}';
  const config = JSON.parse(json) as { remotes?: { name: string; version: string }[] };
  return config.remotes?.find((r) => r.name === 'mf_feed')?.version;
}

async function feedVersionInBrowser(b: Browser): Promise<string | undefined> {
  return b.execute(() => {
    const config = JSON.parse(document.getElementById('pinboard-platform')?.textContent ?? '{}') as {
      remotes?: { name: string; version: string }[];
    };
    return config.remotes?.find((r) => r.name === 'mf_feed')?.version;
  });
}

async function showsCanary(b: Browser): Promise<boolean> {
  await b.waitUntil(async () => (await pageHeading(b)) === 'Home feed', { timeout: 15_000 });
  return b.$(`p=${CANARY_TEXT}`).isExisting();
}

/**
 * Opens the home page as the visitor with this anonymous id. The browser keeps the identity the
 * server signed for it and its proof of the area entries it fetched, as it keeps their files in its
 * cache (a canary's failures count only with both).
 */
async function visitAs(b: Browser, anonId: string, page = '/'): Promise<void> {
  await b.url(`${site.url}/_platform/status`);
  const kept = await b.getCookies(['pb_browser', 'pb_entries']);
  await b.deleteCookies();
  await b.setCookies([
    { name: 'pb_anon', value: anonId, path: '/' },
    RETURNING_VISITOR_CONSENT,
    ...kept.map((cookie) => ({ name: cookie.name, value: cookie.value, path: '/' })),
  ]);
  await b.url(`${site.url}${page}`);
}

/** Anonymous ids the server will put on each side of a 30 % split. */
function visitorIds(): { inCanaryId: string; stableId: string } {
  let inCanaryId = '';
  let stableId = '';
  for (let i = 0; !inCanaryId || !stableId; i += 1) {
    const id = `e2e-visitor-${String(i).padStart(6, '0')}`;
    if (inCanary(bucketOf('mf_feed', `anon:${id}`), 30)) inCanaryId ||= id;
    else stableId ||= id;
  }
  return { inCanaryId, stableId };
}

describe('deploying and routing mf-feed', () => {
  const { inCanaryId, stableId } = visitorIds();

  it('deploys a second, visibly different version with one command, immutably and per area', async () => {
    stable = (await documentFeedVersion()) ?? '';
    expect(stable).toMatch(/^1\.0\.0\+[0-9a-f]{10}$/);
    const dir = writeAreaVariant('mf-feed', 'canary', '1.1.0', MARKER_MODULE);
    const out = await pinboardOk(site.url, ['deploy'], dir);
    expect(out).toContain('[1/3] Building…');
    expect(out).toContain('[3/3] Uploading to the registry…');
    // The registry's own measure of what a browser fetches before the feed mounts, against its budget.
    expect(out).toMatch(/size: \d+\.\d KB before it can mount, \d+ % of its 35\.0 KB budget \(compressed, as measured by the registry\)/);
    canary = /registered mf_feed@(1\.1\.0\+[0-9a-f]{10})/.exec(out)?.[1] ?? '';
    expect(canary).not.toBe('');
    // Deployed is not served: nobody gets it until routing says so.
    expect(await documentFeedVersion()).toBe(stable);

    const again = await pinboard(site.url, ['deploy', '--skip-build'], dir);
    expect(again.code).toBe(1);
    expect(again.err).toContain(`mf_feed@${canary} is already registered: versions are immutable.`);

    const wrongTeam = await pinboard(site.url, ['deploy', '--skip-build'], dir, { PINBOARD_TOKEN: 'demo-deploy-token-mf_boards' });
    expect(wrongTeam.code).toBe(1);
    expect(wrongTeam.err).toContain("boards-team-demo's token may deploy only mf_boards");
  });

  // Which visitors the server sends where, over 200 of them, is the edge server's (edgeServer.canary.test.ts).
  it('shows a 30 % canary to a visitor in its share and not to one outside it, each on reload too', async () => {
    await pinboardOk(site.url, ['canary', `mf_feed@${canary}`, '--share', '30', '--reason', 'e2e: try 1.1.0 on 30 %']);
    await visitAs(browser, inCanaryId);
    expect(await showsCanary(browser)).toBe(true);
    expect(await feedVersionInBrowser(browser)).toBe(canary);
    await browser.refresh();
    expect(await showsCanary(browser)).toBe(true);
    await visitAs(browser, stableId);
    expect(await showsCanary(browser)).toBe(false);
    await browser.refresh();
    expect(await showsCanary(browser)).toBe(false);
  });

  it('rolls back with one command: the canary visitor is on stable at the next load', async () => {
    const out = await pinboardOk(site.url, ['rollback', 'mf_feed', '--reason', 'e2e: roll back the canary']);
    expect(out).toContain(`canary ${canary} stopped; everyone gets stable ${stable}`);
    expect(await documentFeedVersion(`pb_anon=${inCanaryId}`)).toBe(stable);
    await visitAs(browser, inCanaryId);
    expect(await showsCanary(browser)).toBe(false);
  });

  it('switches the feed off and on with the kill switch, and each page reports its load time', async () => {
    await pinboardOk(site.url, ['kill', 'mf_feed', '--reason', 'e2e: switch the feed off']);
    await visitAs(browser, stableId);
    const alert = await browser.$('#area-mf_feed [role="alert"]');
    await alert.waitForDisplayed({ timeout: 20_000 });
    expect(await alert.getText()).toContain("Pin feed couldn't be shown.");
    // Another area still opens in the same document: the header's 'Log in'.
    await browser.$('#site-header').$('a=Log in').click();
    await browser.$('#area-mf_experiences h1').waitForDisplayed({ timeout: 15_000 });
    await pinboardOk(site.url, ['revive', 'mf_feed', '--reason', 'e2e: the feed is back']);

    const stableLoads = async () => {
      const status = await platformStatus<{
        remotes: { remote: string; versions: { version: string; loads: number; loadP50Ms: number | null }[] }[];
      }>(site.url);
      return status.remotes.find((r) => r.remote === 'mf_feed')?.versions.find((v) => v.version === stable);
    };
    const before = (await stableLoads())?.loads ?? 0;
    await visitAs(browser, stableId);
    expect(await showsCanary(browser)).toBe(false);
    // The report says how the feed loaded: only once it has does leaving have one to send.
    await areaMounted(browser, 'mf_feed');
    // Leaving the page hides it, and the shell sends how the feed loaded.
    await browser.url(`${site.url}/_platform/`);
    await browser.waitUntil(async () => ((await stableLoads())?.loads ?? 0) > before, {
      timeout: 10_000,
      timeoutMsg: 'no load report reached the server',
    });
    expect((await stableLoads())?.loadP50Ms).toEqual(expect.any(Number));
    // The status page is for the site's own people: the browser signs in as an employee to read it.
    expect(await browser.$('a=Log in').isDisplayed()).toBe(true);
    await logIn(browser, site.url, 'employee', 'demo-password', '/_platform/');
    const row = await browser.$(`tr*=${stable}`);
    expect(await row.getText()).toMatch(/\d+ ms/);
  });

  it('keeps a page on its versions, and when a deploy removed one, loads the current one instead of failing', async () => {
    // A fresh browser, so the page's build of the feed is not already in its cache.
    const fresh = await startBrowser();
    const stableDir = path.join(site.dataDir, 'registry', 'mf_feed', stable);
    try {
      // A page that has not loaded the feed yet.
      await visitAs(fresh, stableId, '/demo/');
      await fresh.$('#area-mf_boards h1').waitForDisplayed({ timeout: 15_000 });
      expect(await feedVersionInBrowser(fresh)).toBe(stable);
      await fresh.execute(() => {
        (window as unknown as { __documentMarker?: string }).__documentMarker = 'same-document';
      });
      // Mid-session: 1.1.0 becomes stable and the page's build of the feed is removed.
      await pinboardOk(site.url, ['stable', `mf_feed@${canary}`, '--reason', 'e2e: ship 1.1.0']);
      renameSync(stableDir, `${stableDir}.removed`);
      await fresh.$('a=Home').click();
      expect(await showsCanary(fresh)).toBe(true);
      expect(await fresh.$('#area-mf_feed [role="alert"]').isExisting()).toBe(false);
      expect(await fresh.execute(() => (window as unknown as { __documentMarker?: string }).__documentMarker)).toBe('same-document');
    } finally {
      await fresh.deleteSession();
      renameSync(`${stableDir}.removed`, stableDir);
    }
    expect(await pinboardOk(site.url, ['rollback', 'mf_feed', '--reason', 'e2e: back to 1.0.0'])).toContain(
      `rolled back stable ${canary} → ${stable}`,
    );
  });

  it('shows a signed override to one browser only, and ignores a forged one', async () => {
    const out = await pinboardOk(site.url, ['override', `mf_feed@${canary}`, '--ttl', '30', '--reason', 'e2e: QA of 1.1.0']);
    overrideLink = /(http:\/\/\S+\?pb-override=\S+)/.exec(out)?.[1] ?? '';
    expect(overrideLink).not.toBe('');
    await browser.deleteCookies();
    await browser.url(overrideLink);
    expect(await showsCanary(browser)).toBe(true);
    expect(await browser.getUrl()).toBe(`${site.url}/`);

    const other = await startBrowser();
    try {
      await other.url(`${site.url}/`);
      expect(await showsCanary(other)).toBe(false);
      const token = new URL(overrideLink).searchParams.get('pb-override') ?? '';
      const forged = `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`;
      await other.url(`${site.url}/?pb-override=${forged}`);
      expect(await showsCanary(other)).toBe(false);
      expect((await other.getCookies()).map((c) => c.name)).not.toContain('pb_override');
    } finally {
      await other.deleteSession();
    }
  });

  it.each([
    ['an entry file', (files: string[]) => files.find((f) => f === 'remoteEntry.js')],
    ['a chunk', (files: string[]) => files.find((f) => f.startsWith('__federation_expose_app'))],
  ])('refuses %s whose bytes changed after registration: only the feed fails', async (_label, pick) => {
    const dir = path.join(site.dataDir, 'registry', 'mf_feed', canary);
    const file = path.join(dir, pick(readdirSync(dir)) ?? 'missing');
    const original = readFileSync(file);
    // Still valid JavaScript: only the integrity check can stop it.
    appendFileSync(file, '\n/* changed after it was registered */\n');
    // A fresh browser, so the file is not already in its cache.
    const fresh = await startBrowser();
    try {
      await fresh.url(overrideLink);
      const alert = await fresh.$('#area-mf_feed [role="alert"]');
      await alert.waitForDisplayed({ timeout: 20_000 });
      expect(await alert.getText()).toContain("Pin feed couldn't be shown.");
      expect(await fresh.$('#area-mf_feed h1').isExisting()).toBe(false);
      // The rest of the site works in the same document.
      await fresh.$('#site-header').$('a=Log in').click();
      await fresh.$('#area-mf_experiences h1').waitForDisplayed({ timeout: 15_000 });
    } finally {
      await fresh.deleteSession();
      writeFileSync(file, original);
    }
  });

  it('rolls a canary that fails in browsers back by itself, and the audit log says why', async () => {
    const dir = writeAreaVariant('mf-feed', 'crash', '1.2.0', "throw new Error('this build crashes when it loads');\nexport {};\n");
    const crashing = /registered mf_feed@(1\.2\.0\+[0-9a-f]{10})/.exec(await pinboardOk(site.url, ['deploy'], dir))?.[1] ?? '';
    await pinboardOk(site.url, ['canary', `mf_feed@${crashing}`, '--share', '100', '--reason', 'e2e: a bad canary']);
    const feedStatus = async () => {
      const status = await platformStatus<{
        remotes: { remote: string; routing: { canary: string | null }; versions: { version: string; loads: number; failures: number }[] }[];
      }>(site.url);
      const feed = status.remotes.find((r) => r.remote === 'mf_feed');
      return { canary: feed?.routing.canary ?? null, failures: feed?.versions.find((v) => v.version === crashing)?.failures ?? 0 };
    };
    // Each visit fails (the load, and the one retry with the current build), and leaving the page
    // hides it, which sends the load report. The browser is one, of one network, so the server
    // rolls back on its first report.
    let visits = 0;
    while ((await feedStatus()).canary === crashing) {
      expect(visits).toBeLessThan(4);
      const before = (await feedStatus()).failures;
      // Headless Chromium says it is a bot, and bots always get stable: visit as a person would.
      await visitAs(browser, 'e2e-canary-visitor-000001');
      await browser
        .$('#area-mf_feed [role="alert"]')
        .waitForDisplayed({ timeout: 20_000 })
        .catch(async (error: Error) => {
          throw new Error(
            `${error.message}\nfeed region: ${await browser.$('#area-mf_feed').getHTML()}\nversion: ${await feedVersionInBrowser(browser)}, status: ${JSON.stringify(await feedStatus())}`,
          );
        });
      await browser.url(`${site.url}/_platform/status`);
      await browser.waitUntil(async () => (await feedStatus()).failures > before, {
        timeout: 10_000,
        timeoutMsg: 'no load report reached the server',
      });
      visits += 1;
    }
    expect((await feedStatus()).failures).toBeGreaterThanOrEqual(1);

    await browser.url(`${site.url}/`);
    expect(await pageHeading(browser)).toBe('Home feed');
    expect(await feedVersionInBrowser(browser)).toBe(stable);
    const audit = await pinboardOk(site.url, ['audit', 'mf_feed', '--limit', '1']);
    expect(audit).toMatch(
      new RegExp(
        `auto-rollback {2}mf_feed {2}rollback: canary ${crashing.replace('+', '\\+')} stopped; everyone gets stable .* — automatic rollback: canary ${crashing.replace('+', '\\+')} failed in browsers from 1 of 1 networks`,
      ),
    );
    // The CLI reads the status figures with its token (they are not a stranger's to read).
    expect(await pinboardOk(site.url, ['status'])).toContain(`automatic rollback of ${crashing}: rolled back`);
  });
});
