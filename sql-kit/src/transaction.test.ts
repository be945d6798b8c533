// One transaction on either database: SQLite's BEGIN IMMEDIATE behind Kysely's connection lock,
// PostgreSQL's isolation level and its retries of a conflict.
import Database from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshTestDatabase, hasTestPostgres, warnPostgresSkipped } from 'test-support/postgresTestDatabase';
import { dialectOf, postgresDatabase, sqliteDatabase, type SqlDatabase } from './sqlDatabase';
import { inTransaction } from './transaction';

warnPostgresSkipped('the transaction suite');

interface Tables {
  notes: { id: number; body: string };
}

const KINDS = [
  {
    name: 'SQLite',
    available: true,
    open: () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'sql-kit-tx-'));
      return {
        database: sqliteDatabase<Tables>(new Database(path.join(dir, 'test.sqlite'))),
        cleanUp: () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'PostgreSQL',
    available: hasTestPostgres(),
    open: async () => ({ database: postgresDatabase<Tables>({ url: await freshTestDatabase('sql_kit_tx') }), cleanUp: () => undefined }),
  },
];

const bodies = async (db: Kysely<Tables>) => (await db.selectFrom('notes').select('body').orderBy('id').execute()).map((n) => n.body);
const tick = () => new Promise((resolve) => setImmediate(resolve));
const conflict = () => Object.assign(new Error('could not serialize access'), { code: '40001' });

describe.each(KINDS)('inTransaction on $name', (kind) => {
  (kind.available ? describe : describe.skip)(kind.available ? 'a database' : 'SKIPPED: no PostgreSQL for tests', () => {
    let database: SqlDatabase<Tables>;
    let cleanUp: () => void;
    beforeEach(async () => {
      ({ database, cleanUp } = await kind.open());
      await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)`.execute(database.db);
    });
    afterEach(async () => {
      await database.close();
      cleanUp();
    });

    it('knows its database, in a transaction too', async () => {
      expect(dialectOf(database.db)).toBe(database.dialect);
      await inTransaction(database.db, async (tx) => expect(dialectOf(tx)).toBe(database.dialect));
    });

    it('commits what the work wrote and answers its value, or rolls it all back when it throws', async () => {
      expect(
        await inTransaction(database.db, async (tx) => (await tx.insertInto('notes').values({ id: 1, body: 'kept' }).execute(), 7)),
      ).toBe(7);
      await expect(
        inTransaction(database.db, async (tx) => {
          await tx.insertInto('notes').values({ id: 2, body: 'lost' }).execute();
          expect(await bodies(tx)).toEqual(['kept', 'lost']);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await bodies(database.db)).toEqual(['kept']);
    });

    it('runs the work again after a conflict, as many times as asked, then throws it', async () => {
      let runs = 0;
      const work = async (tx: Kysely<Tables>) => {
        runs += 1;
        await tx
          .insertInto('notes')
          .values({ id: runs, body: `run ${runs}` })
          .execute();
        if (runs < 3) throw conflict();
        return runs;
      };
      if (database.dialect === 'sqlite') {
        // SQLite's one writer has no conflicts to retry.
        await expect(inTransaction(database.db, work, { attempts: 3 })).rejects.toMatchObject({ code: '40001' });
        return;
      }
      expect(await inTransaction(database.db, work, { attempts: 3, isolation: 'read committed' })).toBe(3);
      expect(await bodies(database.db)).toEqual(['run 3']);
      runs = 0;
      await expect(inTransaction(database.db, work, { attempts: 2 })).rejects.toMatchObject({ code: '40001' });
    });

    it('refuses a query through its handle once it has ended, committed or rolled back', async () => {
      let kept: Kysely<Tables> | undefined;
      await inTransaction(database.db, async (tx) => {
        kept = tx;
        await tx.insertInto('notes').values({ id: 1, body: 'kept' }).execute();
      });
      if (!kept) throw new Error('the work never ran');
      await expect(bodies(kept)).rejects.toThrow();
      await expect(
        inTransaction(database.db, async (tx) => {
          kept = tx;
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      await expect(kept.insertInto('notes').values({ id: 2, body: 'late' }).execute()).rejects.toThrow();
      expect(await bodies(database.db)).toEqual(['kept']);
    });

    it("throws the work's own error when the rollback after it fails too (PostgreSQL: a lost connection)", async () => {
      if (database.dialect === 'sqlite') return;
      await expect(
        inTransaction(database.db, async (tx) => {
          await sql`SELECT pg_terminate_backend(pg_backend_pid())`.execute(tx).catch(() => undefined);
          throw new Error('the reason');
        }),
      ).rejects.toThrow('the reason');
      expect(await bodies(database.db)).toEqual([]);
    });

    it('runs at the isolation level asked (PostgreSQL), serializable unless told', async () => {
      if (database.dialect === 'sqlite') return;
      const level = (options?: { isolation: 'read committed' }) =>
        inTransaction(
          database.db,
          async (tx) => (await sql<{ level: string }>`SELECT current_setting('transaction_isolation') AS level`.execute(tx)).rows[0]?.level,
          options,
        );
      expect(await level()).toBe('serializable');
      expect(await level({ isolation: 'read committed' })).toBe('read committed');
    });

    it("keeps SQLite's other queries out until the transaction ends, and runs transactions one after another", async () => {
      if (database.dialect === 'postgres') return;
      const seen: string[] = [];
      const one = (id: number) =>
        inTransaction(database.db, async (tx) => {
          seen.push(`begin ${id}`);
          await tx
            .insertInto('notes')
            .values({ id, body: `note ${id}` })
            .execute();
          await tick();
          seen.push(`end ${id}`);
        });
      const outside = bodies(database.db).then((read) => seen.push(`read ${read.length}`));
      await Promise.all([one(1), one(2), outside]);
      expect(seen.filter((step) => !step.startsWith('read'))).toEqual(['begin 1', 'end 1', 'begin 2', 'end 2']);
      expect(seen.join()).not.toMatch(/begin \d,read/);
      // BEGIN IMMEDIATE: the file's writer from the first statement, so another handle cannot write meanwhile.
      await inTransaction(database.db, async () => {
        if (database.dialect !== 'sqlite') return;
        const other = new Database(database.sqlite.name, { timeout: 0 });
        expect(() => other.prepare('INSERT INTO notes (id, body) VALUES (9, ?)').run('other')).toThrow(/locked/);
        other.close();
      });
    });
  });
});
