// `npm run bench:feed-grid`: the home feed's grid with 10,000 pins in Chromium. Starts the built
// site on a private DATA_DIR whose demo pins are copied to 10,000+, scrolls the real feed until
// every page is loaded (25 pins a request, as a person would), then prints the DOM size, the
// layout times (each appended page, and a full relayout of all pins on a window resize), scroll
// frame times and the JS heap.
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openChromium } from './lib/chromium.mjs';
import { startBuiltServer } from './lib/builtServer.mjs';

const TARGET = Number(process.env.PINS ?? 10_000);
const PERSON_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-grid-bench-'));
process.env.DATA_DIR = dataDir;

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Copies every discoverable original pin until there are TARGET of them, each later in the feed. */
function multiplyPins() {
  const db = new Database(path.join(dataDir, 'pinboard.sqlite'));
  try {
    const where = "p.is_repin = 0 AND b.privacy = 'public' AND b.archived = 0";
    const { n } = db.prepare(`SELECT count(*) AS n FROM pins p JOIN boards b ON b.id = p.board_id WHERE ${where}`).get();
    const { maxId, maxRank } = db.prepare('SELECT max(id) AS maxId, max(feed_rank) AS maxRank FROM pins').get();
    const copies = Math.ceil(TARGET / n) - 1;
    const columns =
      'pinner_id, board_id, section_id, repin_of, is_repin, content_type, title, description, link, domain, image_signature, image_width, image_height, dominant_color, interest_id, is_promoted, promoter_id, content, created_at';
    const copy = db.prepare(
      `INSERT INTO pins (id, root_pin_id, feed_rank, ${columns})
       SELECT p.id + @offset, p.id + @offset, p.feed_rank + @rankOffset, ${columns
         .split(', ')
         .map((c) => `p.${c}`)
         .join(', ')}
       FROM pins p JOIN boards b ON b.id = p.board_id WHERE ${where} AND p.id <= @maxId`,
    );
    db.transaction(() => {
      for (let k = 1; k <= copies; k += 1) copy.run({ offset: k * (maxId + 1), rankOffset: k * (maxRank + 1), maxId });
    })();
    return db.prepare(`SELECT count(*) AS n FROM pins p JOIN boards b ON b.id = p.board_id WHERE ${where}`).get().n;
  } finally {
    db.close();
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (v) => `${v.toFixed(1)} ms`;

let server;
let browser;
try {
  // The first start seeds the demo world; then its pins are multiplied while the server is down.
  server = await startBuiltServer();
  await stop(server.child);
  const total = multiplyPins();
  server = await startBuiltServer();

  browser = await openChromium([
    `--user-agent=${PERSON_UA}`,
    '--blink-settings=primaryHoverType=2,availableHoverTypes=2,primaryPointerType=4,availablePointerTypes=4',
  ]);
  await browser.setTimeout({ script: 600_000 });
  await browser.url(`${server.url}/`);
  await browser.$('[role="list"] [role="listitem"]').waitForExist({ timeout: 20_000 });

  // Scroll to the end again and again until every page has loaded.
  const started = Date.now();
  const loaded = await browser.executeAsync((target, done) => {
    const grid = document.querySelector('[role="list"]');
    const lastPosition = () =>
      Math.max(0, ...[...grid.querySelectorAll('[role="listitem"]')].map((e) => Number(e.getAttribute('aria-posinset'))));
    let best = 0;
    let idleSince = performance.now();
    const step = () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const now = lastPosition();
      if (now > best) {
        best = now;
        idleSince = performance.now();
      }
      if (best >= target || performance.now() - idleSince > 4000) done(best);
      else setTimeout(step, 30);
    };
    step();
  }, TARGET);
  const loadSeconds = (Date.now() - started) / 1000;

  const appendTimes = await browser.execute(() =>
    performance
      .getEntriesByName('pinboard:grid-layout')
      .filter((e) => e.detail?.kind === 'append')
      .map((e) => e.duration),
  );
  // A window resize lays every loaded pin out again.
  await browser.execute(() => performance.clearMeasures('pinboard:grid-layout'));
  await browser.setWindowSize(1000, 900);
  await browser.pause(500);
  const full = await browser.execute(() =>
    performance
      .getEntriesByName('pinboard:grid-layout')
      .filter((e) => e.detail?.kind === 'full')
      .map((e) => ({ ms: e.duration, pins: e.detail.pins })),
  );
  await browser.setWindowSize(1280, 900);
  await browser.pause(500);

  // Scroll frame times in the middle of the feed: 40 px a frame for 300 frames.
  const frames = await browser.executeAsync((done) => {
    window.scrollTo(0, document.documentElement.scrollHeight / 2);
    const deltas = [];
    let last = performance.now();
    let count = 0;
    const frame = (now) => {
      deltas.push(now - last);
      last = now;
      window.scrollBy(0, 40);
      count += 1;
      if (count < 300) requestAnimationFrame(frame);
      else done(deltas.slice(1));
    };
    requestAnimationFrame(frame);
  });
  const dom = await browser.execute(() => ({
    nodes: document.getElementsByTagName('*').length,
    cards: document.querySelectorAll('[role="listitem"]').length,
    heap: performance.memory ? performance.memory.usedJSHeapSize : null,
  }));

  console.log(
    `Home feed grid with ${loaded.toLocaleString('en')} pins loaded (${total.toLocaleString('en')} in the feed), Chromium 1280×900, 2 cores`,
  );
  console.log('');
  console.log('| figure | value |');
  console.log('|---|---|');
  console.log(`| pages loaded by scrolling (25 pins each) | ${Math.ceil(loaded / 25)} in ${loadSeconds.toFixed(1)} s |`);
  console.log(`| DOM elements in the page | ${dom.nodes.toLocaleString('en')} |`);
  console.log(`| card elements in the DOM | ${dom.cards} |`);
  console.log(
    `| layout of one appended page, median / p95 / max | ${ms(percentile(appendTimes, 50))} / ${ms(percentile(appendTimes, 95))} / ${ms(Math.max(...appendTimes))} |`,
  );
  for (const f of full) console.log(`| full relayout of ${f.pins.toLocaleString('en')} pins (window resize) | ${ms(f.ms)} |`);
  console.log(
    `| scroll frame time, median / p95 / max (${frames.length} frames, 40 px each) | ${ms(percentile(frames, 50))} / ${ms(percentile(frames, 95))} / ${ms(Math.max(...frames))} |`,
  );
  console.log(`| frames over 20 ms (a missed 60 Hz frame) | ${frames.filter((d) => d > 20).length} of ${frames.length} |`);
  if (dom.heap !== null) console.log(`| JS heap used | ${(dom.heap / 1024 / 1024).toFixed(1)} MB |`);
} finally {
  await browser?.deleteSession().catch(() => undefined);
  if (server) await stop(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}
