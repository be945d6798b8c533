// Issue 16, item 2: how much can one signed-out client write into the event log? It fetches one
// page like a browser (cookies, the page's signed token from its platform JSON), then posts full
// batches of impressions as fast as it can until it has offered 20,000 events. Plain HTTP only, so
// it runs against the pre-issue build too (which took batches of 500 and no page token).
import Database from 'better-sqlite3';
import { statSync } from 'node:fs';
import path from 'node:path';
import { CHROME_UA, cookieJar } from '../lib/cookieJar.mjs';

export const title = 'Event log flood from one signed-out client';

const OFFERED = 20_000;

const databaseBytes = (dataDir) =>
  ['pinboard.sqlite', 'pinboard.sqlite-wal'].reduce((sum, name) => {
    try {
      return sum + statSync(path.join(dataDir, name)).size;
    } catch {
      return sum;
    }
  }, 0);

function rowCount(dataDir) {
  const db = new Database(path.join(dataDir, 'pinboard.sqlite'), { readonly: true });
  try {
    return db.prepare('SELECT count(*) AS n FROM events').get().n;
  } finally {
    db.close();
  }
}

export async function run({ url, dataDir }) {
  const jar = cookieJar();
  const keep = jar.keep;
  const cookieHeader = jar.header;
  const page = await fetch(`${url}/`, { headers: { 'user-agent': CHROME_UA } });
  keep(page);
  const config = JSON.parse(/<script id="?pinboard-platform"?[^>]*>([^<]*)<\/script>/.exec(await page.text())[1]);
  keep(await fetch(`${url}/resource/UserSessionResource/get/`, { headers: { 'user-agent': CHROME_UA, cookie: cookieHeader() } }));
  const csrf = jar.get('csrftoken');

  const rowsBefore = rowCount(dataDir);
  const bytesBefore = databaseBytes(dataDir);
  const statuses = new Map();
  let batchSize = 500;
  let padding = 1500;
  let offered = 0;
  let withToken = true;
  const started = performance.now();
  while (offered < OFFERED) {
    const events = Array.from({ length: batchSize }, (_, i) => ({
      event_type: 18,
      impression_kind: 'pin',
      object_id: String(1000 + ((offered + i) % 400)),
      time: new Date().toISOString(),
      aux_data: { slotIndex: i, padding: 'x'.repeat(padding) },
    }));
    const body = { events, csrf_token: csrf, ...(withToken ? { page_token: config.reportToken } : {}) };
    const response = await fetch(`${url}/v3/events/`, {
      method: 'POST',
      headers: { 'user-agent': CHROME_UA, cookie: cookieHeader(), 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify(body),
    });
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
  const written = rowCount(dataDir) - rowsBefore;
  const mb = (databaseBytes(dataDir) - bytesBefore) / 1024 / 1024;
  return [
    ['events offered (one client, one page)', offered],
    ['batch the server took', `${batchSize} events of ~${padding + 150} bytes`],
    ['time', `${seconds.toFixed(2)} s`],
    ['answers', [...statuses].map(([status, n]) => `${status} ×${n}`).join(', ')],
    ['rows written', written],
    ['database growth', `${mb.toFixed(1)} MB`],
  ];
}
