// `npm run bench:documents`: how fast the edge server answers page requests now that each one
// picks every area's build for its visitor (routing, bucket hash, integrity list, signed report
// token). Starts the built site on loopback (DATA_DIR as for npm start), runs autocannon against
// it and prints requests per second and latency percentiles. BENCH_DURATION_S (8) and
// BENCH_CONNECTIONS (10) tune it. Home's documents carry the feed's first screen rendered on the
// server (its cards are counted in each scenario's HTML), for a visitor and for a signed-in person.
import autocannon from 'autocannon';
import { startBuiltServer } from './lib/builtServer.mjs';
import { CHROME_UA, logIn, visitor } from './lib/cookieJar.mjs';

const DURATION = Number(process.env.BENCH_DURATION_S ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const BROWSER = CHROME_UA;

/**
 * The scenarios past the signed-in one. A returning visitor sends what a browser holds after its
 * first page (its anonymous id and CSRF token): their signed-out documents are shared (sharedDocuments.ts).
 */
function scenarios(returning) {
  return [
    ['page, returning visitor (signed out, cookies of an earlier visit)', '/', returning],
    // As a browser asks: brotli, the document's start compressed once (brotliTail.ts).
    ['page, returning visitor, brotli as a browser asks', '/', { ...returning, 'accept-encoding': 'gzip, deflate, br, zstd' }],
    ['page, first visit (a new anonymous id each time)', '/', { 'user-agent': BROWSER }],
    // A pin page also looks the pin up (404 for a missing or secret one); a bot's is rendered by the closeup's server build.
    ['pin page, returning visitor', '/pin/1001/', returning],
    [
      'pin page, Googlebot (server-rendered)',
      '/pin/1001/',
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    ],
    // A profile and a board page also look their user or board up (404 for a missing or secret one).
    ['profile page, returning visitor', '/demo/', returning],
    ['board page, returning visitor', '/demo/kitchen-ideas/', returning],
    // Its grid's cards make it the largest document (about 100 KB as text): a browser takes it compressed.
    [
      'board page, returning visitor, brotli as a browser asks',
      '/demo/kitchen-ideas/',
      { ...returning, 'accept-encoding': 'gzip, deflate, br, zstd' },
    ],
    ['current builds for a page (/_platform/remotes)', '/_platform/remotes', returning],
    // The figures are for token holders and employees: the demo platform token, as the CLI sends it.
    ['status figures (/_platform/status)', '/_platform/status', { authorization: 'Bearer demo-platform-token' }],
  ];
}

/** A signed-in person's cookies (demo's seeded account), as a browser holds them after the login form. */
async function signedIn(url) {
  const jar = await visitor(url);
  const status = await logIn(url, jar, 'demo-password');
  if (status !== 200) throw new Error(`logging in as demo: ${status}`);
  return { cookie: jar.header(), 'user-agent': BROWSER };
}

/** The cards a document's HTML holds for a person with scripts off (the first screen rendered on the server). */
async function cardsInHtml(url, route, headers) {
  // As text: not every Node's fetch undoes brotli.
  const { 'accept-encoding': _compressed, ...plain } = headers;
  const html = await (await fetch(`${url}${route}`, { headers: plain })).text();
  return { cards: (html.match(/role="listitem"/g) ?? []).length, images: (html.match(/<img src="\/media\//g) ?? []).length };
}

const { url, child } = await startBuiltServer();
try {
  const returning = { cookie: (await visitor(url)).header(), 'user-agent': BROWSER };
  const all = [['home, signed in (demo)', '/', await signedIn(url)], ...scenarios(returning)];
  console.log(`Edge server documents: ${DURATION} s per scenario, ${CONNECTIONS} connections, loopback\n`);
  console.log('| scenario | req/s | p50 | p99 | cards in the HTML |\n|---|---|---|---|---|');
  for (const [label, route, headers] of all) {
    const { cards, images } = await cardsInHtml(url, route, headers);
    const result = await autocannon({ url: `${url}${route}`, connections: CONNECTIONS, duration: DURATION, headers });
    if (result.non2xx > 0) throw new Error(`${label}: ${result.non2xx} answers were not 2xx`);
    const shown = cards > 0 ? `${cards} (${images} pictures)` : '0';
    console.log(`| ${label} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${shown} |`);
  }
} finally {
  child.kill('SIGTERM');
}
