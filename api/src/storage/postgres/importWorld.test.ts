import { sql, type Kysely } from 'kysely';
import { appendFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshTestDatabase, hasTestPostgres, warnPostgresSkipped } from 'test-support/postgresTestDatabase';
import { colourDistance } from '../../media/colourHistogram';
import { createDemoWorld } from '../../seed/demoWorld';
import { seedImageHistogram } from '../../seed/imageWriter';
import type { WorldImport } from '../worldImport';
import type { DB } from '../sql/apiTables';
import { builderDialectOf, type BuilderDialect } from '../sql/builderDialect';
import { importWorld as importIntoSqlite } from '../sqlite/importWorld';
import { openDatabase, type Db } from '../sqlite/openDatabase';
import { dataVersionOf } from './changeCounter';
import { importWorld } from './importWorld';
import { migratePostgres, type PostgresDb, postgresApiDb } from './migratePostgres';
import { asWritten } from '../../testing/placeholders';
import { sqliteDatabase } from 'sql-kit/sqlDatabase';

const suite = hasTestPostgres() ? describe : describe.skip;
warnPostgresSkipped('PostgreSQL importWorld');

// The follows are stamped with the time of the import, which differs between the two.
const STAMPED_AT_IMPORT = new Set(['board_follows', 'user_follows', 'interest_follows']);

/** A table's rows as comparable text, whichever database answered them. */
function canonical(table: string, rows: Record<string, unknown>[]): string[] {
  return rows
    .map((row) =>
      JSON.stringify(
        Object.keys(row)
          .sort()
          .map((key) => {
            const value = row[key];
            if (key === 'created_at' && STAMPED_AT_IMPORT.has(table)) return '(import time)';
            return Buffer.isBuffer(value) ? value.toString('hex') : value;
          }),
      ),
    )
    .sort();
}

/** For the figures: PINBOARD_TIMINGS=file collects the import's time. */
function writeTiming(ms: number): void {
  if (process.env.PINBOARD_TIMINGS) appendFileSync(process.env.PINBOARD_TIMINGS, `postgres importWorld: ${Math.round(ms)} ms\n`);
}

