// Issue 59, item 7: what does a flood of "Googlebot" pin pages do to a person? The probe's 10
// connections of Googlebot pin pages raised a visitor's home p50 38×. A person loads home over and
// over from 127.0.0.1, first alone, then beside each flood, in this one run:
// - from one address (127.0.0.2): 10 keep-alive connections asking for 300 pin pages in turn,
//   which the document rate holds to its burst and then 2 a second, the rest a small 429;
// - the same 10 connections spread over 1,000 addresses (no rate applies to any), asking for the
//   same 20 pin pages: a crawler's pages are shared, so each is made once per freshness window;
// - for comparison, that spread flood over 600 different pin pages, each made once: neither the
//   rate nor the sharing helps there; only the connection shares bound it.
// The figures: the person's home p50 and p95 alone and beside each flood, their ratio to alone,
// and what each flood got (answers a second, by status). The floods run in a worker thread; on
// loopback they share the machine's cores with the server and the person.
import { visitor } from '../lib/cookieJar.mjs';
import { loadHome, ms, percentile } from '../lib/homeLoads.mjs';
import { startDocumentFlood } from '../lib/documentFlood.mjs';

export const title = 'A Googlebot flood: 10 connections of pin pages, from one address and from many, beside a person loading home';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CONNECTIONS = 10;
const ALONE_MS = 8_000;
const FLOOD_MS = 10_000;
const FIRST_PIN = 1001;
const pins = (count, from = FIRST_PIN) => Array.from({ length: count }, (_, at) => `/pin/${from + at}/`);
const loopback = (count, prefix) => Array.from({ length: count }, (_, at) => `${prefix}.${Math.floor(at / 250)}.${(at % 250) + 1}`);

const loadHomeFor = (url, jar, forMs) => loadHome(url, jar, forMs, { timeoutMs: 10_000, keepCookies: true });

/** A flood's answers: how many a second, by status. */
const answered = ({ requests, seconds, statuses }) =>
  `${Math.round(requests / seconds)}/s (${statuses.map(([status, n]) => `${status} ×${n}`).join(', ')})`;
const figures = (loads) => `${loads.times.length} loads, p50 ${ms(percentile(loads.times, 50))}, p95 ${ms(percentile(loads.times, 95))}`;
const ratios = (loads, alone) =>
  `p50 ${(percentile(loads.times, 50) / percentile(alone.times, 50)).toFixed(1)}×, p95 ${(percentile(loads.times, 95) / percentile(alone.times, 95)).toFixed(1)}×` +
  (loads.failed > 0 ? `, ${loads.failed} failed` : '');

export async function run({ url, log }) {
  const jar = await visitor(url);
  // Warm: the first documents render while the render thread starts.
  await loadHomeFor(url, jar, 1_000);
  const alone = await loadHomeFor(url, jar, ALONE_MS);
  log(`alone: ${figures(alone)}`);
  const rows = [['person, home alone', figures(alone)]];
  const floods = [
    ['one address, 300 pin pages', { addresses: ['127.0.0.2'], paths: pins(300) }],
    ['1,000 addresses, the same 20 pin pages', { addresses: loopback(1000, '127.3'), paths: pins(20, FIRST_PIN + 300) }],
    ['1,000 addresses, 600 different pin pages', { addresses: loopback(1000, '127.4'), paths: pins(600, FIRST_PIN + 400) }],
  ];
  for (const [name, how] of floods) {
    const attack = startDocumentFlood({ url, ...how, userAgent: GOOGLEBOT, connections: CONNECTIONS });
    const beside = await loadHomeFor(url, jar, FLOOD_MS);
    const got = answered(await attack.stop());
    log(`${name}: flood ${got}; person ${figures(beside)}`);
    rows.push([`flood from ${name}: answers`, got], [`person, home beside it`, figures(beside)], [`  ÷ alone`, ratios(beside, alone)]);
  }
  return rows;
}
