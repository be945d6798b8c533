// What Chromium's console shows for the page: its scripts' console calls and uncaught errors, and
// Chromium's own warnings (a preload not used or fetched twice, a Content-Security-Policy
// violation, a failed request). WebDriver BiDi's log.entryAdded carries only the first two, so
// this reads chromedriver's browser log, which carries them all (warnings and errors by default).

import type { Browser } from './browser';

export interface ConsoleEntry {
  level: string;
  message: string;
  source?: string;
}

function isEntry(value: unknown): value is ConsoleEntry {
  const entry = value as Partial<ConsoleEntry> | null;
  return typeof entry?.level === 'string' && typeof entry.message === 'string';
}

/** The console entries since the last read (chromedriver empties its log as it is read). */
export async function readConsole(browser: Browser): Promise<ConsoleEntry[]> {
  return (await browser.getLogs('browser')).filter(isEntry);
}

/** The warnings and errors since the last read, as 'WARNING other: …'. */
export async function consoleWarningsAndErrors(browser: Browser): Promise<string[]> {
  return (await readConsole(browser))
    .filter((entry) => entry.level === 'WARNING' || entry.level === 'SEVERE')
    .map((entry) => `${entry.level} ${entry.source ?? ''}: ${entry.message}`);
}

/**
 * Waits until Chromium has judged the document's preloads: it warns of one not used 3 s after
 * the window's load event, so a clean console read earlier proves nothing about them.
 */
export async function preloadsJudged(browser: Browser): Promise<void> {
  await browser.waitUntil(
    () =>
      browser.execute(() => {
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        return navigation !== undefined && navigation.loadEventEnd > 0 && performance.now() > navigation.loadEventEnd + 3_500;
      }),
    { timeout: 20_000, interval: 250, timeoutMsg: 'the page never finished loading' },
  );
}
