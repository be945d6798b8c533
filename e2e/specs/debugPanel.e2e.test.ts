// Issue 15 item 5 end to end: the employee debug panel (spec section 6: debug mode through URL
// parameters starting with deb_). A second build of mf_feed is registered with the real CLI. The
// demo user with /?deb_panel=1 gets no panel and the page never asks for its code; the seeded
// employee, let in by the platform status page's own way, opens the panel, sees each area's build,
// copies an override link for the other build and, opening it, is served that build. The edge
// server's refusals of the panel's calls (403) are shell/server/debugRoutes.test.ts's.

import { removeAreaVariant, writeBuiltVariant } from '../support/areaVariant';
import { axeViolations } from '../support/axe';
import { areaMounted, pageHeading, type Browser } from '../support/browser';
import { logIn } from '../support/feed';
import { pinboardOk } from '../support/pinboardCli';
import { closeSession, openSession } from '../support/session';
import { signIn } from '../support/signIn';
import type { RunningSite } from '../support/site';

const PANEL = 'aside[aria-labelledby]';
const PANEL_CHUNK = /\/shell\/debug-panel\.[0-9a-f]+\.js$/;

let site: RunningSite;
let browser: Browser;
/** The other build's version, once the CLI has registered it. */
let variantRegistered: Promise<string>;

/**
 * Another build of the feed, as a team would deploy it: the same files under a new package
 * version, registered by the real CLI.
 */
async function registerVariant(siteUrl: string): Promise<string> {
  const out = await pinboardOk(siteUrl, ['deploy', '--skip-build'], writeBuiltVariant('mf-feed', 'debug-panel', '1.0.1'));
  const version = /registered mf_feed@(1\.0\.1\+[0-9a-f]{10})/.exec(out)?.[1];
  if (!version) throw new Error(`the CLI registered no mf_feed@1.0.1:\n${out}`);
  return version;
}

beforeAll(async () => {
  ({ site, browser } = await openSession({}, { person: true }));
  // Registered while the demo user's journey runs: only the employee's needs it (and reports its failure).
  variantRegistered = registerVariant(site.url);
  variantRegistered.catch(() => undefined);
});
afterAll(async () => {
  await variantRegistered?.catch(() => undefined);
  await closeSession({ site, browser });
  removeAreaVariant('mf-feed', 'debug-panel');
});

/** The builds the document named for this page. */
async function documentRemotes(): Promise<Record<string, string>> {
  return browser.execute(() => {
    const config = JSON.parse(document.getElementById('pinboard-platform')?.textContent ?? '{}') as {
      remotes?: { name: string; version: string }[];
    };
    return Object.fromEntries((config.remotes ?? []).map((r) => [r.name, r.version]));
  });
}

/** Every file the page asked for: the ones fetched, and the scripts it has put in (fetched or on their way). */
async function filesAskedFor(): Promise<string[]> {
  return browser.execute(() => [
    ...performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
    ...[...document.scripts].flatMap((s) => (s.src ? [new URL(s.src).pathname] : [])),
  ]);
}

async function platformAudit(): Promise<{ actor: string; action: string; summary: string; reason: string }[]> {
  const response = await fetch(`${site.url}/_platform/audit?limit=5`, { headers: { authorization: 'Bearer demo-platform-token' } });
  return ((await response.json()) as { entries: { actor: string; action: string; summary: string; reason: string }[] }).entries;
}

