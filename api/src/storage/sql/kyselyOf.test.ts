// The typed query builder over the API's SqlDb, on both databases: what it writes and reads is the
// SqlDb's, in the SqlDb's transaction.
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshTestDatabase, hasTestPostgres, warnPostgresSkipped } from 'test-support/postgresTestDatabase';
import { openPostgresDatabase } from '../postgres/migratePostgres';
import { openDatabase } from '../sqlite/openDatabase';
import { createSqliteDb } from '../sqlite/sqliteDb';
import { builderDialectOf } from './builderDialect';
import { withPlaceholders } from '../../testing/placeholders';
import { kyselyOf, prepared } from './kyselyOf';
import type { SqlDb } from './sqlDb';

warnPostgresSkipped('kyselyOf');

const KINDS = [
  {
    name: 'SQLite',
    available: true,
    open: async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'kysely-of-'));
      const db = createSqliteDb(await openDatabase(dir));
      return { db, cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'PostgreSQL',
    available: hasTestPostgres(),
    open: async () => ({ db: await openPostgresDatabase(await freshTestDatabase('kysely_of')), cleanUp: () => undefined }),
  },
];

const person = (id: number, username: string) => ({
  id,
  username,
  full_name: username,
  first_name: username,
  created_at: '2026-01-01T00:00:00.000Z',
});

