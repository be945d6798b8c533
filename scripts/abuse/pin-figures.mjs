// Issue 59, item 4: can a stranger move the figures on a pin's stats page? demo's pin with a link
// is watched through its own stats (PinAnalyticsResource) while a signed-out stranger, with one
// page's token, logs 100 'enter' impressions of it, each with another visible_threshold (the probe:
// 148 → 1,948); logs 100 click-through events of it; fetches its tracked link (/offsite/) 700 times,
// 50 at a time (the probe: 6 → 706 clicks in 0.5 s); and fetches 20 documents, each a page view of
// its own, logging the pin's entry on each. Then a person's real session: a card's five reports and
// one click on the link. Each row prints the figures before and after. Plain HTTP only.
import Database from 'better-sqlite3';
import path from 'node:path';
import { CHROME_UA, cookieJar, logIn } from '../lib/cookieJar.mjs';

export const title =
  "A pin's figures against a stranger: impressions by threshold, click-throughs from the log and by reloading the redirect";

/** A browser's page: its cookies, CSRF token and the page's signed token (a page view). */
async function openPage(url, jar = cookieJar()) {
  const page = jar.keep(await fetch(`${url}/`, { headers: { 'user-agent': CHROME_UA, cookie: jar.header() } }));
  const config = JSON.parse(/<script id="?pinboard-platform"?[^>]*>([^<]*)<\/script>/.exec(await page.text())[1]);
  if (!jar.get('csrftoken'))
    jar.keep(await fetch(`${url}/resource/UserSessionResource/get/`, { headers: { 'user-agent': CHROME_UA, cookie: jar.header() } }));
  return { jar, pageToken: config.reportToken };
}

/** As sendBeacon posts a batch: text/plain, the CSRF token in the body; the number stored. */
async function logEvents(url, page, events) {
  const response = await fetch(`${url}/v3/events/`, {
    method: 'POST',
    headers: { 'user-agent': CHROME_UA, cookie: page.jar.header(), 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify({ events, csrf_token: decodeURIComponent(page.jar.get('csrftoken') ?? ''), page_token: page.pageToken }),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`POST /v3/events/: ${response.status} ${JSON.stringify(answer)}`);
  return answer.resource_response.data.stored;
}

/** GET the tracked link with the jar's cookies (none: a new visitor each time), no redirect followed; the status. */
async function follow(url, link, jar) {
  const response = await fetch(`${url}${link}`, {
    headers: { 'user-agent': CHROME_UA, ...(jar ? { cookie: jar.header() } : {}) },
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return response.status;
}

const impression = (pinId, stage, threshold, slot = 0) => ({
  event_type: 18,
  impression_kind: 'pin',
  object_id: pinId,
  time: new Date().toISOString(),
  aux_data: { stage, visible_threshold: threshold, surface: 'AuthHomefeed', slot_index: slot, cell_width: 236, cell_height: 400 },
});

/** demo's pin with an http(s) link on a public board that the seeded world's event log shows most. */
function demoPinWithLink(dataDir) {
  const db = new Database(path.join(dataDir, 'pinboard.sqlite'), { readonly: true });
  try {
    return String(
      db
        .prepare(
          `SELECT p.id FROM pins p JOIN users u ON u.id = p.pinner_id JOIN boards b ON b.id = p.board_id
           WHERE u.username = 'demo' AND p.is_repin = 0 AND p.link LIKE 'http%' AND b.privacy = 'public'
           ORDER BY (SELECT count(*) FROM events e WHERE e.object_id = CAST(p.id AS TEXT)) DESC, p.id LIMIT 1`,
        )
        .get().id,
    );
  } finally {
    db.close();
  }
}

export async function run({ url, dataDir }) {
  const owner = cookieJar();
  await openPage(url, owner);
  if ((await logIn(url, owner, 'demo-password')) !== 200) throw new Error('demo could not log in');
  const pinId = demoPinWithLink(dataDir);
  const pin = (
    await (
      await fetch(`${url}/resource/PinResource/get/?id=${pinId}`, { headers: { 'user-agent': CHROME_UA, cookie: owner.header() } })
    ).json()
  ).resource_response.data;
  if (!pin.trackedLink) throw new Error(`pin ${pinId} has no tracked link`);
  const figures = async () => {
    const answer = await fetch(`${url}/resource/PinAnalyticsResource/get/?pin_id=${pinId}`, {
      headers: { 'user-agent': CHROME_UA, cookie: owner.header() },
    });
    return (await answer.json()).resource_response.data.totals;
  };
  const rows = [];
  const measure = async (label, attack, figure) => {
    const before = await figures();
    const started = performance.now();
    const detail = await attack();
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const after = await figures();
    rows.push([label, `${figure}: ${before[figure]} → ${after[figure]} (${detail}; ${seconds} s)`]);
  };

  await measure(
    "one page token: 100 'enter' impressions, visible_threshold 0-99",
    async () =>
      `${await logEvents(
        url,
        await openPage(url),
        Array.from({ length: 100 }, (_, i) => impression(pinId, 'enter', i)),
      )} of 100 stored`,
    'impressions',
  );
  await measure(
    'one visitor: 20 documents, the entry logged on each',
    async () => {
      const jar = cookieJar();
      let stored = 0;
      for (let i = 0; i < 20; i += 1) stored += await logEvents(url, await openPage(url, jar), [impression(pinId, 'enter', 0)]);
      return `${stored} of 20 stored, one per page view`;
    },
    'impressions',
  );
  await measure(
    'the event log: 100 click-through events',
    async () => {
      const events = Array.from({ length: 100 }, () => ({
        event_type: 12,
        object_id: pinId,
        time: new Date().toISOString(),
        aux_data: { url: pin.link, clickthrough_type: 'offsite_redirect' },
      }));
      return `${await logEvents(url, await openPage(url), events)} of 100 logged`;
    },
    'clickthroughs',
  );
  await measure(
    'one visitor: the tracked link (/offsite/) fetched 700 times, 50 at a time',
    async () => {
      const { jar } = await openPage(url);
      const statuses = new Map();
      for (let round = 0; round < 14; round += 1) {
        for (const status of await Promise.all(Array.from({ length: 50 }, () => follow(url, pin.trackedLink, jar))))
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      return [...statuses].map(([s, n]) => `${s} ×${n}`).join(', ');
    },
    'clickthroughs',
  );
  await measure(
    'ten clients without cookies: the tracked link once each (ten visitor identities)',
    async () => (await Promise.all(Array.from({ length: 10 }, () => follow(url, pin.trackedLink, null)))).join(' '),
    'clickthroughs',
  );
  const person = await openPage(url);
  await measure(
    "a person's session: a card's five reports (enter, visible 50/80/100, exit)",
    async () => {
      const reports = [impression(pinId, 'enter', 0, 3), impression(pinId, 'visible', 50, 3), impression(pinId, 'visible', 80, 3)];
      const stored =
        (await logEvents(url, person, reports)) +
        (await logEvents(url, person, [impression(pinId, 'visible', 100, 3), impression(pinId, 'exit', 100, 3)]));
      return `${stored} of 5 stored`;
    },
    'impressions',
  );
  await measure(
    "the same person: one click on the pin's link",
    async () => `${await follow(url, pin.trackedLink, person.jar)}`,
    'clickthroughs',
  );
  return rows;
}
