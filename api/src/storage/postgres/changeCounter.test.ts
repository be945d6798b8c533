import { freshTestDatabase, hasTestPostgres, warnPostgresSkipped } from 'test-support/postgresTestDatabase';
import { postgresDatabaseOn } from 'sql-kit/sqlDatabase';
import { sql } from 'kysely';
import { transaction } from '../sql/apiDb';
import { dataVersionOf, installChangeCounter, movesDataVersion } from './changeCounter';
import { migratePostgres, type PostgresDb, postgresApiDb } from './migratePostgres';
import { asWritten } from '../../testing/placeholders';

const suite = hasTestPostgres() ? describe : describe.skip;
warnPostgresSkipped('PostgreSQL data version');

suite('the data version over PostgreSQL', () => {
  let edgeA: PostgresDb;
  let edgeB: PostgresDb;
  beforeAll(async () => {
    const url = await freshTestDatabase('data_version');
    edgeA = postgresApiDb(url);
    edgeB = postgresApiDb(url);
    await migratePostgres(edgeA.pool);
  });
  afterAll(async () => {
    await edgeA?.close();
    await edgeB?.close();
  });

  it("moves on every insert, update and delete of product data made through the other edge's pool", async () => {
    const version = dataVersionOf(edgeA.db);
    const before = await version();
    await asWritten(edgeB).run("INSERT INTO interests (id, name, url_name) VALUES (900, 'Knots', 'knots')");
    const inserted = await version();
    expect(inserted).toBeGreaterThan(before);
    await asWritten(edgeB).run("UPDATE interests SET name = 'Sailing knots' WHERE id = 900");
    const updated = await version();
    expect(updated).toBeGreaterThan(inserted);
    await transaction(edgeB.db, (tx) => sql`DELETE FROM interests WHERE id = 900`.execute(tx));
    expect(await version()).toBeGreaterThan(updated);
  });

  it('stands still for the event log, sessions and a write that is rolled back', async () => {
    const version = dataVersionOf(edgeA.db);
    const before = await version();
    await asWritten(edgeB).run(
      "INSERT INTO events (received_at, client_time, subject, event_type, object_id, aux_data) VALUES ('2026-01-01', '2026-01-01', 'anon:x', 18, '1', '{}')",
    );
    await expect(
      transaction(edgeB.db, async (tx) => {
        await sql`INSERT INTO interests (id, name, url_name) VALUES (901, 'Rope', 'rope')`.execute(tx);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await version()).toBe(before);
  });

  it('is installed once: a second install adds no trigger and a write counts once', async () => {
    expect(await installChangeCounter(postgresDatabaseOn(edgeB.pool).db)).toEqual([]);
    const version = dataVersionOf(edgeB.db);
    const before = await version();
    await asWritten(edgeA).run("INSERT INTO interests (id, name, url_name) VALUES (902, 'Twine', 'twine'), (903, 'Cord', 'cord')");
    expect(await version()).toBe(before + 1);
  });

  it('counts every table but the uncounted ones', async () => {
    const triggered = await asWritten(edgeA).all<{ name: string }>(
      "SELECT c.relname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE t.tgname LIKE 'data\\_version\\_%' ORDER BY 1",
    );
    const names = triggered.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['pins', 'boards', 'users', 'media_images', 'business_accounts']));
    for (const uncounted of ['events', 'sessions', 'server_secrets', 'schema_migrations', 'cookie_settings', 'data_version'])
      expect(names).not.toContain(uncounted);
  });
});

describe('which writes may move the data version', () => {
  it.each([
    ['events', false],
    ['sessions', false],
    ['cookie_settings', false],
    ['pins', true],
    ['board_follows', true],
    // A write whose table is not known counts: a missed bump would serve stale answers.
    [undefined, true],
  ])('%s → %s', (table, counted) => {
    expect(movesDataVersion(table)).toBe(counted);
  });
});
