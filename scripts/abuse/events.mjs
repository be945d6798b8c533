// Issue 16, item 2 and issue 59, item 5: how much can one signed-out client write into the event
// log, and does a person scrolling briskly lose anything meanwhile? The flooder fetches one page
// like a browser (cookies, the page's signed token from its platform JSON), then posts full
// batches of impressions as fast as it can until it has offered 20,000 events. Interleaved with
// it, a person on a page of their own sends a minute of a brisk scroll (the rate the limits are
// sized from, api/src/server/briskScroll.json) in the page's batches of 100, as fast as the flood. Plain HTTP
// only, so it runs against the pre-issue build too (which took batches of 500 and no page token).
import Database from 'better-sqlite3';
import { statSync } from 'node:fs';
import path from 'node:path';
import BRISK_SCROLL from '../../api/src/server/briskScroll.json' with { type: 'json' };
import { CHROME_UA, cookieJar } from '../lib/cookieJar.mjs';

export const title = 'Event log flood from one signed-out client, beside a person scrolling briskly';

const OFFERED = 20_000;
/** The page's batch (shared-contracts' MAX_EVENTS_PER_BATCH). */
const PAGE_BATCH = 100;
const STAGES = [
  ['enter', 0],
  ['visible', 50],
  ['visible', 80],
  ['visible', 100],
  ['exit', 100],
];

const databaseBytes = (dataDir) =>
  ['pinboard.sqlite', 'pinboard.sqlite-wal'].reduce((sum, name) => {
    try {
      return sum + statSync(path.join(dataDir, name)).size;
    } catch {
      return sum;
    }
  }, 0);

function rowCount(dataDir, where = '1 = 1', ...args) {
  const db = new Database(path.join(dataDir, 'pinboard.sqlite'), { readonly: true });
  try {
    return db.prepare(`SELECT count(*) AS n FROM events WHERE ${where}`).get(...args).n;
  } finally {
    db.close();
  }
}

/** A browser's first visit: its cookies, its CSRF token and the page's signed token. */
async function openPage(url) {
  const jar = cookieJar();
  const page = await fetch(`${url}/`, { headers: { 'user-agent': CHROME_UA } });
  jar.keep(page);
  const config = JSON.parse(/<script id="?pinboard-platform"?[^>]*>([^<]*)<\/script>/.exec(await page.text())[1]);
  jar.keep(await fetch(`${url}/resource/UserSessionResource/get/`, { headers: { 'user-agent': CHROME_UA, cookie: jar.header() } }));
  return { jar, csrf: jar.get('csrftoken'), pageToken: config.reportToken };
}

/** As sendBeacon posts: text/plain, the CSRF token in the body. */
function post(url, page, events) {
  return fetch(`${url}/v3/events/`, {
    method: 'POST',
    headers: { 'user-agent': CHROME_UA, cookie: page.jar.header(), 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify({ events, csrf_token: page.csrf, ...(page.pageToken ? { page_token: page.pageToken } : {}) }),
  });
}

/** A brisk minute's impressions as the page reports them: each card's five stages, of pins from `firstPin`. */
function briskMinute(firstPin) {
  const events = [];
  for (let card = 0; events.length < BRISK_SCROLL.eventsPerMinute; card += 1)
    for (const [stage, threshold] of STAGES)
      events.push({
        event_type: 18,
        impression_kind: 'pin',
        object_id: String(firstPin + card),
        time: new Date().toISOString(),
        aux_data: { stage, visible_threshold: threshold, surface: 'AuthHomefeed', slot_index: card, cell_width: 236 },
      });
  return events.slice(0, BRISK_SCROLL.eventsPerMinute);
}

export async function run({ url, dataDir }) {
  const flooder = await openPage(url);
  const person = await openPage(url);
  const personBatches = [];
  const minute = briskMinute(80_000_000);
  for (let at = 0; at < minute.length; at += PAGE_BATCH) personBatches.push(minute.slice(at, at + PAGE_BATCH));
  const personStatuses = new Map();
  const personFirst = rowCount(dataDir, "object_id >= '80000000' AND object_id < '80999999'");

  const rowsBefore = rowCount(dataDir);
  const bytesBefore = databaseBytes(dataDir);
  const statuses = new Map();
  let batchSize = 500;
  let padding = 1500;
  let offered = 0;
  let withToken = true;
  const started = performance.now();
  while (offered < OFFERED) {
    // The person's next batch goes between the flooder's, as both pages would send at once.
    const personBatch = personBatches.shift();
    if (personBatch) {
      const answer = await post(url, person, personBatch);
      personStatuses.set(answer.status, (personStatuses.get(answer.status) ?? 0) + 1);
      await answer.arrayBuffer();
    }
    const events = Array.from({ length: batchSize }, (_, i) => ({
      event_type: 18,
      impression_kind: 'pin',
      // A new pin each, so no impression is a repeat the page view's ledger would drop.
      object_id: String(10_000_000 + offered + i),
      time: new Date().toISOString(),
      aux_data: { slotIndex: i, padding: 'x'.repeat(padding) },
    }));
    const response = await post(url, withToken ? flooder : { ...flooder, pageToken: undefined }, events);
    const answer = await response.json().catch(() => null);
    const field = answer?.resource_response?.error?.field;
    // Adapt as a determined client would: the old server takes no page_token, the new one at most 100 per batch.
    if (response.status === 400 && field === 'page_token' && withToken) {
      withToken = false;
      continue;
    }
    if ((response.status === 400 && field === 'events') || response.status === 413) {
      if (batchSize > 100) {
        batchSize = 100;
        continue;
      }
      // A beacon's 64 KB: smaller events fit.
      if (padding > 300) {
        padding = 300;
        continue;
      }
    }
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    offered += batchSize;
  }
  const seconds = (performance.now() - started) / 1000;
  const personStored = rowCount(dataDir, "object_id >= '80000000' AND object_id < '80999999'") - personFirst;
  const written = rowCount(dataDir) - rowsBefore - personStored;
  const mb = (databaseBytes(dataDir) - bytesBefore) / 1024 / 1024;
  const answers = (map) => [...map].map(([status, n]) => `${status} ×${n}`).join(', ');
  return [
    ['events offered (one client, one page)', offered],
    ['batch the server took', `${batchSize} events of ~${padding + 150} bytes`],
    ['time', `${seconds.toFixed(2)} s`],
    ['answers', answers(statuses)],
    ["rows written (a visitor's limit a minute)", written],
    [
      "a brisk scroll's minute, offered meanwhile by a person on another page",
      `${minute.length} in ${Math.ceil(minute.length / PAGE_BATCH)} batches`,
    ],
    ["the person's answers", answers(personStatuses)],
    ["the person's events stored", `${personStored} of ${minute.length}`],
    ['database growth', `${mb.toFixed(1)} MB`],
  ];
}
