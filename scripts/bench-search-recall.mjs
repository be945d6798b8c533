// `npm run bench:search`: how much of what a fixed list of queries is about the pins search finds,
// on the demo world seeded afresh (the built edge server on a throwaway DATA_DIR; with
// BENCH_SETUPS=sqlite,postgres also over a throwaway PostgreSQL cluster). What a query is about is
// written here, per query, as word forms: a discoverable pin is relevant when its title,
// description, board name, topic or link domain holds a form of each of the query's words. Recall
// is the share of the relevant pins the search finds (all its pages). Then the typeahead: of what
// it offers for a list of terms (searches and ideas), how many find nothing when searched.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startPostgresCluster, throwawayClusterDir } from 'test-support/postgresCluster';
import { startBuiltServer } from './lib/builtServer.mjs';
import { CHROME_UA } from './lib/cookieJar.mjs';
import { ROOT } from './lib/packages.mjs';

const SETUPS = new Set((process.env.BENCH_SETUPS ?? 'sqlite').split(','));
const MEDIA_DIR = path.join(ROOT, '.data', 'media');

/** A query and, for each of its words, the forms a relevant pin's text holds one of (a whole word's pattern). */
const QUERIES = [
  ['Gardening', ['garden(s|ing|er|ers)?']],
  ['garden', ['garden(s|ing|er|ers)?']],
  ['gardens', ['garden(s|ing|er|ers)?']],
  ['Weddings', ['wedding(s)?']],
  ['wedding', ['wedding(s)?']],
  ['hiking', ['hik(e|es|ing|er|ers)']],
  ['hike', ['hik(e|es|ing|er|ers)']],
  ['stretching', ['stretch(es|ing)?']],
  ['portraits', ['portrait(s)?']],
  ['landscapes', ['landscape(s)?']],
  ['tomatoes', ['tomato(es)?']],
  ['cakes', ['cake(s)?']],
  ['knitting', ['knit(s|ting|ted)?']],
  ['Weeknight Dinners', ['weeknight(s)?', 'dinner(s)?']],
  ['Garden Plans', ['garden(s|ing|er|ers)?', 'plan(s|ning|ned)?']],
  ['Home Decor', ['home(s)?', 'decor']],
  ['Photography', ['photograph(y|s|er|ers)?']],
  ['bakeandbloom.com', ['bakeandbloom', 'com']],
  ['greenthumbjournal', ['greenthumbjournal']],
  ['balcony garden', ['balcon(y|ies)', 'garden(s|ing|er|ers)?']],
  ['cozy bedroom', ['coz(y|ier|iest)', 'bedroom(s)?']],
];

/** Terms typed into the search box: what the typeahead offers for each is searched in turn. */
const TYPEAHEAD_TERMS = ['gard', 'Gardening', 'wed', 'hik', 'ho', 'pho', 'ma', 'cozy', 'bal', 'tom', 'e', 'a'];

const fold = (text) => text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
const wordsOf = (text) =>
  new Set(
    fold(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );
const pinText = (pin) => [pin.title, pin.description, pin.board?.name ?? '', pin.sourceInterest?.name ?? '', pin.domain ?? ''].join(' ');

async function read(url, resource, options) {
  const query = new URLSearchParams(Object.entries(options).map(([k, v]) => [k, String(v)]));
  const response = await fetch(`${url}/resource/${resource}/get/?${query}`, { headers: { 'user-agent': CHROME_UA } });
  if (!response.ok) throw new Error(`${resource} ${query}: ${response.status} ${await response.text()}`);
  return (await response.json()).resource_response;
}

/** Every page of a paged read, following bookmarks to the end. */
async function everyPage(url, resource, options) {
  const all = [];
  let bookmark = null;
  do {
    const answer = await read(url, resource, { ...options, page_size: 100, ...(bookmark ? { bookmark } : {}) });
    all.push(...answer.data);
    bookmark = answer.bookmark ?? null;
  } while (bookmark);
  return all;
}

async function measure(url, setup) {
  // A visitor's home feed is every discoverable pin (a visitor follows no interests).
  const everything = await everyPage(url, 'HomefeedResource', {});
  console.log(`\n${setup}: ${everything.length} discoverable pins\n`);
  console.log('| query | relevant | found | relevant found | recall | first result matches in title |');
  console.log('|---|---:|---:|---:|---:|---|');
  let relevantTotal = 0;
  let foundTotal = 0;
  for (const [query, forms] of QUERIES) {
    const patterns = forms.map((form) => new RegExp(`^(${form})$`));
    const relevant = new Set(
      everything.filter((pin) => patterns.every((p) => [...wordsOf(pinText(pin))].some((w) => p.test(w)))).map((pin) => pin.id),
    );
    const found = await everyPage(url, 'BaseSearchResource', { query });
    const hits = found.filter((pin) => relevant.has(pin.id)).length;
    const first = found[0];
    const titleFirst = first ? patterns.every((p) => [...wordsOf(first.title)].some((w) => p.test(w))) : null;
    relevantTotal += relevant.size;
    foundTotal += hits;
    const recall = relevant.size ? `${Math.round((100 * hits) / relevant.size)} %` : '-';
    console.log(
      `| ${query} | ${relevant.size} | ${found.length} | ${hits} | ${recall} | ${titleFirst === null ? '-' : titleFirst ? 'yes' : 'no'} |`,
    );
  }
  console.log(
    `| all ${QUERIES.length} queries | ${relevantTotal} | | ${foundTotal} | ${Math.round((100 * foundTotal) / relevantTotal)} % | |`,
  );

  let offered = 0;
  const empty = [];
  for (const term of TYPEAHEAD_TERMS) {
    const { data } = await read(url, 'TypeaheadResource', { term, count: 10 });
    for (const query of [...(data.queries ?? []), ...data.interests.map((i) => i.name)]) {
      offered += 1;
      const { data: pins } = await read(url, 'BaseSearchResource', { query, page_size: 1 });
      if (pins.length === 0) empty.push(`${term} → ${query}`);
    }
  }
  console.log(`\nTypeahead, ${TYPEAHEAD_TERMS.length} terms: ${offered} searches and ideas offered, ${empty.length} of them find no pin`);
  if (empty.length) console.log(`  ${empty.join('\n  ')}`);
}

const stops = [];
const scratch = mkdtempSync(path.join(os.tmpdir(), 'pinboard-bench-search-'));
try {
  if (SETUPS.has('sqlite')) {
    const edge = await startBuiltServer({ DATA_DIR: path.join(scratch, 'sqlite'), MEDIA_DIR });
    stops.push(edge.stopped);
    await measure(edge.url, 'SQLite');
    await edge.stopped();
  }
  if (SETUPS.has('postgres')) {
    const postgres = await startPostgresCluster({ dataDir: throwawayClusterDir(os.tmpdir()) });
    stops.push(() => postgres.stop({ remove: true }));
    const edge = await startBuiltServer({
      DATA_DIR: path.join(scratch, 'pg'),
      DATABASE_URL: await postgres.createDatabase('pinboard'),
      MEDIA_DIR,
    });
    stops.push(edge.stopped);
    await measure(edge.url, 'PostgreSQL');
  }
} finally {
  for (const stop of stops.reverse()) await stop();
  rmSync(scratch, { recursive: true, force: true });
}
