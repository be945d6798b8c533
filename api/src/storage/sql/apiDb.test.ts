// The stores' database on both databases: Kysely's own dialects over sql-kit's databases, the
// API's transactions (SQLite's one writer, PostgreSQL's serializable with retries), the read
// cache told of writes once committed, prepared reads and the constant LIMIT.
import { sql, type Kysely } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isUniqueViolation } from 'sql-kit/sqlErrors';
import { freshTestDatabase, hasTestPostgres, warnPostgresSkipped } from 'test-support/postgresTestDatabase';
import { openPostgresDatabase, postgresApiDb } from '../postgres/migratePostgres';
import { openDatabase } from '../sqlite/openDatabase';
import { sqliteDatabase } from 'sql-kit/sqlDatabase';
import { apiDb, transaction, type ApiDb, type ApiDbOptions } from './apiDb';
import type { DB } from './apiTables';
import { builderDialectOf } from './builderDialect';
import { prepared } from './preparedQuery';

warnPostgresSkipped('the API database');

const KINDS = [
  {
    name: 'SQLite',
    available: true,
    open: async (options: ApiDbOptions = {}) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'api-db-'));
      const db = apiDb(sqliteDatabase<DB>(await openDatabase(dir)), options);
      return { db, cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'PostgreSQL',
    available: hasTestPostgres(),
    open: async (options: ApiDbOptions = {}) => ({
      db: await openPostgresDatabase(await freshTestDatabase('api_db'), options),
      cleanUp: () => undefined,
    }),
  },
];

const person = (id: number, username: string) => ({
  id,
  username,
  full_name: username,
  first_name: username,
  created_at: '2026-01-01T00:00:00.000Z',
});
const ids = async (k: Kysely<DB>) => (await k.selectFrom('users').select('id').orderBy('id').execute()).map((u) => u.id);

