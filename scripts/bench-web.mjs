// `npm run bench:web`: the performance issue's table in one run. Builds what is missing, serves the
// built site on loopback and, in Debian's Chromium (cold cache, signed out), prints per route the
// compressed JavaScript fetched before the route's first content is on screen and which areas were
// fetched; what home, a pin and a board show with scripts off (their server-rendered first screens); the layout shift on
// home from the server's HTML, through hydration, while images load and more pages stream in; then Lighthouse
// (bench-lighthouse.mjs, RUNS times per preset) and the API's own benchmark (signed-in home feed).
// SKIP_BUILD=1 measures the build as it is; FILES=1 lists each route's files and API reads; the same figures for
// the same code built as one bundle without Module Federation (scripts/one-bundle) give the
// federation's overhead (SKIP_ONE_BUNDLE=1 leaves it out); each package's share of every route's
// bytes comes from the files' source maps (lib/packageShares.mjs); SKIP_LIGHTHOUSE=1 or SKIP_API=1
// leave those parts out.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openChromium } from './lib/chromium.mjs';
import { startBuiltServer } from './lib/builtServer.mjs';
import { ROOT } from './lib/packages.mjs';
import { packageShares } from './lib/packageShares.mjs';

// A pin's document carries a server-rendered copy of its page (for crawlers and the first paint),
// so 'main h1' is on screen before any script runs and the figure counted only what the document
// happened to preload: the closeup's files for the federated site, none for the one bundle. The
// closeup's own heading is what a person can act on, and it needs the same code in both builds.
const ROUTES = [
  ['/', 'home feed', '[role="listitem"] img'],
  ['/pin/1001/', 'pin page', '#closeup-title'],
  ['/demo/garden-plans/', 'board page', '[role="listitem"] img'],
];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!process.env.SKIP_BUILD) run('npm', ['run', '--silent', 'build:missing']);
// The same shell and areas compiled as one bundle without Module Federation (each area a lazy chunk).
const ONE_BUNDLE_DIST = 'shell/dist/one-bundle';
const withOneBundle = !process.env.SKIP_ONE_BUNDLE;
if (withOneBundle && (!process.env.SKIP_BUILD || !existsSync(path.join(ROOT, ONE_BUNDLE_DIST, 'document.html')))) {
  const result = spawnSync('npx', ['pinboard-build', '--config', '../scripts/one-bundle/webpack.config.js'], {
    cwd: path.join(ROOT, 'shell'),
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Run in the page before its own scripts: notes when the route's first content is first on screen
 * (in the DOM with a size), so what is fetched after it (experiences, once the page settles) does
 * not count, however late the driver looks.
 */
const firstContentWatcher = (selector) => `(() => {
  const seen = () => {
    const element = document.querySelector(${JSON.stringify(selector)});
    if (!element || window.__pinboardFirstContent !== undefined) return;
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) window.__pinboardFirstContent = performance.now();
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

/** Per route: the compressed JavaScript fetched before its first content, in a cold cache. */
async function measureRoutes(title, env) {
  const { url, child } = await startBuiltServer(env);
  const browser = await openChromium();
  const figures = {};
  try {
    console.log(`\n${title}: JavaScript before the first content (cold cache, signed out, compressed as sent) on ${url}`);
    // An edge serves many visitors, and for all but its first few the files are at brotli's best
    // level (shell/server/bestCompression.ts): each route is loaded once first, so the figures are
    // that steady state and not the edge's first second.
    for (const [route, , selector] of ROUTES) {
      await browser.url(`${url}${route}`);
      await browser.$(selector).waitForDisplayed({ timeout: 20_000 });
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    for (const [route, label, selector] of ROUTES) {
      // A fresh cache for every route: nothing carried over from the one before.
      await browser.sendCommand('Network.enable', {});
      await browser.sendCommand('Network.clearBrowserCache', {});
      await browser.url('about:blank');
      const { identifier } = await browser.sendCommandAndGetResult('Page.addScriptToEvaluateOnNewDocument', {
        source: firstContentWatcher(selector),
      });
      await browser.url(`${url}${route}`);
      await browser.$(selector).waitForDisplayed({ timeout: 20_000 });
      await browser.sendCommand('Page.removeScriptToEvaluateOnNewDocument', { identifier });
      const measured = await browser.execute(() => {
        const shown = window.__pinboardFirstContent ?? performance.now();
        const entries = performance.getEntriesByType('resource').filter((e) => e.startTime <= shown);
        const js = entries.filter((e) => new URL(e.name).pathname.endsWith('.js'));
        const areas = [...new Set(entries.map((e) => /^\/remotes\/(mf_[a-z]+)\//.exec(new URL(e.name).pathname)?.[1]).filter(Boolean))];
        const list = js.map((e) => [new URL(e.name).pathname, e.transferSize, Math.round(e.startTime)]);
        const reads = entries
          .filter((e) => new URL(e.name).pathname.startsWith('/resource/'))
          .map((e) => `${new URL(e.name).pathname}${new URL(e.name).search} at ${Math.round(e.startTime)} ms`);
        return { bytes: js.reduce((sum, e) => sum + e.transferSize, 0), files: js.length, areas, shownMs: shown, list, reads };
      });
      figures[route] = measured;
      console.log(
        `  ${label.padEnd(11)} ${route.padEnd(24)} ${kb(measured.bytes).padStart(9)} in ${String(measured.files).padStart(2)} files, on screen at ${measured.shownMs.toFixed(0)} ms; areas fetched: ${measured.areas.join(', ') || '(in the bundle)'}`,
      );
      if (process.env.FILES) {
        for (const [file, size, at] of measured.list) console.log(`      ${kb(size).padStart(9)}  ${file} at ${at} ms`);
        for (const read of measured.reads) console.log(`      API read  ${read}`);
      }
    }
    if (!env.PINBOARD_SHELL_DIST) {
      // What a person sees with no script at all: the first screen the edge server rendered.
      await browser.sendCommand('Emulation.setScriptExecutionDisabled', { value: true });
      console.log('\nWith scripts off (the server-rendered first screen):');
      // The first content: a grid page's cards, a pin's heading and picture.
      for (const [label, route, grid] of [
        ['home feed', '/', true],
        ['pin page', '/pin/1001/', false],
        ['board page', '/demo/garden-plans/', true],
      ]) {
        await browser.url('about:blank');
        await browser.url(`${url}${route}`);
        const shown = await browser.execute(() => {
          const inView = [...document.querySelectorAll('main img')].filter((img) => {
            const box = img.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && box.top < window.innerHeight;
          });
          return {
            heading: document.querySelector('main h1')?.textContent ?? '',
            cards: document.querySelectorAll('[role="listitem"]').length,
            pictures: inView.length,
          };
        });
        const content = shown.heading !== '' && shown.pictures > 0 && (!grid || shown.cards > 0);
        console.log(
          `  ${label.padEnd(11)} ${route.padEnd(24)} heading ${JSON.stringify(shown.heading)}, ${shown.cards} cards, ${shown.pictures} pictures in the first screen; JavaScript needed before first content: ${content ? '0 KB' : `${kb(figures[route]?.bytes ?? 0)} (as above)`}`,
        );
      }
      await browser.sendCommand('Emulation.setScriptExecutionDisabled', { value: false });
      // Layout shift on home: while the first images load, then while two more pages stream in.
      await browser.url('about:blank');
      await browser.url(`${url}/`);
      await browser.$('[role="listitem"] img').waitForDisplayed({ timeout: 20_000 });
      const cls = await browser.executeAsync((done) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        let steps = 0;
        const step = () => {
          window.scrollBy(0, window.innerHeight * 2);
          steps += 1;
          if (steps < 6) setTimeout(step, 700);
          else setTimeout(() => done(total), 1000);
        };
        setTimeout(step, 1000);
      });
      console.log(`\nCumulative layout shift on home while images load and pages stream in: ${cls.toFixed(3)}`);
    }
  } finally {
    await browser.deleteSession();
    child.kill('SIGTERM');
  }
  return figures;
}

const federated = await measureRoutes('Module Federation (the site as served)', {});
console.log("\nEach package's share of that JavaScript (compressed bytes, by the files' source maps; packages under 0.5 KB left out)");
for (const [route, label] of ROUTES) {
  const shares = packageShares(ROOT, federated[route].list).filter(([, bytes]) => bytes >= 512);
  console.log(`  ${label.padEnd(11)} ${shares.map(([pkg, bytes]) => `${pkg} ${kb(bytes)}`).join(', ')}`);
}
if (withOneBundle) {
  const oneBundle = await measureRoutes('One bundle (same code, no federation; SKIP_ONE_BUNDLE=1 leaves it out)', {
    PINBOARD_SHELL_DIST: ONE_BUNDLE_DIST,
  });
  console.log('\nFederation overhead (federated ÷ one bundle; the issue allows 1.10x bytes)');
  for (const [route, label] of ROUTES) {
    const f = federated[route];
    const o = oneBundle[route];
    console.log(
      `  ${label.padEnd(11)} bytes ${(f.bytes / o.bytes).toFixed(2)}x (${kb(f.bytes)} vs ${kb(o.bytes)}), files ${f.files} vs ${o.files}, first content ${(f.shownMs / o.shownMs).toFixed(2)}x`,
    );
  }
}

if (!process.env.SKIP_LIGHTHOUSE) {
  console.log('\nLighthouse, Module Federation (the site as served)');
  run(process.execPath, ['scripts/bench-lighthouse.mjs', ...ROUTES.map(([route]) => route)]);
  if (withOneBundle) {
    console.log('\nLighthouse, one bundle (for the LCP comparison; the issue allows 1.05x)');
    run(process.execPath, ['scripts/bench-lighthouse.mjs', ...ROUTES.map(([route]) => route)], { PINBOARD_SHELL_DIST: ONE_BUNDLE_DIST });
  }
}
if (!process.env.SKIP_API) {
  console.log('');
  run('npm', ['run', '--silent', 'bench', '-w', 'api']);
}
