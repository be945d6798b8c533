// PostgreSQL's pins search index (migration 'pins search', a tsvector table kept by triggers): a
// database from before it gets it once, holding the pins it already had, and every write of a
// pin, board or topic after keeps it in step (the same world and writes as SQLite's test).
import { freshTestDatabase, hasTestPostgres, warnPostgresSkipped } from 'test-support/postgresTestDatabase';
import { PIN_SEARCH_WORLD, SEEDED_SEARCHES, WRITES } from '../../testing/pinSearchWorld';
import { pinSearchWords, tsQueryText } from '../sql/pinSearchWords';
import { apiMigrations } from '../schema/apiMigrations';
import { migratePostgres, type PostgresDb, postgresApiDb } from './migratePostgres';
import { asWritten } from '../../testing/placeholders';

const suite = hasTestPostgres() ? describe : describe.skip;
warnPostgresSkipped('PostgreSQL pins search index');

const POSTGRES_MIGRATIONS = apiMigrations('postgres');
const SEARCH_VERSION = POSTGRES_MIGRATIONS.find((m) => m.name === 'pins search')?.version ?? 0;

suite('the pins search index on PostgreSQL', () => {
  let db: PostgresDb;
  beforeEach(async () => {
    db = postgresApiDb(await freshTestDatabase('pin_search'));
    await migratePostgres(
      db.pool,
      POSTGRES_MIGRATIONS.filter((m) => m.version < SEARCH_VERSION),
    );
    for (const statement of PIN_SEARCH_WORLD) await asWritten(db).run(statement);
    expect(await migratePostgres(db.pool)).toEqual(POSTGRES_MIGRATIONS.filter((m) => m.version >= SEARCH_VERSION).map((m) => m.version));
  });
  afterEach(() => db.close());

  const found = async (query: string) =>
    (
      await asWritten(db).all<{ id: number }>(
        "SELECT pin_id AS id FROM pin_search WHERE document @@ plainto_tsquery('pin_search_words', $1) ORDER BY pin_id",
        tsQueryText(pinSearchWords(query)),
      )
    ).map((r) => r.id);

  it('is made once, by a migration of its own, for the pins already there', async () => {
    expect(SEARCH_VERSION).toBeGreaterThan(8);
    expect(await asWritten(db).get('SELECT count(*)::integer AS n FROM pin_search')).toEqual({ n: 3 });
    expect(await migratePostgres(db.pool)).toEqual([]);
    expect(await asWritten(db).get('SELECT count(*)::integer AS n FROM pin_search')).toEqual({ n: 3 });
  });

  it('finds in the pins it was made for', async () => {
    for (const [query, ids] of SEEDED_SEARCHES) expect([query, await found(query)]).toEqual([query, ids]);
  });

  it('follows every write of a pin, a board name and a topic name', async () => {
    for (const [statement, searches] of WRITES) {
      await asWritten(db).run(statement);
      for (const [query, ids] of searches) expect([statement, query, await found(query)]).toEqual([statement, query, ids]);
    }
  });

  it('weighs each field: title A, board B, description C, topic and domain D', async () => {
    const weights = async (query: string) =>
      asWritten(db).all<{ w: string }>(
        `SELECT w FROM unnest(ARRAY['a', 'b', 'c', 'd']) AS w
          WHERE (SELECT ts_filter(document, ARRAY[w]::"char"[]) @@ plainto_tsquery('pin_search_words', $1) FROM pin_search WHERE pin_id = 100)
          ORDER BY w`,
        query,
      );
    expect(await weights('balcony')).toEqual([{ w: 'a' }]);
    expect(await weights('garden')).toEqual([{ w: 'a' }, { w: 'b' }, { w: 'd' }]);
    expect(await weights('herbs')).toEqual([{ w: 'c' }]);
    expect(await weights('potandpetal')).toEqual([{ w: 'd' }]);
  });

  it('has no data-version trigger of its own: the pins, boards and topics it follows have theirs', async () => {
    expect(await asWritten(db).all("SELECT tgname FROM pg_trigger WHERE tgrelid = 'pin_search'::regclass AND NOT tgisinternal")).toEqual(
      [],
    );
  });
});
