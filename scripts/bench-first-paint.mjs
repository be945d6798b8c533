// `npm run bench:first-paint`: starts the built site on loopback, loads pages in headless
// Chromium and prints the median time from navigation start to the first area mounted and
// painted, plus gzipped sizes of the shell's initial JavaScript and of each remoteEntry.js.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openChromium } from './lib/chromium.mjs';
import { startBuiltServer } from './lib/builtServer.mjs';
import { ROOT } from './lib/packages.mjs';

const RUNS = Number(process.env.RUNS ?? 9);
const PAGES = [
  ['/', 'mf_feed'],
  ['/pin/1001', 'mf_closeup'],
  ['/demo/summer-recipes', 'mf_boards'],
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipped = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

const { url, child } = await startBuiltServer();
const browser = await openChromium();

try {
  console.log(`First area painted on localhost: the session's first (cold) load, and the median of ${RUNS} warm loads`);
  console.log('(warm: the immutable shell and remote files come from the browser cache; the document never does)');
  let shellInitial = [];
  for (const [page, remoteName] of PAGES) {
    const mounted = [];
    const painted = [];
    const fcp = [];
    let cold = null;
    for (let i = 0; i <= RUNS; i += 1) {
      await browser.url('about:blank');
      await browser.url(`${url}${page}`);
      const timing = await browser.executeAsync((name, done) => {
        const mark = `pinboard:${name}:mounted`;
        const finish = () => {
          const [entry] = performance.getEntriesByName(mark);
          // The frame after the mount is when the area is on screen.
          requestAnimationFrame(() =>
            setTimeout(() => {
              const paint = performance.getEntriesByName('first-contentful-paint')[0];
              const shell = performance
                .getEntriesByType('resource')
                .filter((e) => e.startTime <= entry.startTime && new URL(e.name).pathname.startsWith('/shell/'))
                .map((e) => new URL(e.name).pathname);
              // What the page fetched (compressed bodies) to show this area: its scripts and stylesheets.
              const fetched = performance.getEntriesByType('resource');
              const bytesOf = (ext) =>
                fetched.filter((e) => new URL(e.name).pathname.endsWith(ext)).reduce((sum, e) => sum + e.encodedBodySize, 0);
              const files = fetched.filter((e) => /\.(js|css)$/.test(new URL(e.name).pathname)).length;
              done({
                mounted: entry.startTime,
                painted: performance.now(),
                fcp: paint ? paint.startTime : null,
                shell,
                js: bytesOf('.js'),
                css: bytesOf('.css'),
                files,
              });
            }, 0),
          );
        };
        const poll = () => (performance.getEntriesByName(mark).length ? finish() : setTimeout(poll, 5));
        poll();
      }, remoteName);
      if (i === 0) {
        cold = timing;
        continue;
      }
      mounted.push(timing.mounted);
      painted.push(timing.painted);
      if (timing.fcp !== null) fcp.push(timing.fcp);
      if (page === '/') shellInitial = timing.shell;
    }
    console.log(
      `  ${page.padEnd(22)} ${remoteName.padEnd(12)} first load: painted ${cold.painted.toFixed(0)} ms; warm median: mounted ${median(mounted).toFixed(0)} ms, painted ${median(painted).toFixed(0)} ms, first contentful paint ${fcp.length ? median(fcp).toFixed(0) : '?'} ms`,
    );
    console.log(
      `  ${''.padEnd(35)} fetched to show it: ${cold.files} JS and CSS files, ${kb(cold.js)} of JavaScript and ${kb(cold.css)} of CSS (compressed, as sent)`,
    );
  }

  const shellBytes = [...new Set(shellInitial)].map((p) => gzipped(path.join(ROOT, 'shell/dist/public', p.replace('/shell/', ''))));
  console.log(
    `\nShell's initial JavaScript (files fetched before the first area mounted): ${shellInitial.length} files, ${kb(shellBytes.reduce((a, b) => a + b, 0))} gzipped`,
  );
  for (const name of ['mf-feed', 'mf-closeup', 'mf-boards', 'mf-experiences', 'mf-business']) {
    console.log(`  ${name.padEnd(15)} remoteEntry.js ${kb(gzipped(path.join(ROOT, name, 'dist/remoteEntry.js')))} gzipped`);
  }
} finally {
  await browser.deleteSession();
  child.kill('SIGTERM');
}
