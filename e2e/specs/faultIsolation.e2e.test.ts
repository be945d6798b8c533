// (e) with one remote's files unavailable the other areas still work, the broken region says so
// and reports on the bus, and Retry recovers without a page reload once the files are back.
import { readdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { pageHeading, type Browser } from '../support/browser';
import { cardAt, cardButton, closeupOf, openPinCard } from '../support/feed';
import { closeSession, openSession } from '../support/session';
import type { RunningSite } from '../support/site';

let site: RunningSite;
let browser: Browser;
let closeupDir: string;
let hiddenDir: string;

beforeAll(async () => {
  ({ site, browser } = await openSession({}, { person: true }));
  // The registry's folder of the closeup build this site serves, which the suite takes away.
  const builds = path.join(site.dataDir, 'registry', 'mf_closeup');
  const [version] = readdirSync(builds);
  closeupDir = path.join(builds, version ?? 'none');
  hiddenDir = path.join(site.dataDir, 'hidden-closeup');
});
afterAll(async () => {
  await closeSession({ site, browser });
});

async function failureAlert() {
  const alert = await browser.$('#area-mf_closeup [role="alert"]');
  await alert.waitForDisplayed({ timeout: 15_000 });
  return alert;
}

describe('a remote whose files are unavailable', () => {
  it('shows its failure region, keeps the rest working, and recovers on Retry', async () => {
    await browser.url(`${site.url}/`);
    expect(await pageHeading(browser)).toBe('Home feed');
    await browser.execute(() => {
      (window as unknown as { __documentMarker?: string }).__documentMarker = 'same-document';
    });
    renameSync(closeupDir, hiddenDir);

    const pinId = await openPinCard(browser, 0);
    const alert = await failureAlert();
    expect(await alert.getText()).toContain("Pin closeup couldn't be shown.");
    expect(await alert.getText()).toContain('Sorry! Something went wrong on our end.');

    // Another area and the overlay layer still work in the same document.
    await browser.$('a=Home').click();
    await browser.waitUntil(async () => (await pageHeading(browser)) === 'Home feed');
    await (await cardButton(await cardAt(browser, 0), 'Save')).click();
    await browser.$('dialog[open]').waitForDisplayed();
    await browser.keys('Escape');

    // Back on the broken route, Retry while the files are still missing fails again and says so
    // on the bus.
    await browser.back();
    await failureAlert();
    await browser.execute(() => {
      const w = window as unknown as {
        __pinboardRuntimes: { shell: { bus: { on: (n: string, h: (p: unknown) => void) => void } } };
        __failures?: unknown[];
      };
      w.__failures = [];
      w.__pinboardRuntimes.shell.bus.on('platform/remote-failed', (p) => w.__failures?.push(p));
    });
    await browser.$('button=Retry').click();
    await browser.waitUntil(async () => browser.execute(() => (window as unknown as { __failures: unknown[] }).__failures.length > 0));
    const failures = await browser.execute(() => (window as unknown as { __failures: unknown[] }).__failures);
    expect(failures).toEqual([
      expect.objectContaining({
        name: 'mf_closeup',
        version: expect.stringMatching(/^1\.0\.0\+[0-9a-f]{10}$/),
        reason: expect.any(String),
      }),
    ]);

    // Files back: Retry shows the closeup without a page reload.
    renameSync(hiddenDir, closeupDir);
    await (await failureAlert()).$('button=Retry').click();
    await closeupOf(browser, pinId);
    expect(await browser.$('#area-mf_closeup [role="alert"]').isExisting()).toBe(false);
    expect(await browser.execute(() => (window as unknown as { __documentMarker?: string }).__documentMarker)).toBe('same-document');
  });
});