describe.each(KINDS)('kyselyOf on $name', (kind) => {
  (kind.available ? describe : describe.skip)(kind.available ? 'a migrated database' : 'SKIPPED: no PostgreSQL for tests', () => {
    let db: SqlDb;
    let cleanUp: () => void;
    beforeEach(async () => {
      ({ db, cleanUp } = await kind.open());
    });
    afterEach(async () => {
      await db.close();
      cleanUp();
    });

    it('reads what the SqlDb wrote and writes what it reads, counting the rows changed', async () => {
      await withPlaceholders(db).run(
        'INSERT INTO users (id, username, full_name, first_name, created_at) VALUES (?, ?, ?, ?, ?)',
        7,
        'ann',
        'Ann',
        'Ann',
        'then',
      );
      expect(
        await kyselyOf(db).selectFrom('users').select(['id', 'username', 'is_partner']).where('id', '=', 7).executeTakeFirst(),
      ).toEqual({
        id: 7,
        username: 'ann',
        is_partner: 0,
      });
      const changed = await kyselyOf(db).updateTable('users').set({ about: 'hello' }).where('id', 'in', [7, 8]).executeTakeFirst();
      expect(changed.numUpdatedRows).toBe(1n);
      expect(await withPlaceholders(db).get('SELECT about FROM users WHERE id = ?', 7)).toEqual({ about: 'hello' });
      const made = await kyselyOf(db).insertInto('users').values(person(8, 'bo')).returning('id').executeTakeFirst();
      expect(made).toEqual({ id: 8 });
    });

    it("writes in the SqlDb's transaction: rolled back with it", async () => {
      await expect(
        db.transaction(async (tx) => {
          await kyselyOf(tx).insertInto('users').values(person(9, 'cy')).execute();
          expect(await withPlaceholders(tx).get('SELECT username FROM users WHERE id = ?', 9)).toEqual({ username: 'cy' });
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await kyselyOf(db).selectFrom('users').select('id').where('id', '=', 9).execute()).toEqual([]);
    });

    it('says "ignoring case" and "this JSON field" in each database\'s words (builderDialect.ts)', async () => {
      await kyselyOf(db)
        .insertInto('users')
        .values({ ...person(10, 'Émile_Ann'), email: 'Ann@Example.com' })
        .execute();
      const d = builderDialectOf(db);
      const found = (column: 'username' | 'email', value: string) =>
        kyselyOf(db).selectFrom('users').select('id').where(d.eqNocaseColumn(column, value)).execute();
      expect(await found('email', 'ann@example.COM')).toEqual([{ id: 10 }]);
      expect(await found('username', 'Émile_ANN')).toEqual([{ id: 10 }]);
      expect(await found('email', 'ann@example.org')).toEqual([]);
      const like = (pattern: string) =>
        kyselyOf(db)
          .selectFrom('users')
          .select('id')
          .where((eb) => d.likeNocase(eb.ref('email'), pattern))
          .execute();
      expect(await like('ANN@%')).toEqual([{ id: 10 }]);
      expect(await like('ANN\\_%')).toEqual([]);
      const json = await kyselyOf(db)
        .selectFrom(sql<{ x: string }>`(SELECT ${'{"a":{"b":"c"}}'} AS x)`.as('t'))
        .select([d.jsonText('t.x', 'a.b').as('field')])
        .execute();
      expect(json).toEqual([{ field: 'c' }]);
    });

    it("orders ignoring case and takes a list as one parameter in each database's words", async () => {
      await kyselyOf(db)
        .insertInto('users')
        .values([person(11, 'bob'), person(12, 'Alice'), person(13, 'carol')])
        .execute();
      const d = builderDialectOf(db);
      const names = await kyselyOf(db)
        .selectFrom('users')
        .select('username')
        .where(d.inList(sql.ref('id'), [11, 12, 13], 'integer'))
        .orderBy(d.orderNocase(sql.ref('full_name')))
        .execute();
      expect(names.map((n) => n.username)).toEqual(['Alice', 'bob', 'carol']);
      const byColumn = await kyselyOf(db)
        .selectFrom('users')
        .select('username')
        .where(d.inList(sql.ref('username'), ['bob', 'Alice'], 'text'))
        .orderBy(d.orderNocaseColumn('username'))
        .execute();
      expect(byColumn.map((n) => n.username)).toEqual(['Alice', 'bob']);
      const same = await kyselyOf(db)
        .selectFrom('users')
        .select('id')
        .where((eb) => d.eqNocase(eb.ref('full_name'), 'CAROL'))
        .execute();
      expect(same).toEqual([{ id: 13 }]);
    });

    it("builds a prepared read once and runs it with each call's values, in a transaction too", async () => {
      await kyselyOf(db)
        .insertInto('users')
        .values([person(21, 'dee'), person(22, 'eve')])
        .execute();
      const byName = prepared(2, (k, username: string, notId: number) =>
        k.selectFrom('users').select(['id', 'username']).where('username', '=', username).where('id', '<>', notId).limit(1),
      );
      expect(await byName(db, 'dee', 0)).toEqual({ id: 21, username: 'dee' });
      expect(await byName(db, 'eve', 0)).toEqual({ id: 22, username: 'eve' });
      expect(await byName(db, 'eve', 22)).toBeUndefined();
      await db.transaction(async (tx) => {
        await kyselyOf(tx).insertInto('users').values(person(23, 'fay')).execute();
        expect(await byName(tx, 'fay', 0)).toEqual({ id: 23, username: 'fay' });
      });
      // A value the builder turns into something else (here JSON text) cannot be prepared.
      const inAList = prepared(1, (k, username: string) =>
        k
          .selectFrom('users')
          .select('id')
          .where(builderDialectOf(db).inList(sql.ref('username'), [username], 'text')),
      );
      await expect(inAList(db, 'dee')).rejects.toThrow('a prepared query must use each of its 1 values as a plain parameter');
    });

    it('writes a constant LIMIT into the statement, as SQLite plans ORDER BY … LIMIT ? without the bound', async () => {
      const query = kyselyOf(db).selectFrom('users').select('id').where('id', '>', 5).orderBy('id').limit(3).offset(2).compile();
      expect(query.sql).toMatch(/limit 3 offset (\?|\$2)$/);
      expect(query.parameters).toEqual([5, 2]);
    });

    it('leaves transactions to the SqlDb', async () => {
      await expect(
        kyselyOf(db)
          .transaction()
          .execute(async () => undefined),
      ).rejects.toThrow("a transaction is SqlDb's");
    });
  });
});
