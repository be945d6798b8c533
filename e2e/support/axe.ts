// An axe-core scan of the page as it is now, each violation as one readable line.
import AxeBuilder from '@axe-core/webdriverio';
import type { Browser } from './browser';

/**
 * Violations on the page, or only within the element `within` selects.
 * axe's legacy mode runs `axe.run` in the page itself (and in each frame). Its default mode
 * finishes every scan in a second tab it opens and loads for the purpose: 2.6 to 3.3 s a scan here,
 * against 1.1 to 1.5 s, for the same rules and results.
 */
export async function axeViolations(browser: Browser, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ client: browser }).setLegacyMode();
  const result = await (within === undefined ? builder : builder.include(within)).analyze();
  return result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
