// `npm run bench:cluster`: the home feed's API page, a page document and a save (a signed-in person
// saving a Pin to their board and unsaving it again, so the data ends as it began), at
// BENCH_CONNECTIONS (10) for BENCH_DURATION_S (8) each, on one edge over SQLite, one edge over
// PostgreSQL, and two edges over one PostgreSQL (the connections split between them, as a load
// balancer would), all on this machine. Each setup starts from the demo world seeded afresh (in a
// throwaway SQLite file, or a throwaway PostgreSQL cluster) with npm start's media. Prints one table.
// BENCH_SETUPS=sqlite (or postgres) and BENCH_SCENARIOS=saves (or api, document) run a part.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './lib/builtServer.mjs';
import { CHROME_UA, logIn, visitor } from './lib/cookieJar.mjs';
import { ROOT } from './lib/packages.mjs';
import { startPostgresCluster, throwawayClusterDir } from 'test-support/postgresCluster';

const DURATION = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** BENCH_SETUPS=sqlite or postgres: one kind of setup only (default both). */
const SETUPS = new Set((process.env.BENCH_SETUPS ?? 'sqlite,postgres').split(','));
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const HEADERS = { cookie: 'pb_anon=bench-visitor-0000001', 'user-agent': BROWSER };
/** Not a route: the saves' scenario (saves()). */
const SAVE = Symbol('save');
const ALL_SCENARIOS = [
  ['api', 'home feed API page', '/resource/HomefeedResource/get/'],
  ['document', 'home page document', '/'],
  ['saves', 'saves and unsaves (writes)', SAVE],
];
/** BENCH_SCENARIOS=saves (or api, document, comma-separated): some scenarios only (default all). */
const ONLY = new Set((process.env.BENCH_SCENARIOS ?? 'api,document,saves').split(','));
const SCENARIOS = ALL_SCENARIOS.filter(([key]) => ONLY.has(key)).map(([, label, route]) => [label, route]);
const MEDIA_DIR = path.join(ROOT, '.data', 'media');

/**
 * Saves on one edge for DURATION: demo signed in, each connection saving the home feed's first Pin
 * demo has not saved to a board of its own and unsaving the copy, over and over (two writes a
 * round; boards of their own, since saving a Pin again where it is saved answers the same save).
 * A loop of our own rather than autocannon's, whose request chains cannot carry the copy's id
 * reliably from one request to the next.
 */
async function saves(url, connections) {
  const jar = await visitor(url);
  if ((await logIn(url, jar, 'demo-password')) !== 200) throw new Error('demo could not log in');
  const headers = {
    'user-agent': CHROME_UA,
    cookie: jar.header(),
    'x-csrftoken': decodeURIComponent(jar.get('csrftoken') ?? ''),
    'content-type': 'application/json',
  };
  const latencies = [];
  const call = async (route, body) => {
    const started = performance.now();
    const response = await fetch(`${url}${route}`, { method: body ? 'POST' : 'GET', headers, body: body && JSON.stringify(body) });
    if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
    const { data } = (await response.json()).resource_response;
    latencies.push(performance.now() - started);
    return data;
  };
  const pin = (await call('/resource/HomefeedResource/get/')).find((p) => !p.savedInfo);
  const boards = [];
  for (let i = 0; i < connections; i += 1) boards.push((await call('/resource/BoardResource/create/', { name: `Bench ${i + 1}` })).id);
  latencies.length = 0;
  const started = performance.now();
  const deadline = started + DURATION * 1000;
  await Promise.all(
    boards.map(async (board) => {
      while (performance.now() < deadline) {
        const copy = await call('/resource/RepinResource/create/', { pin_id: pin.id, board_id: board });
        await call('/resource/PinResource/delete/', { id: copy.id });
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / ((performance.now() - started) / 1000),
    p99: Math.round(latencies[Math.floor(latencies.length * 0.99)]),
  };
}

/** Load on every edge at once, the connections shared out; the figures summed (req/s) or worst (p99). */
async function load(urls, label, route) {
  const share = Math.max(1, Math.round(CONNECTIONS / urls.length));
  if (route === SAVE) {
    const results = await Promise.all(urls.map((url) => saves(url, share)));
    return { rps: results.reduce((n, r) => n + r.rps, 0), p99: Math.max(...results.map((r) => r.p99)) };
  }
  const results = await Promise.all(
    urls.map((url) => autocannon({ url: `${url}${route}`, connections: share, duration: DURATION, headers: HEADERS })),
  );
  const bad = results.reduce((n, r) => n + r.non2xx + r.errors, 0);
  if (bad > 0) throw new Error(`${label}: ${bad} answers failed or were not 2xx`);
  return { rps: results.reduce((n, r) => n + r.requests.average, 0), p99: Math.max(...results.map((r) => r.latency.p99)) };
}

const stops = [];
const scratch = mkdtempSync(path.join(os.tmpdir(), 'pinboard-bench-cluster-'));
try {
  const rows = [];
  if (SETUPS.has('sqlite')) {
    const sqlite = await startBuiltServer({ DATA_DIR: path.join(scratch, 'sqlite'), MEDIA_DIR });
    stops.push(sqlite.stopped);
    for (const [label, route] of SCENARIOS) rows.push({ setup: 'one edge, SQLite', label, ...(await load([sqlite.url], label, route)) });
    await sqlite.stopped();
  }
  if (SETUPS.has('postgres')) await onPostgres(rows);
  console.log(`\nOne machine (${os.cpus().length} cores), ${CONNECTIONS} connections, ${DURATION} s each, loopback, a returning visitor\n`);
  console.log('| setup | page | req/s | p99 |\n|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.setup} | ${row.label} | ${Math.round(row.rps)} | ${row.p99} ms |`);
} finally {
  for (const stop of stops.reverse()) await stop();
  rmSync(scratch, { recursive: true, force: true });
}

/** One edge, then two, over one throwaway PostgreSQL seeded from the demo world. */
async function onPostgres(rows) {
  const postgres = await startPostgresCluster({ dataDir: throwawayClusterDir(os.tmpdir()), durable: true });
  stops.push(() => postgres.stop({ remove: true }));
  const databaseUrl = await postgres.createDatabase('pinboard');
  const edges = [];
  for (const name of ['a', 'b']) {
    // The media is npm start's; the first edge imports the demo world into PostgreSQL.
    const edge = await startBuiltServer({ DATA_DIR: path.join(scratch, name), DATABASE_URL: databaseUrl, MEDIA_DIR });
    stops.push(edge.stopped);
    edges.push(edge.url);
  }
  for (const [label, route] of SCENARIOS) {
    rows.push({ setup: 'one edge, PostgreSQL', label, ...(await load(edges.slice(0, 1), label, route)) });
    rows.push({ setup: 'two edges, one PostgreSQL', label, ...(await load(edges, label, route)) });
  }
}