describe.each(KINDS)('the API database on $name', (kind) => {
  (kind.available ? describe : describe.skip)(kind.available ? 'a migrated database' : 'SKIPPED: no PostgreSQL for tests', () => {
    let database: ApiDb;
    let db: Kysely<DB>;
    let cleanUp: () => void;
    const told: (string | undefined)[][] = [];
    beforeEach(async () => {
      told.length = 0;
      ({ db: database, cleanUp } = await kind.open({ onWrite: (tables) => told.push([...tables]) }));
      ({ db } = database);
    });
    afterEach(async () => {
      await database.close();
      cleanUp();
    });

    it('writes, reads and counts the rows changed, as SQLite answers them on both', async () => {
      const made = await db.insertInto('users').values(person(8, 'bo')).returning('id').executeTakeFirst();
      expect(made).toEqual({ id: 8 });
      await db.insertInto('users').values(person(7, 'ann')).execute();
      expect(await db.selectFrom('users').select(['id', 'username', 'is_partner']).where('id', '=', 7).executeTakeFirst()).toEqual({
        id: 7,
        username: 'ann',
        is_partner: 0,
      });
      const changed = await db.updateTable('users').set({ about: 'hello' }).where('id', 'in', [7, 9]).executeTakeFirst();
      expect(changed.numUpdatedRows).toBe(1n);
      const figures = await sql<{
        n: number;
        total: number;
        many: number;
      }>`SELECT count(*) AS n, sum(id) AS total, count(*) > 1 AS many FROM users`.execute(db);
      expect(figures.rows).toEqual([{ n: 2, total: 15, many: 1 }]);
      const error: unknown = await db
        .insertInto('users')
        .values(person(7, 'again'))
        .execute()
        .catch((e: unknown) => e);
      expect(isUniqueViolation(error)).toBe(true);
    });

    it('commits a transaction that resolves and rolls back one that throws, and refuses one inside another', async () => {
      expect(await transaction(db, async (tx) => (await tx.insertInto('users').values(person(1, 'cy')).execute(), 'done'))).toBe('done');
      await expect(
        transaction(db, async (tx) => {
          await tx.insertInto('users').values(person(2, 'di')).execute();
          expect(await ids(tx)).toEqual([1, 2]);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await ids(db)).toEqual([1]);
      await expect(transaction(db, (tx) => transaction(tx, async () => undefined))).rejects.toThrow('not inside another transaction');
    });

    it('tells the tables written: a statement as it ran, a transaction once committed, nothing of one rolled back', async () => {
      await db.insertInto('users').values(person(3, 'ed')).execute();
      await db.selectFrom('users').selectAll().execute();
      expect(told).toEqual([['users']]);
      await transaction(db, async (tx) => {
        await tx.insertInto('events').values({ received_at: 'now', client_time: 'now', subject: 'anon:x', event_type: 1 }).execute();
        await tx.updateTable('users').set({ about: 'x' }).where('id', '=', 3).execute();
        expect(told).toHaveLength(1);
      });
      expect(told).toEqual([['users'], ['events', 'users']]);
      await transaction(db, async (tx) => {
        await tx.deleteFrom('users').execute();
        throw new Error('no');
      }).catch(() => undefined);
      expect(told).toHaveLength(2);
    });

    it('says "ignoring case", "this JSON field" and "in this list" in each database\'s words (builderDialect.ts)', async () => {
      await db
        .insertInto('users')
        .values([{ ...person(10, 'Émile_Ann'), email: 'Ann@Example.com' }, person(11, 'bob'), person(12, 'Alice')])
        .execute();
      const d = builderDialectOf(db);
      const found = (column: 'username' | 'email', value: string) =>
        db.selectFrom('users').select('id').where(d.eqNocaseColumn(column, value)).execute();
      expect(await found('email', 'ann@example.COM')).toEqual([{ id: 10 }]);
      expect(await found('username', 'Émile_ANN')).toEqual([{ id: 10 }]);
      const like = (pattern: string) =>
        db
          .selectFrom('users')
          .select('id')
          .where((eb) => d.likeNocase(eb.ref('email'), pattern))
          .execute();
      expect(await like('ANN@%')).toEqual([{ id: 10 }]);
      expect(await like('ANN\\_%')).toEqual([]);
      const json = await db
        .selectFrom(sql<{ x: string }>`(SELECT ${'{"a":{"b":"c"}}'} AS x)`.as('t'))
        .select([d.jsonText('t.x', 'a.b').as('field')])
        .execute();
      expect(json).toEqual([{ field: 'c' }]);
      const names = await db
        .selectFrom('users')
        .select('username')
        .where(d.inList(sql.ref('id'), [11, 12], 'integer'))
        .orderBy(d.orderNocase(sql.ref('full_name')))
        .execute();
      expect(names.map((n) => n.username)).toEqual(['Alice', 'bob']);
    });

    it("builds a prepared read once and runs it with each call's values, in a transaction too", async () => {
      await db
        .insertInto('users')
        .values([person(21, 'dee'), person(22, 'eve')])
        .execute();
      const byName = prepared(2, (k, username: string, notId: number) =>
        k.selectFrom('users').select(['id', 'username']).where('username', '=', username).where('id', '<>', notId).limit(1),
      );
      expect(await byName(db, 'dee', 0)).toEqual({ id: 21, username: 'dee' });
      expect(await byName(db, 'eve', 22)).toBeUndefined();
      await transaction(db, async (tx) => {
        await tx.insertInto('users').values(person(23, 'fay')).execute();
        expect(await byName(tx, 'fay', 0)).toEqual({ id: 23, username: 'fay' });
      });
      // A value the builder turns into something else (here JSON text) cannot be prepared.
      const inAList = prepared(1, (k, username: string) =>
        k
          .selectFrom('users')
          .select('id')
          .where(builderDialectOf(k).inList(sql.ref('username'), [username], 'text')),
      );
      await expect(inAList(db, 'dee')).rejects.toThrow('a prepared query must use each of its 1 values as a plain parameter');
    });

    it('writes a constant LIMIT into the statement, as SQLite plans ORDER BY … LIMIT ? without the bound', () => {
      const query = db.selectFrom('users').select('id').where('id', '>', 5).orderBy('id').limit(3).offset(2).compile();
      expect(query.sql).toMatch(/limit 3 offset (\?|\$2)$/);
      expect(query.parameters).toEqual([5, 2]);
    });
  });
});

(hasTestPostgres() ? describe : describe.skip)('the API database on PostgreSQL, two edges at once', () => {
  let url: string;
  const opened: ApiDb[] = [];
  const edge = (options: ApiDbOptions = {}) => {
    const made = postgresApiDb(url, options);
    opened.push(made);
    return made.db;
  };
  beforeAll(async () => {
    url = await freshTestDatabase('api_db_edges');
    opened.push(await openPostgresDatabase(url));
  });
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
  });

  it('keeps read-then-write transactions serializable: no increment is lost', async () => {
    const [a, b] = [edge({ attempts: 30 }), edge({ attempts: 30 })];
    await a
      .insertInto('users')
      .values({ ...person(1, 'counter'), about: '0' })
      .execute();
    await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        transaction(i % 2 ? a : b, async (tx) => {
          const row = await tx.selectFrom('users').select('about').where('id', '=', 1).executeTakeFirstOrThrow();
          await tx
            .updateTable('users')
            .set({ about: String(Number(row.about) + 1) })
            .where('id', '=', 1)
            .execute();
        }),
      ),
    );
    expect(await a.selectFrom('users').select('about').where('id', '=', 1).executeTakeFirst()).toEqual({ about: '16' });
  });

  it('50 look-then-save transactions through two pools make one row; the rest find it or are refused', async () => {
    const [a, b] = [edge(), edge()];
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        transaction(i % 2 ? a : b, async (tx) => {
          if (await tx.selectFrom('users').select('id').where('username', '=', 'only').executeTakeFirst()) return 'found';
          await tx
            .insertInto('users')
            .values(person(100 + i, 'only'))
            .execute();
          return 'saved';
        }),
      ),
    );
    const answers = outcomes.map((o) =>
      o.status === 'fulfilled' ? o.value : isUniqueViolation(o.reason) ? 'refused' : (o.reason as Error),
    );
    expect(answers.filter((answer) => answer === 'saved')).toHaveLength(1);
    expect(answers.filter((answer) => answer !== 'saved' && answer !== 'found' && answer !== 'refused')).toEqual([]);
  });
});
