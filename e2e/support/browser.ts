// A headless Debian Chromium driven by webdriverio, with nothing downloaded: the system browser
// and driver are named explicitly.

import { remote } from 'webdriverio';
// The same headless flags as the benchmarks (scripts/lib/chromium.mjs).
import CHROMIUM_FLAGS from '../../scripts/lib/chromiumFlags.json';

export type Browser = WebdriverIO.Browser;

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMEDRIVER = process.env.CHROMEDRIVER_PATH ?? '/usr/bin/chromedriver';

/** Chromium's own user agent without 'Headless', which the server (rightly) takes for a bot. */
export const PERSON_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** A search engine's crawler, as the API tells bots. */
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
export const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

export interface BrowserOptions {
  /**
   * Look like a person at a desktop: a browser's user agent, and a mouse that hovers (headless
   * Chromium reports no hover and no fine pointer, so the site would treat it as a phone).
   */
  person?: boolean;
  /** Look like a person on a phone: a phone browser's user agent, touch and no hover, 390x844. */
  phone?: boolean;
  /** The window's size in CSS pixels (default 1280x900). */
  windowSize?: [number, number];
  /** No page script runs: what a person sees before the first script (the server's document and CSS). */
  scriptsDisabled?: boolean;
  /**
   * WebDriver BiDi, for a suite that scripts the page before its own scripts run (addInitScript)
   * or sets the viewport. Classic WebDriver otherwise: listening to BiDi's events (its mapper runs
   * in the browser) cost each page load about a third more processor (24 loads: 19 CPU-s against
   * 12–15, and 2.5 s of node's own time against 1).
   */
  bidi?: boolean;
}

/**
 * How often a wait asks the browser again. wdio's 100 ms made each waiting test cost about 45 % of
 * a core (a displayed check is a script run in the page, through the driver), and on a loaded
 * 2-core machine that starved the very page it waited on.
 */
const WAIT_POLL_MS = 250;
/**
 * How long a wait that names no bound of its own may take: a page's next API read and render, on a
 * loaded 2-core machine. wdio's 5 s was too short there (a fresh clone's notifications journey).
 */
const WAIT_BOUND_MS = 15_000;

export function startBrowser(options: BrowserOptions = {}): Promise<Browser> {
  const blink = [
    ...(options.person ? ['primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4'] : []),
    ...(options.phone ? ['primaryHoverType=1,availableHoverTypes=1,primaryPointerType=2,availablePointerTypes=2'] : []),
    ...(options.scriptsDisabled ? ['scriptEnabled=false'] : []),
  ];
  const person = [
    ...(options.person ? [`--user-agent=${PERSON_USER_AGENT}`] : []),
    ...(options.phone ? [`--user-agent=${PHONE_USER_AGENT}`] : []),
    ...(blink.length > 0 ? [`--blink-settings=${blink.join(',')}`] : []),
  ];
  const [width, height] = options.windowSize ?? (options.phone ? [390, 844] : [1280, 900]);
  return remote({
    logLevel: 'error',
    waitforInterval: WAIT_POLL_MS,
    waitforTimeout: WAIT_BOUND_MS,
    capabilities: {
      browserName: 'chrome',
      'wdio:enforceWebDriverClassic': options.bidi !== true,
      'goog:chromeOptions': {
        binary: CHROMIUM,
        args: [...CHROMIUM_FLAGS, `--window-size=${width},${height}`, ...person],
      },
      'wdio:chromedriverOptions': { binary: CHROMEDRIVER },
    },
  });
}

/**
 * The heading of the page, once the area that owns the route has rendered it. Looked up afresh on
 * each try: a heading found while the last page was still showing is gone once the next one renders.
 */
export async function pageHeading(browser: Browser): Promise<string> {
  let text = '';
  await browser.waitUntil(
    async () => {
      const heading = await browser.$('main h1');
      if (!(await heading.isDisplayed())) return false;
      text = await heading.getText();
      return true;
    },
    { timeout: 15_000, timeoutMsg: 'no page heading (main h1) was shown' },
  );
  return text;
}

/** Script resources the page fetched from one remote's versioned path. */
export async function requestsTo(browser: Browser, remote: string): Promise<string[]> {
  return browser.execute(
    (name: string) =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((u) => new URL(u).pathname.startsWith(`/remotes/${name}/`)),
    remote,
  );
}

/** Waits for the shell to have mounted (or hydrated) an area: the performance mark it sets then. */
export async function areaMounted(on: Browser, remote: string): Promise<void> {
  await on.waitUntil(() => on.execute((mark) => performance.getEntriesByName(mark).length > 0, `pinboard:${remote}:mounted`), {
    timeout: 15_000,
    timeoutMsg: `${remote} never mounted`,
  });
}