/** Where the panel lies against the viewport, and whether the page scrolls sideways. */
async function panelFit(): Promise<{ width: number; left: number; right: number; scrolls: boolean }> {
  return browser.execute((selector: string) => {
    const box = document.querySelector(selector)?.getBoundingClientRect();
    return {
      width: document.documentElement.clientWidth,
      left: box?.left ?? -1,
      right: box?.right ?? Infinity,
      scrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  }, PANEL);
}

describe('the debug panel', () => {
  it("is nothing to the demo user with /?deb_panel=1: no panel, and the page never asks for the panel's code", async () => {
    await signIn(browser, site.url, 'demo');
    await browser.url(`${site.url}/?deb_panel=1`);
    expect(await pageHeading(browser)).toBe('Home feed');
    // The shell decides on the panel as it starts, before it mounts any area: by now it has.
    await areaMounted(browser, 'mf_feed');
    expect(await browser.$(PANEL).isExisting()).toBe(false);
    expect(await browser.$('#pb-debug-panel').isExisting()).toBe(false);
    const asked = await filesAskedFor();
    expect(asked.some((p) => p.startsWith('/shell/'))).toBe(true);
    expect(asked.filter((p) => PANEL_CHUNK.test(p))).toEqual([]);
  });

  it("lets the employee in from the status page, shows each area's build, and copies an audited override link that serves the feed's other build until cleared", async () => {
    // A stranger at the status page is turned away, with the way in.
    await browser.deleteCookies();
    await browser.url(`${site.url}/_platform/`);
    await browser.$('h1=Platform status').waitForDisplayed();
    expect(await browser.$('a=Log in').isDisplayed()).toBe(true);
    expect(await axeViolations(browser)).toEqual([]);
    await browser.$('a=Log in').click();
    await browser.waitUntil(async () => (await browser.getUrl()).endsWith('/login?next=%2F_platform%2F'), {
      timeout: 10_000,
      timeoutMsg: "the refusal's link does not lead to the login page",
    });
    await logIn(browser, site.url, 'employee', 'demo-password', '/_platform/');
    const variant = await variantRegistered;
    await browser.$('h2=Content-Security-Policy violations').waitForDisplayed();
    expect(await axeViolations(browser)).toEqual([]);

    await browser.url(`${site.url}/?deb_panel=1`);
    expect(await pageHeading(browser)).toBe('Home feed');
    const panel = browser.$(PANEL);
    await panel.waitForDisplayed({ timeout: 15_000 });
    expect(await panel.$('h2').getText()).toBe('Debug panel');
    const remotes = await documentRemotes();
    expect(Object.keys(remotes).length).toBeGreaterThan(0);
    for (const [remote, version] of Object.entries(remotes)) {
      expect(await panel.$(`[data-remote="${remote}"]`).getText()).toContain(version);
    }
    const feed = panel.$('[data-remote="mf_feed"]');
    await browser.waitUntil(async () => /Loaded in \d+ ms/.test(await feed.getText()), {
      timeout: 15_000,
      timeoutMsg: "the panel never showed the feed's load",
    });
    expect(remotes.mf_feed).not.toBe(variant);
    const copy = feed.$(`button[aria-label="Copy override link for mf_feed@${variant}"]`);
    await copy.waitForClickable({ timeout: 15_000 });
    // The bus has spoken by now (impressions at least), and the panel heard it.
    await browser.waitUntil(async () => (await panel.$$('ol[aria-label="Bus events"] li').length) > 0, {
      timeout: 15_000,
      timeoutMsg: 'the panel listed no bus events',
    });
    expect((await filesAskedFor()).some((p) => PANEL_CHUNK.test(p))).toBe(true);
    expect(await axeViolations(browser, '#pb-debug-panel')).toEqual([]);

    expect(await copy.getText()).toBe('Copy override link');
    await copy.click();
    const copied = feed.$(`button[aria-label="Copied for mf_feed@${variant}"]`);
    await copied.waitForDisplayed({ timeout: 10_000 });
    expect(await copied.getText()).toBe('Copied');
    const link = await browser.$(`input[aria-label="Override link for mf_feed@${variant}"]`).getValue();
    expect(link).toMatch(new RegExp(`^${site.url.replace(/[.]/g, '\\.')}/\\?pb-override=[\\w-]+\\.[\\w-]+$`));
    const [entry] = await platformAudit();
    expect(entry).toMatchObject({ actor: 'employee', action: 'override', reason: 'debug panel' });
    expect(entry?.summary).toContain(`mf_feed@${variant}`);

    // On a 320 px window, in the dark theme: the panel fits, and reads well.
    await browser.setCookies({ name: 'pb_theme', value: 'dark', path: '/' });
    await browser.setWindowSize(320, 800);
    try {
      await browser.refresh();
      await browser.$(PANEL).waitForDisplayed({ timeout: 15_000 });
      await browser.$('[data-remote="mf_feed"] button[aria-label^="Copy override link"]').waitForDisplayed({ timeout: 15_000 });
      expect(await browser.execute(() => document.documentElement.dataset.theme)).toBe('dark');
      const fit = await panelFit();
      expect(fit.left).toBeGreaterThanOrEqual(0);
      expect(fit.right).toBeLessThanOrEqual(fit.width);
      expect(fit.scrolls).toBe(false);
      expect(await axeViolations(browser, '#pb-debug-panel')).toEqual([]);
    } finally {
      await browser.setWindowSize(1280, 900);
      await browser.deleteCookies(['pb_theme']);
    }

    // The link pins the feed's other build, across a reload, until the employee clears it.
    await browser.url(link);
    expect(await pageHeading(browser)).toBe('Home feed');
    expect(new URL(await browser.getUrl()).search).toBe('');
    expect((await documentRemotes()).mf_feed).toBe(variant);
    await browser.refresh();
    expect((await documentRemotes()).mf_feed).toBe(variant);
    await browser.url(`${site.url}/?pb-override=clear`);
    expect((await documentRemotes()).mf_feed).not.toBe(variant);
  });
});
