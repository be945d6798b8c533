// Issue 4, local development: a team runs its area's dev server and sees it inside the real shell
// through a localhost override, which only a site in development mode accepts; saving a change
// reloads the page with the change.

import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageHeading, startBrowser, type Browser } from '../support/browser';
import { writeAreaVariant } from '../support/areaVariant';
import { freePort } from '../support/freePort';
import { REPO_ROOT } from '../support/paths';
import { startSite, type RunningSite } from '../support/site';

const bannerModule = (text: string) => `const banner = document.createElement('p');
banner.textContent = ${JSON.stringify(text)};
document.body.prepend(banner);
export {};
`;

let devSite: RunningSite;
let plainSite: RunningSite;
let browser: Browser;
let devServer: ChildProcess;
let variantDir: string;
let entryUrl: string;

beforeAll(async () => {
  variantDir = writeAreaVariant('mf-feed', 'dev', '1.0.0', bannerModule('Feed from the dev server, first edit'));
  const port = await freePort();
  entryUrl = `http://localhost:${port}/remoteEntry.js`;
  devServer = spawn(process.execPath, [path.join(REPO_ROOT, 'build-config', 'bin', 'dev.js'), '--port', String(port)], {
    cwd: variantDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  devServer.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  devServer.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  [devSite, plainSite, browser] = await Promise.all([startSite({ PINBOARD_DEV: '1' }), startSite(), startBrowser()]);
  // The dev server answers once its first build is done.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(entryUrl).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || devServer.exitCode !== null) throw new Error(`the dev server did not serve ${entryUrl}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});
afterAll(async () => {
  devServer?.kill('SIGTERM');
  await browser?.deleteSession().catch(() => undefined);
  await devSite?.stop();
  await plainSite?.stop();
  rmSync(variantDir, { recursive: true, force: true });
});

describe('an area from its dev server inside the real shell', () => {
  it('is ignored by a site that is not in development mode', async () => {
    await browser.url(`${plainSite.url}/?pb-override=mf_feed@${entryUrl}`);
    expect(await pageHeading(browser)).toBe('Home feed');
    expect(await browser.$('p=Feed from the dev server, first edit').isExisting()).toBe(false);
  });

  it('is shown by a site in development mode, and a saved change reloads it', async () => {
    await browser.url(`${devSite.url}/?pb-override=mf_feed@${entryUrl}`);
    await browser
      .$('p=Feed from the dev server, first edit')
      .waitForDisplayed({ timeout: 20_000 })
      .catch(async (error: Error) => {
        const resources = await browser.execute(() =>
          performance.getEntriesByType('resource').map((e) => `${e.name} ${(e as PerformanceResourceTiming).responseStatus}`),
        );
        const config = await browser.execute(() => document.getElementById('pinboard-platform')?.textContent?.slice(0, 300));
        throw new Error(
          `${error.message}\n${resources.join('\n')}\n${config}\n${await browser.$('#area-mf_feed').getHTML()}\ncookies ${JSON.stringify(await browser.getCookies())}`,
        );
      });
    expect(await pageHeading(browser)).toBe('Home feed');

    writeFileSync(path.join(variantDir, 'src', 'variantChange.ts'), bannerModule('Feed from the dev server, second edit'));
    await browser.$('p=Feed from the dev server, second edit').waitForDisplayed({ timeout: 40_000 });
    expect(await pageHeading(browser)).toBe('Home feed');
  });
});
