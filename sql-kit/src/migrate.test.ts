// The one migration runner, on SQLite and (where the run has one) PostgreSQL: the same track
// gives the same versions, names and refusals on both.
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshTestDatabase, hasTestPostgres, warnPostgresSkipped } from 'test-support/postgresTestDatabase';
import { migrate, type Migration, type MigrationTrack } from './migrate';
import { postgresDatabase, sqliteDatabase, type SqlDatabase } from './sqlDatabase';

warnPostgresSkipped('the migration runner suite');

const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'notes',
    script: 'CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL); CREATE INDEX notes_body ON notes (body);',
  },
  {
    version: 2,
    name: 'tags, written once',
    up: async (db, dialect) => {
      await db.schema
        .createTable('tags')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('made_on', 'text', (c) => c.notNull().defaultTo(dialect))
        .execute();
    },
  },
];
const track = (migrations: Migration[] = MIGRATIONS, extra: Partial<MigrationTrack> = {}): MigrationTrack => ({
  table: 'test_schema',
  what: 'test',
  migrations,
  ...extra,
});
const versions = async (database: SqlDatabase<unknown>) =>
  (await sql<{ version: number; name: string }>`SELECT version, name FROM test_schema ORDER BY version`.execute(database.db)).rows;
const tableCount = async (database: SqlDatabase<unknown>, name: string) =>
  (
    await (
      database.dialect === 'sqlite'
        ? sql<{ n: number }>`SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ${name}`
        : sql<{
            n: number;
          }>`SELECT count(*) AS n FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ${name}`
    ).execute(database.db)
  ).rows[0]?.n;

const KINDS = [
  {
    name: 'SQLite',
    available: true,
    open: async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'sql-kit-'));
      const database = sqliteDatabase<unknown>(new Database(path.join(dir, 'test.sqlite')));
      return { database, cleanUp: () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'PostgreSQL',
    available: hasTestPostgres(),
    open: async () => ({ database: postgresDatabase<unknown>({ url: await freshTestDatabase('sql_kit') }), cleanUp: () => undefined }),
  },
];

describe.each(KINDS)('migrate on $name', (kind) => {
  (kind.available ? describe : describe.skip)(kind.available ? 'a fresh database' : 'SKIPPED: no PostgreSQL for tests', () => {
    let database: SqlDatabase<unknown>;
    let cleanUp: () => void;
    beforeEach(async () => {
      ({ database, cleanUp } = await kind.open());
    });
    afterEach(async () => {
      await database.close();
      cleanUp();
    });

    it('applies each migration once, in order, with its name, and a second run applies nothing', async () => {
      const finallyRuns: number[] = [];
      const withFinally = track(MIGRATIONS, { finally: async () => finallyRuns.push(1) });
      expect(await migrate(database, track([...MIGRATIONS].reverse()))).toEqual([1, 2]);
      expect(await versions(database)).toEqual([
        { version: 1, name: 'notes' },
        { version: 2, name: 'tags, written once' },
      ]);
      expect(await migrate(database, withFinally)).toEqual([]);
      expect(finallyRuns).toEqual([1]);
      await sql`INSERT INTO tags (name) VALUES ('a')`.execute(database.db);
      expect((await sql<{ made_on: string }>`SELECT made_on FROM tags`.execute(database.db)).rows).toEqual([{ made_on: database.dialect }]);
    });

    it('rolls a failing migration back whole and keeps the version before it', async () => {
      await migrate(database, track());
      const broken: Migration = {
        version: 3,
        name: 'half good',
        script: 'CREATE TABLE extra (id INTEGER); INSERT INTO no_such_table VALUES (1);',
      };
      // By its message: better-sqlite3's native part makes its errors in the first test file's realm, not always this one's.
      await expect(migrate(database, track([...MIGRATIONS, broken])).catch((error: Error) => error.message)).resolves.toMatch(
        /no_such_table/,
      );
      expect(await tableCount(database, 'extra')).toBe(0);
      expect((await versions(database)).map((v) => v.version)).toEqual([1, 2]);
    });

    it('applies a migration that landed below a newer one already applied', async () => {
      const third: Migration = { version: 3, name: 'links', script: 'CREATE TABLE links (id INTEGER PRIMARY KEY);' };
      await migrate(database, track([MIGRATIONS[0] as Migration, third]));
      expect(await migrate(database, track([...MIGRATIONS, third]))).toEqual([2]);
      expect((await versions(database)).map((v) => v.version)).toEqual([1, 2, 3]);
      expect(await tableCount(database, 'tags')).toBe(1);
    });

    it('refuses a database from a newer build, saying what to do', async () => {
      await migrate(database, track());
      await expect(migrate(database, track(MIGRATIONS.slice(0, 1)))).rejects.toThrow(
        'the test tables are at schema version 2, newer than this build knows (1); upgrade the server or use another database',
      );
    });

    it('takes on a track from before migrations had names', async () => {
      await sql`CREATE TABLE test_schema (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)`.execute(database.db);
      const first = MIGRATIONS[0]!.script as string;
      // A script of several statements: SQLite's exec, PostgreSQL's simple protocol.
      if (database.dialect === 'sqlite') database.sqlite.exec(first);
      else await sql.raw(first).execute(database.db);
      await sql`INSERT INTO test_schema (version, applied_at) VALUES (1, 'then')`.execute(database.db);
      expect(await migrate(database, track())).toEqual([2]);
      expect(await versions(database)).toEqual([
        { version: 1, name: null },
        { version: 2, name: 'tags, written once' },
      ]);
    });
  });
});
