// SQLite's pins search index (migration 'pins search', an FTS5 table kept by triggers): a database
// from before it gets it once, holding the pins it already had, and every write of a pin, board or
// topic after keeps it in step (the same world and writes as PostgreSQL's test).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PIN_SEARCH_WORLD, SEEDED_SEARCHES, WRITES } from '../../testing/pinSearchWorld';
import { apiMigrations } from '../schema/apiMigrations';
import { fts5Query, pinSearchWords } from '../sql/pinSearchWords';
import { installChangeCounter } from './changeCounter';
import { migrate, openDatabase, type Db } from './openDatabase';

const MIGRATIONS = apiMigrations('sqlite');
const SEARCH_VERSION = MIGRATIONS.find((m) => m.name === 'pins search')?.version ?? 0;

let dir: string;
let db: Db;
beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-search-'));
  const before = await openDatabase(
    dir,
    MIGRATIONS.filter((m) => m.version < SEARCH_VERSION),
  );
  for (const statement of PIN_SEARCH_WORLD) before.exec(statement);
  before.close();
  db = await openDatabase(dir);
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const found = (query: string) =>
  (
    db.prepare('SELECT rowid AS id FROM pin_search WHERE pin_search MATCH ? ORDER BY rowid').all(fts5Query(pinSearchWords(query))) as {
      id: number;
    }[]
  ).map((r) => r.id);

it('is made once, by a migration of its own, for the pins already there', async () => {
  expect(SEARCH_VERSION).toBeGreaterThan(11);
  expect(db.prepare('SELECT count(*) AS n FROM pin_search').get()).toEqual({ n: 3 });
  expect(await migrate(db, MIGRATIONS)).toEqual([]);
  expect(db.prepare('SELECT count(*) AS n FROM pin_search').get()).toEqual({ n: 3 });
});

it.each(SEEDED_SEARCHES)('finds %j in the pins it was made for', (query, ids) => expect(found(query)).toEqual(ids));

it('follows every write of a pin, a board name and a topic name', () => {
  for (const [statement, searches] of WRITES) {
    db.exec(statement);
    for (const [query, ids] of searches) expect([statement, query, found(query)]).toEqual([statement, query, ids]);
  }
});

it('moves the data version with the pins, not again for the index', () => {
  installChangeCounter(db);
  const version = () => (db.prepare('SELECT n FROM data_version WHERE id = 1').get() as { n: number }).n;
  const before = version();
  db.exec("UPDATE pins SET title = 'Tomato soup' WHERE id = 102");
  expect(version()).toBe(before + 1);
});
