// What several suites check on a page as a person sees it: its heading, and axe's findings in one area.
import AxeBuilder from '@axe-core/webdriverio';
import type { Browser } from './browser';

/** Waits until the page's main heading reads `text`. */
export async function waitForHeading(browser: Browser, text: string): Promise<void> {
  await browser.waitUntil(
    async () =>
      (await browser
        .$('main h1')
        .getText()
        .catch(() => '')) === text,
    {
      timeout: 15_000,
      timeoutMsg: `no heading '${text}'`,
    },
  );
}

/** axe's violations inside one area's element, one line each. */
export async function axeViolationsIn(browser: Browser, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ client: browser }).include(selector).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
