// A WebDriver session on Debian's Chromium for the benchmarks: headless, the flags this machine
// needs, a 1280x900 window; `extraArgs` add to them (a user agent, pointer settings).
import { remote } from 'webdriverio';
import { CHROMEDRIVER, CHROMIUM } from './ensure.mjs';

export function openChromium(extraArgs = []) {
  return remote({
    logLevel: 'error',
    capabilities: {
      browserName: 'chrome',
      'goog:chromeOptions': {
        binary: CHROMIUM,
        args: [
          '--headless=new',
          '--no-sandbox',
          '--disable-dev-shm-usage',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--disable-gpu',
          '--window-size=1280,900',
          ...extraArgs,
        ],
      },
      'wdio:chromedriverOptions': { binary: CHROMEDRIVER },
    },
  });
}
