// Issue 15 item 5 end to end: the employee debug panel (spec section 6: debug mode through URL
// parameters starting with deb_). A second build of mf_feed is registered with the real CLI; the
// seeded employee opens /?deb_panel=1, sees each area's build, copies an override link for the
// other build and, opening it, is served that build. The demo user with the same URL gets no panel
// and never fetches its code, and the edge server refuses the panel's calls to them.

import AxeBuilder from '@axe-core/webdriverio';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageHeading, type Browser } from '../support/browser';
import { logIn } from '../support/feed';
import { REPO_ROOT } from '../support/paths';
import { pinboardOk } from '../support/pinboardCli';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

const VARIANT_DIR = path.join(REPO_ROOT, '.e2e-artifacts', 'variants', 'mf-feed-debug-panel');
const PANEL = 'aside[aria-labelledby]';
const PANEL_CHUNK = /\/shell\/debug-panel\.[0-9a-f]+\.js$/;

let site: RunningSite;
let browser: Browser;
let variant: string;

jest.setTimeout(180_000);

beforeAll(async () => {
  ({ site, browser } = await openSession({}, { person: true }));
  // Another build of the feed, as a team would deploy it: the same files under a new package
  // version, registered by the real CLI (no second webpack build needed).
  rmSync(VARIANT_DIR, { recursive: true, force: true });
  mkdirSync(VARIANT_DIR, { recursive: true });
  cpSync(path.join(REPO_ROOT, 'mf-feed', 'dist'), path.join(VARIANT_DIR, 'dist'), { recursive: true });
  const pkg = JSON.parse(readFileSync(path.join(REPO_ROOT, 'mf-feed', 'package.json'), 'utf8')) as Record<string, unknown>;
  writeFileSync(path.join(VARIANT_DIR, 'package.json'), JSON.stringify({ ...pkg, version: '1.0.1' }));
  const out = await pinboardOk(site.url, ['deploy', '--skip-build'], VARIANT_DIR);
  variant = /registered mf_feed@(1\.0\.1\+[0-9a-f]{10})/.exec(out)?.[1] ?? '';
  expect(variant).not.toBe('');
});
afterAll(async () => {
  await closeSession({ site, browser });
  rmSync(VARIANT_DIR, { recursive: true, force: true });
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

async function scriptsFetched(): Promise<string[]> {
  return browser.execute(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
}

/** Calls the panel's routes from the page, as its own code would (with the page's CSRF token). */
async function callFromPage(method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ status: number; body: string }> {
  return browser.execute(
    async (m: string, u: string, payload: string | null) => {
      const token = /(?:^|; )csrftoken=([^;]*)/.exec(document.cookie)?.[1];
      const response = await fetch(u, {
        method: m,
        headers: { 'content-type': 'application/json', ...(token ? { 'X-CSRFToken': decodeURIComponent(token) } : {}) },
        ...(payload === null ? {} : { body: payload }),
      });
      return { status: response.status, body: await response.text() };
    },
    method,
    url,
    body === undefined ? null : JSON.stringify(body),
  );
}

async function platformAudit(): Promise<{ actor: string; action: string; summary: string; reason: string }[]> {
  const response = await fetch(`${site.url}/_platform/audit?limit=5`, { headers: { authorization: 'Bearer demo-platform-token' } });
  return ((await response.json()) as { entries: { actor: string; action: string; summary: string; reason: string }[] }).entries;
}

describe('the employee', () => {
  beforeAll(async () => {
    await logIn(browser, site.url, 'employee', 'demo-password');
  });

  it("sees the panel with /?deb_panel=1: each area's build on this page, its load, and the feed's other build", async () => {
    await browser.url(`${site.url}/?deb_panel=1`);
    expect(await pageHeading(browser)).toBe('Home feed');
    const panel = await browser.$(PANEL);
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
    await feed.$(`button[aria-label="Copy override link for mf_feed@${variant}"]`).waitForDisplayed({ timeout: 15_000 });
    // The bus has spoken by now (impressions at least), and the panel heard it.
    await browser.waitUntil(async () => (await panel.$$('ol[aria-label="Bus events"] li').length) > 0, {
      timeout: 15_000,
      timeoutMsg: 'the panel listed no bus events',
    });
    expect((await scriptsFetched()).some((p) => PANEL_CHUNK.test(p))).toBe(true);
  });

  it('fits a 320 px screen and has no axe violations, in the light and the dark theme', async () => {
    for (const theme of ['light', 'dark']) {
      await browser.setCookies({ name: 'pb_theme', value: theme, path: '/' });
      await browser.url(`${site.url}/?deb_panel=1`);
      await browser.$(PANEL).waitForDisplayed({ timeout: 15_000 });
      await browser.$('[data-remote="mf_feed"] button[aria-label^="Copy override link"]').waitForDisplayed({ timeout: 15_000 });
      const result = await new AxeBuilder({ client: browser }).include('#pb-debug-panel').analyze();
      expect({ theme, violations: result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`) }).toEqual({
        theme,
        violations: [],
      });
    }
    await browser.setCookies({ name: 'pb_theme', value: 'light', path: '/' });
    await browser.setWindowSize(320, 800);
    try {
      await browser.url(`${site.url}/?deb_panel=1`);
      await browser.$(PANEL).waitForDisplayed({ timeout: 15_000 });
      const fit = await browser.execute((selector: string) => {
        const box = document.querySelector(selector)?.getBoundingClientRect();
        return {
          width: document.documentElement.clientWidth,
          left: box?.left ?? -1,
          right: box?.right ?? Infinity,
          scrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
        };
      }, PANEL);
      expect(fit.left).toBeGreaterThanOrEqual(0);
      expect(fit.right).toBeLessThanOrEqual(fit.width);
      expect(fit.scrolls).toBe(false);
    } finally {
      await browser.setWindowSize(1280, 900);
    }
  });

  it("copies an override link that, opened, pins the feed's other build, audited under the employee's name", async () => {
    await browser.url(`${site.url}/?deb_panel=1`);
    const button = await browser.$(`[data-remote="mf_feed"] button[aria-label="Copy override link for mf_feed@${variant}"]`);
    await button.waitForClickable({ timeout: 15_000 });
    expect(await button.getText()).toBe('Copy override link');
    await button.click();
    const copied = await browser.$(`[data-remote="mf_feed"] button[aria-label="Copied for mf_feed@${variant}"]`);
    await copied.waitForDisplayed({ timeout: 10_000 });
    expect(await copied.getText()).toBe('Copied');
    const link = await browser.$(`input[aria-label="Override link for mf_feed@${variant}"]`).getValue();
    expect(link).toMatch(new RegExp(`^${site.url.replace(/[.]/g, '\\.')}/\\?pb-override=[\\w-]+\\.[\\w-]+$`));

    const [entry] = await platformAudit();
    expect(entry).toMatchObject({ actor: 'employee', action: 'override', reason: 'debug panel' });
    expect(entry?.summary).toContain(`mf_feed@${variant}`);

    await browser.url(link);
    expect(await pageHeading(browser)).toBe('Home feed');
    expect(new URL(await browser.getUrl()).search).toBe('');
    expect((await documentRemotes()).mf_feed).toBe(variant);
    await browser.refresh();
    expect((await documentRemotes()).mf_feed).toBe(variant);
    // And back to normal routing.
    await browser.url(`${site.url}/?pb-override=clear`);
    expect((await documentRemotes()).mf_feed).not.toBe(variant);
  });
});

describe('the demo user', () => {
  beforeAll(async () => {
    await browser.deleteCookies();
    await logIn(browser, site.url, 'demo', 'demo-password');
  });

  it("sees no panel with /?deb_panel=1, and the page never fetches the panel's code", async () => {
    await browser.url(`${site.url}/?deb_panel=1`);
    expect(await pageHeading(browser)).toBe('Home feed');
    await browser.$('#area-mf_feed [role="listitem"]').waitForExist({ timeout: 15_000 });
    await browser.pause(1000);
    expect(await browser.$(PANEL).isExisting()).toBe(false);
    expect(await browser.$('#pb-debug-panel').isExisting()).toBe(false);
    const fetched = await scriptsFetched();
    expect(fetched.some((p) => p.startsWith('/shell/'))).toBe(true);
    expect(fetched.filter((p) => PANEL_CHUNK.test(p))).toEqual([]);
  });

  it("is refused the panel's calls (403), even with the page's CSRF token", async () => {
    const link = await callFromPage('POST', '/_platform/debug/override-link', { remote: 'mf_feed', version: variant });
    expect(link.status).toBe(403);
    expect(JSON.parse(link.body)).toEqual({ error: 'The debug panel is for employees only.' });
    const versions = await callFromPage('GET', '/_platform/debug/versions');
    expect(versions.status).toBe(403);
    expect((await platformAudit()).filter((e) => e.actor === 'demo')).toEqual([]);
  });
});
