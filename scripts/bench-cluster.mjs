// `npm run bench:cluster`: the home feed's API page and a page document, at BENCH_CONNECTIONS (10)
// for BENCH_DURATION_S (8) each, on one edge over SQLite, one edge over PostgreSQL, and two edges
// over one PostgreSQL (the connections split between them, as a load balancer would), all on this
// machine. The data is npm start's (.data; seeded there on first use), the PostgreSQL a throwaway
// cluster seeded from the same demo world. Prints one table.
import autocannon from 'autocannon';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer } from './lib/builtServer.mjs';
import { ROOT } from './lib/packages.mjs';
import { startPostgresCluster, throwawayClusterDir } from 'test-support/postgresCluster';

const DURATION = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const HEADERS = { cookie: 'pb_anon=bench-visitor-0000001', 'user-agent': BROWSER };
const SCENARIOS = [
  ['home feed API page', '/resource/HomefeedResource/get/'],
  ['home page document', '/'],
];
const DATA_DIR = path.join(ROOT, '.data');
const MEDIA_DIR = path.join(DATA_DIR, 'media');

/** Load on every edge at once, the connections shared out; the figures summed (req/s) or worst (p99). */
async function load(urls, route) {
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({
        url: `${url}${route}`,
        connections: Math.max(1, Math.round(CONNECTIONS / urls.length)),
        duration: DURATION,
        headers: HEADERS,
      }),
    ),
  );
  const bad = results.reduce((n, r) => n + r.non2xx + r.errors, 0);
  if (bad > 0) throw new Error(`${route}: ${bad} answers failed or were not 2xx`);
  return { rps: results.reduce((n, r) => n + r.requests.average, 0), p99: Math.max(...results.map((r) => r.latency.p99)) };
}

const stops = [];
const scratch = mkdtempSync(path.join(os.tmpdir(), 'pinboard-bench-cluster-'));
try {
  // SQLite: npm start's own data (seeded on its first start, as npm start would).
  const sqlite = await startBuiltServer({ DATA_DIR });
  stops.push(sqlite.stopped);
  const rows = [];
  for (const [label, route] of SCENARIOS) rows.push({ setup: 'one edge, SQLite', label, ...(await load([sqlite.url], route)) });
  await sqlite.stopped();

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
    rows.push({ setup: 'one edge, PostgreSQL', label, ...(await load(edges.slice(0, 1), route)) });
    rows.push({ setup: 'two edges, one PostgreSQL', label, ...(await load(edges, route)) });
  }
  console.log(`\nOne machine (${os.cpus().length} cores), ${CONNECTIONS} connections, ${DURATION} s each, loopback, a returning visitor\n`);
  console.log('| setup | page | req/s | p99 |\n|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.setup} | ${row.label} | ${Math.round(row.rps)} | ${row.p99} ms |`);
} finally {
  for (const stop of stops.reverse()) await stop();
  rmSync(scratch, { recursive: true, force: true });
}
