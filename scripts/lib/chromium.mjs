// A WebDriver session on Debian's Chromium for the benchmarks: headless, the flags this machine
// needs, a 1280x900 window; `extraArgs` add to them (a user agent, pointer settings).
import { readFileSync } from 'node:fs';
import { remote } from 'webdriverio';
import { CHROMEDRIVER, CHROMIUM } from './ensure.mjs';

/** Headless Chromium's flags on this machine, one list for the benchmarks and the e2e suites (e2e/support/browser.ts). */
export const CHROMIUM_FLAGS = JSON.parse(readFileSync(new URL('./chromiumFlags.json', import.meta.url), 'utf8'));

export function openChromium(extraArgs = []) {
  return remote({
    logLevel: 'error',
    capabilities: {
      browserName: 'chrome',
      'goog:chromeOptions': {
        binary: CHROMIUM,
        args: [...CHROMIUM_FLAGS, '--window-size=1280,900', ...extraArgs],
      },
      'wdio:chromedriverOptions': { binary: CHROMEDRIVER },
    },
  });
}
