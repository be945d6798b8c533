// An edge's tally of documents per build: counted in memory, added to the store about once a
// second while documents are served, kept through a failed write. Over the real SQLite store.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDocumentTally } from './documentTally';
import type { RegistryStore } from './registryStore';
import { openSqliteRegistryStore } from './registryDatabase';
import { eventually } from 'test-support/eventually';

let dir: string;
let store: RegistryStore;
beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'document-tally-'));
  store = await openSqliteRegistryStore(dir);
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('adds its counts to the store by minute, flushMs after the first', async () => {
  const clock = { at: 60_000 * 10 + 5_000 };
  const tally = createDocumentTally(store, { now: () => clock.at, flushMs: 30 });
  tally.count('mf_feed', 'v1');
  tally.count('mf_feed', 'v1');
  clock.at += 60_000;
  tally.count('mf_feed', 'v1');
  expect(await store.documentsSince('mf_feed', 0)).toEqual(new Map());
  const written = await eventually(
    'the flush after flushMs',
    () => store.documentsSince('mf_feed', 0),
    (counts) => counts.size > 0,
  );
  expect(written).toEqual(new Map([['v1', 3]]));
  // Minutes are whole: asking from inside minute 11 counts minute 11 whole.
  expect(await store.documentsSince('mf_feed', 60_000 * 11)).toEqual(new Map([['v1', 1]]));
});

it('answers with what it counted but has not yet written', async () => {
  const tally = createDocumentTally(store, { now: () => 0, flushMs: 60_000 });
  tally.count('mf_boards', 'v2');
  expect(await tally.since('mf_boards', 0)).toEqual(new Map([['v2', 1]]));
});

it('keeps its counts when the store refuses them, and writes them once it takes them', async () => {
  const lines: string[] = [];
  let refuse = true;
  const flaky = {
    addDocuments: (counts: Parameters<RegistryStore['addDocuments']>[0]) =>
      refuse ? Promise.reject(new Error('the database is away')) : store.addDocuments(counts),
    documentsSince: store.documentsSince,
  };
  const tally = createDocumentTally(flaky, { now: () => 0, flushMs: 20, log: (line) => lines.push(line) });
  tally.count('mf_feed', 'v1');
  await tally.flush();
  expect(lines).toEqual(['registry: document counts not saved yet (the database is away)']);
  tally.count('mf_feed', 'v1');
  refuse = false;
  const written = await eventually(
    'the next flush',
    () => store.documentsSince('mf_feed', 0),
    (counts) => counts.size > 0,
  );
  expect(written).toEqual(new Map([['v1', 2]]));
});

it('writes what it counted when closed, and schedules nothing after, even when that write fails', async () => {
  const lines: string[] = [];
  let calls = 0;
  const closedStore = {
    addDocuments: () => {
      calls++;
      return Promise.reject(new Error('the pool has ended'));
    },
    documentsSince: store.documentsSince,
  };
  const tally = createDocumentTally(closedStore, { now: () => 0, flushMs: 10, log: (line) => lines.push(line) });
  tally.count('mf_feed', 'v1');
  await tally.close();
  tally.count('mf_feed', 'v1');
  await sleep(40);
  expect(calls).toBe(1);
  expect(lines).toEqual(['registry: document counts not saved yet (the pool has ended)']);
});

it('answers every remote asked at once with this edge’s latest counts, one write at a time', async () => {
  let writes = 0;
  let overlapping = false;
  let inFlight = 0;
  const slow = {
    addDocuments: async (counts: Parameters<RegistryStore['addDocuments']>[0]) => {
      writes++;
      inFlight++;
      if (inFlight > 1) overlapping = true;
      await sleep(20);
      await store.addDocuments(counts);
      inFlight--;
    },
    documentsSince: store.documentsSince,
  };
  const tally = createDocumentTally(slow, { now: () => 0, flushMs: 60_000 });
  for (let i = 0; i < 3; i++) tally.count('mf_feed', 'v1');
  tally.count('mf_boards', 'v1');
  const [feed, boards] = await Promise.all([tally.since('mf_feed', 0), tally.since('mf_boards', 0)]);
  expect([feed.get('v1'), boards.get('v1')]).toEqual([3, 1]);
  expect([writes, overlapping]).toEqual([1, false]);
});