suite('importWorld into PostgreSQL', () => {
  let world: WorldImport;
  let hashes: Map<number, string>;
  let histograms: Map<string, Buffer>;
  let dir: string;
  let sqlite: Db;
  let db: PostgresDb;
  let importMs: number;
  let versionBefore: number;

  beforeAll(async () => {
    // As the seed builds it (seedDatabase.ts), without the picture files; a stand-in for each
    // password's hash, which only takes time here.
    world = createDemoWorld({ now: new Date('2026-06-01T12:00:00.000Z') });
    hashes = new Map(world.users.filter((u) => u.password !== null).map((u) => [u.id, `hash-of-${u.id}`]));
    histograms = new Map(world.images.map((image) => [image.signature, seedImageHistogram(image)]));

    dir = mkdtempSync(path.join(os.tmpdir(), 'pg-import-'));
    sqlite = await openDatabase(dir);
    importIntoSqlite(sqlite, world, hashes, histograms);

    db = postgresApiDb(await freshTestDatabase('import_world'));
    await migratePostgres(db.pool);
    versionBefore = await dataVersionOf(db.db)();
    const started = performance.now();
    await importWorld(db.db, world, hashes, histograms);
    importMs = performance.now() - started;
  }, 120_000);

  afterAll(async () => {
    sqlite?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    await db?.close();
  });

  const sqliteTables = () =>
    (
      sqlite
        // Not the shadow tables SQLite keeps behind the FTS5 pins search index (pin_search itself is compared).
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'schema_migrations' AND name NOT LIKE 'pin\\_search\\_%' ESCAPE '\\'",
        )
        .all() as {
        name: string;
      }[]
    ).map((t) => t.name);

  it('writes as many rows to every table as the SQLite import of the same world', async () => {
    const expected: Record<string, number> = {};
    const actual: Record<string, number> = {};
    for (const table of sqliteTables()) {
      expected[table] = (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
      actual[table] = (await asWritten(db).get<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))?.n ?? -1;
    }
    expect(actual).toEqual(expected);
    expect(expected.pins).toBeGreaterThan(500);
    // Batched, the whole world is one transaction of a few hundred statements: its time is a figure
    // (PINBOARD_TIMINGS), not a bound a loaded machine could miss.
    writeTiming(importMs);
  });

  it('writes the same values, column by column, as the SQLite import', async () => {
    // The pins search index is each database's own shape (FTS5 columns, weighted tsvectors): compared by its rows above.
    for (const table of sqliteTables().filter((name) => name !== 'pin_search')) {
      const expected = canonical(table, sqlite.prepare(`SELECT * FROM ${table}`).all() as Record<string, unknown>[]);
      const actual = canonical(table, await asWritten(db).all<Record<string, unknown>>(`SELECT * FROM ${table}`));
      expect({ table, rows: actual }).toEqual({ table, rows: expected });
    }
  });

  it('moves each identity past the imported ids, so the next insert gets a free one', async () => {
    const maxUser = (await asWritten(db).get<{ n: number }>('SELECT max(id) AS n FROM users'))?.n ?? 0;
    const user = await asWritten(db).get<{ id: number }>(
      `INSERT INTO users (username, full_name, first_name, created_at) VALUES ('after-import', 'A', 'A', '2026-06-02') RETURNING id`,
    );
    expect(user?.id).toBe(maxUser + 1);
    const maxEvent = (await asWritten(db).get<{ n: number }>('SELECT max(id) AS n FROM events'))?.n ?? 0;
    const event = await asWritten(db).get<{ id: number }>(
      `INSERT INTO events (received_at, subject, event_type) VALUES ('2026-06-02', 'anon:x', 1) RETURNING id`,
    );
    expect(event?.id).toBe(maxEvent + 1);
    // The two databases hold the same world again, for the comparisons below.
    await asWritten(db).run('DELETE FROM users WHERE id = $1', user?.id ?? 0);
    await asWritten(db).run('DELETE FROM events WHERE id = $1', event?.id ?? 0);
  });

  it('moves the data version, so every edge drops what it cached of the empty database', async () => {
    expect(await dataVersionOf(db.db)()).toBeGreaterThan(versionBefore);
  });

  describe("the builder dialect's SQL gives the same answers over the same world", () => {
    let sqliteSql: Kysely<DB>;
    beforeAll(() => {
      // What the SQLite stores register in JavaScript; PostgreSQL has them as SQL functions.
      sqlite.function('search_fold', { deterministic: true }, (text: unknown) =>
        typeof text === 'string' ? text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '') : text,
      );
      sqlite.function('colour_distance', { deterministic: true }, colourDistance);
      sqliteSql = sqliteDatabase<DB>(sqlite).db;
    });

    /** The query's rows from SQLite and PostgreSQL, which must be equal. */
    const both = async <R>(query: (k: Kysely<DB>, d: BuilderDialect) => Promise<R[]>) => {
      const expected = await query(sqliteSql, builderDialectOf(sqliteSql));
      const actual = await query(db.db, builderDialectOf(db.db));
      expect(actual).toEqual(expected);
      return actual;
    };

    it('reads JSON fields of the pins and the events', async () => {
      const products = await both((k, d) =>
        k
          .selectFrom('pins as p')
          .select('id')
          .where((eb) => eb(d.jsonText('p.content', 'richSummary.typeName'), '=', 'product'))
          .orderBy('id')
          .execute(),
      );
      const shoppable = await both((k, d) =>
        k.selectFrom('pins as p').select('id').where(d.jsonIsTrue('p.content', 'isShoppable')).orderBy('id').execute(),
      );
      expect(products.length + shoppable.length).toBeGreaterThan(0);
      await both((k, d) =>
        k
          .selectFrom('pins')
          .select('id')
          .where(d.inList(sql.ref('id'), [1, 2, 3, 5000], 'integer'))
          .orderBy('id')
          .execute(),
      );
      await both((k, d) =>
        k
          .selectFrom('events')
          .select(['id', d.jsonTextIfValid('aux_data', 'stage').as('stage')])
          .orderBy('id')
          .limit(200)
          .execute(),
      );
    });

    it('compares, orders and matches ignoring case', async () => {
      const someone = world.users[0];
      expect(
        await both((k, d) =>
          k
            .selectFrom('users')
            .select('id')
            .where(d.eqNocaseColumn('username', someone?.username.toUpperCase() ?? ''))
            .execute(),
        ),
      ).toEqual([{ id: someone?.id }]);
      const interest = world.interests[0]?.name.toUpperCase() ?? '';
      await both((k, d) =>
        k
          .selectFrom('interests')
          .select('id')
          .where(d.eqNocase(sql.ref('name'), interest))
          .execute(),
      );
      await both((k, d) =>
        k
          .selectFrom('boards')
          .select('id')
          .orderBy(d.orderNocase(sql.ref('name')))
          .orderBy('id')
          .execute(),
      );
      await both((k, d) => k.selectFrom('users').select('id').orderBy(d.orderNocaseColumn('username')).orderBy('id').execute());
      await both((k, d) =>
        k
          .selectFrom('boards')
          .select('id')
          .where(d.likeNocase(sql.ref('name'), '%A%'))
          .orderBy('id')
          .execute(),
      );
      await both((k, d) =>
        k
          .selectFrom('pins')
          .select(['id', d.fold(sql.ref('title')).as('folded')])
          .where('title', '<>', '')
          .orderBy('id')
          .execute(),
      );
    });

    it('ranks pictures by colour distance alike', async () => {
      const probe = histograms.values().next().value ?? null;
      await both((k) =>
        k
          .selectFrom('media_images')
          .select(['signature', sql<number>`colour_distance(${sql.ref('histogram')}, ${probe})`.as('distance')])
          .orderBy('distance')
          .orderBy('signature')
          .limit(50)
          .execute(),
      );
    });
  });
});
