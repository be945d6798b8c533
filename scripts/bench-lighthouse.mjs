// `npm run bench:lighthouse [path…]`: starts the built site on loopback and runs Lighthouse's
// performance audit on each page RUNS times (default 5) with the mobile and the desktop presets,
// printing the median score, LCP, TBT and CLS. Debian's Chromium, headless; nothing downloaded.
// REPORT_DIR=dir also writes each run's whole report there (what ran on the main thread, and when).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_FLAGS } from './lib/chromium.mjs';
import { CHROMIUM } from './lib/ensure.mjs';
import { startBuiltServer } from './lib/builtServer.mjs';
import { loadLighthouse } from './lib/lighthouse.mjs';

const { lighthouse, desktopConfig, chromeLauncher } = await loadLighthouse();

const RUNS = Number(process.env.RUNS ?? 5);
const REPORT_DIR = process.env.REPORT_DIR;
// PRESETS=mobile (or desktop) runs one preset only.
const PRESETS = [
  ['mobile', undefined],
  ['desktop', desktopConfig],
].filter(([name]) => (process.env.PRESETS ?? 'mobile,desktop').split(',').includes(name));
const PAGES = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/pin/1001/'];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const { url, child } = await startBuiltServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });

/**
 * One Lighthouse run. A run Lighthouse itself could not measure (NO_NAVSTART: Chromium's trace
 * lost the navigation, now and then here) would score 0 whatever the page did: it is run again,
 * up to three times, and said so.
 */
async function measuredRun(page, preset, config) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(
      `${url}${page}`,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      config,
    );
    if (!result.lhr.runtimeError || attempt > 3) return result;
    console.log(`  (${page} ${preset}: Lighthouse could not measure a run, ${result.lhr.runtimeError.code}; running it again)`);
  }
}

try {
  console.log(`Lighthouse ${RUNS} runs per page and preset on ${url} (median; scores swing on this machine)`);
  for (const page of PAGES) {
    for (const [preset, config] of PRESETS) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        const result = await measuredRun(page, preset, config);
        if (REPORT_DIR) {
          mkdirSync(REPORT_DIR, { recursive: true });
          const name = `${page.replace(/[^a-z0-9]+/gi, '_')}-${preset}-${i + 1}.json`;
          writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(result.lhr));
        }
        const audits = result.lhr.audits;
        runs.push({
          score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
          lcp: audits['largest-contentful-paint'].numericValue,
          tbt: audits['total-blocking-time'].numericValue,
          cls: audits['cumulative-layout-shift'].numericValue,
          // Lighthouse's own measure of this machine's speed during the run: a mobile TBT is the
          // host's task times times four, so runs on a busier host score lower with the same code.
          host: result.lhr.environment.benchmarkIndex,
        });
      }
      const m = (key) => median(runs.map((run) => run[key]));
      console.log(
        `${page} ${preset.padEnd(7)} score ${m('score')}  LCP ${(m('lcp') / 1000).toFixed(2)} s  TBT ${Math.round(m('tbt'))} ms  CLS ${m('cls').toFixed(3)}  (scores ${runs.map((r) => r.score).join(', ')}; host speed index ${Math.round(m('host'))})`,
      );
    }
  }
} finally {
  await chrome.kill();
  child.kill('SIGTERM');
}
