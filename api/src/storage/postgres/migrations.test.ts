import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshTestDatabase, hasTestPostgres, warnPostgresSkipped } from 'test-support/postgresTestDatabase';
import { openDatabase } from '../sqlite/openDatabase';
import { migratePostgres, openPostgresDatabase, type PostgresDb, postgresApiDb } from './migratePostgres';
import { apiMigrations } from '../schema/apiMigrations';
import { asWritten } from '../../testing/placeholders';

const suite = hasTestPostgres() ? describe : describe.skip;
warnPostgresSkipped('PostgreSQL migrations');

/** The shape both schemas must share, table by table. */
interface Shape {
  columns: Record<string, string[]>;
  notNull: Record<string, string[]>;
  indexes: string[];
  foreignKeys: string[];
  checks: Record<string, number>;
  uniqueRules: Record<string, number>;
}

// The SQLite tables PostgreSQL has not: its own bookkeeping.
const SQLITE_ONLY = new Set(['schema_migrations']);
const POSTGRES_MIGRATIONS = apiMigrations('postgres');
const VERSIONS = POSTGRES_MIGRATIONS.map((m) => m.version).sort((a, b) => a - b);
const LATEST = Math.max(...VERSIONS);
// The PostgreSQL tables SQLite has not here: the data version (SQLite makes its own at start), and
// the pins search's tsvector table (SQLite's index is an FTS5 virtual table, not an ordinary one).
const POSTGRES_ONLY = new Set(['schema_migrations', 'data_version', 'pin_search']);
// Unique indexes PostgreSQL adds for SQLite's COLLATE NOCASE primary key.
const NOCASE_EXTRA = new Set(['business_blocked_domains_nocase']);

async function sqliteShape(): Promise<Shape> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-shape-'));
  const db = await openDatabase(dir);
  try {
    const tables = (
      db
        .prepare(
          "SELECT name, sql FROM sqlite_master WHERE name IN (SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table') AND name NOT LIKE 'sqlite_%'",
        )
        .all() as {
        name: string;
        sql: string;
      }[]
    ).filter((t) => !SQLITE_ONLY.has(t.name));
    const shape: Shape = { columns: {}, notNull: {}, indexes: [], foreignKeys: [], checks: {}, uniqueRules: {} };
    for (const { name, sql } of tables) {
      const columns = db.prepare(`PRAGMA table_info(${name})`).all() as { name: string; notnull: number; pk: number }[];
      shape.columns[name] = columns.map((c) => c.name).sort();
      // A primary key column is never null in PostgreSQL (SQLite lets a non-integer one be).
      shape.notNull[name] = columns
        .filter((c) => c.notnull || c.pk)
        .map((c) => c.name)
        .sort();
      shape.checks[name] = sql.match(/CHECK \(/gi)?.length ?? 0;
      const indexList = db.prepare(`PRAGMA index_list(${name})`).all() as { unique: number; origin: string }[];
      shape.uniqueRules[name] = indexList.filter((i) => i.unique && i.origin !== 'pk').length;
      const keys = db.prepare(`PRAGMA foreign_key_list(${name})`).all() as { table: string; from: string; to: string; on_delete: string }[];
      for (const k of keys) shape.foreignKeys.push(`${name}.${k.from} -> ${k.table}.${k.to} ON DELETE ${k.on_delete}`);
    }
    shape.indexes = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_autoindex_%'").all() as { name: string }[]
    ).map((i) => i.name);
    shape.indexes.sort();
    shape.foreignKeys.sort();
    return shape;
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const ON_DELETE: Record<string, string> = { a: 'NO ACTION', r: 'RESTRICT', c: 'CASCADE', n: 'SET NULL', d: 'SET DEFAULT' };

async function postgresShape(db: PostgresDb): Promise<Shape> {
  const shape: Shape = { columns: {}, notNull: {}, indexes: [], foreignKeys: [], checks: {}, uniqueRules: {} };
  const columns = await asWritten(db).all<{ table_name: string; column_name: string; is_nullable: string }>(
    `SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY column_name`,
  );
  for (const c of columns) {
    if (POSTGRES_ONLY.has(c.table_name)) continue;
    (shape.columns[c.table_name] ??= []).push(c.column_name);
    shape.notNull[c.table_name] ??= [];
    if (c.is_nullable === 'NO') shape.notNull[c.table_name]?.push(c.column_name);
  }
  const constraints = await asWritten(db).all<{ table_name: string; contype: string; n: number }>(
    `SELECT conrelid::regclass::text AS table_name, contype, count(*) AS n FROM pg_constraint
      WHERE connamespace = current_schema()::regnamespace AND contype = 'c' GROUP BY 1, 2`,
  );
  for (const table of Object.keys(shape.columns)) {
    shape.checks[table] = constraints.find((c) => c.table_name === table)?.n ?? 0;
  }
  const indexes = await asWritten(db).all<{ table_name: string; name: string; unique: number; primary: number; constraint: number }>(
    `SELECT t.relname AS table_name, i.relname AS name, x.indisunique AS unique, x.indisprimary AS primary,
            EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.oid) AS constraint
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
      WHERE t.relnamespace = current_schema()::regnamespace`,
  );
  for (const table of Object.keys(shape.columns)) shape.uniqueRules[table] = 0;
  for (const i of indexes) {
    if (POSTGRES_ONLY.has(i.table_name)) continue;
    if (i.unique && !i.primary && !NOCASE_EXTRA.has(i.name)) shape.uniqueRules[i.table_name] = (shape.uniqueRules[i.table_name] ?? 0) + 1;
    // Only the indexes made by CREATE INDEX have a name of their own in SQLite.
    if (!i.constraint && !NOCASE_EXTRA.has(i.name)) shape.indexes.push(i.name);
  }
  const renamed: Record<string, string> = { users_username_nocase: 'username', users_email_nocase: 'email' };
  shape.indexes = shape.indexes.filter((name) => !(name in renamed)).sort();
  const keys = await asWritten(db).all<{
    table_name: string;
    column_name: string;
    ref_table: string;
    ref_column: string;
    on_delete: string;
  }>(
    `SELECT c.conrelid::regclass::text AS table_name, a.attname AS column_name, c.confrelid::regclass::text AS ref_table,
            r.attname AS ref_column, c.confdeltype AS on_delete
       FROM pg_constraint c
       JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       JOIN pg_attribute r ON r.attrelid = c.confrelid AND r.attnum = c.confkey[1]
      WHERE c.contype = 'f' AND c.connamespace = current_schema()::regnamespace`,
  );
  shape.foreignKeys = keys.map(
    (k) => `${k.table_name}.${k.column_name} -> ${k.ref_table}.${k.ref_column} ON DELETE ${ON_DELETE[k.on_delete]}`,
  );
  shape.foreignKeys.sort();
  for (const table of Object.keys(shape.columns)) {
    shape.columns[table]?.sort();
    shape.notNull[table]?.sort();
  }
  return shape;
}

suite('the PostgreSQL schema', () => {
  const opened: PostgresDb[] = [];
  const open = async () => {
    const db = postgresApiDb(await freshTestDatabase('migrations'));
    opened.push(db);
    return db;
  };
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()));
  });

  it('has the tables, columns, NOT NULLs, indexes, CHECKs, unique rules and foreign keys of every SQLite migration', async () => {
    const db = await open();
    await migratePostgres(db.pool);
    const expected = await sqliteShape();
    const actual = await postgresShape(db);
    // Not a comparison of two empty lists: SQLite's 37 tables and their rules are all there.
    expect(Object.keys(expected.columns)).toHaveLength(37);
    expect(expected.foreignKeys).toContain('pins.section_id -> board_sections.id ON DELETE SET NULL');
    expect(expected.indexes).toEqual(expect.arrayContaining(['pins_one_save_per_place', 'boards_one_quick_saves', 'events_received']));
    expect(Object.keys(actual.columns).sort()).toEqual(Object.keys(expected.columns).sort());
    expect(actual.columns).toEqual(expected.columns);
    expect(actual.notNull).toEqual(expected.notNull);
    expect(actual.indexes).toEqual(expected.indexes);
    expect(actual.checks).toEqual(expected.checks);
    expect(actual.uniqueRules).toEqual(expected.uniqueRules);
    expect(actual.foreignKeys).toEqual(expected.foreignKeys);
  });

  it('is applied once: a second run applies nothing and changes nothing', async () => {
    const db = await open();
    expect(await migratePostgres(db.pool)).toEqual(VERSIONS);
    const before = await postgresShape(db);
    const triggers = await asWritten(db).get('SELECT count(*) AS n FROM pg_trigger WHERE NOT tgisinternal');
    expect(await migratePostgres(db.pool)).toEqual([]);
    expect(await postgresShape(db)).toEqual(before);
    expect(await asWritten(db).get('SELECT count(*) AS n FROM pg_trigger WHERE NOT tgisinternal')).toEqual(triggers);
    expect(await asWritten(db).all('SELECT version FROM schema_migrations ORDER BY version')).toEqual(
      VERSIONS.map((version) => ({ version })),
    );
  });

  it('lets two edges migrate at once: one applies each version, the other waits and finds it done', async () => {
    const url = await freshTestDatabase('migrations');
    const edges = [postgresApiDb(url), postgresApiDb(url), postgresApiDb(url)];
    opened.push(...edges);
    const db = edges[0]!;
    const applied = await Promise.all(edges.map((edge) => migratePostgres(edge.pool)));
    expect(applied.flat().sort((a, b) => a - b)).toEqual(VERSIONS);
    expect(await asWritten(db).all('SELECT version FROM schema_migrations ORDER BY version')).toEqual(
      VERSIONS.map((version) => ({ version })),
    );
  });

  it('applies later versions in order, and their tables get the data-version trigger', async () => {
    const db = await open();
    await migratePostgres(db.pool);
    const later = [
      ...POSTGRES_MIGRATIONS,
      { version: LATEST + 2, name: 'third', script: 'ALTER TABLE gadgets ADD COLUMN colour text' },
      { version: LATEST + 1, name: 'second', script: 'CREATE TABLE gadgets (id integer PRIMARY KEY)' },
    ];
    expect(await migratePostgres(db.pool, later)).toEqual([LATEST + 1, LATEST + 2]);
    expect(await asWritten(db).all("SELECT tgname FROM pg_trigger WHERE tgrelid = 'gadgets'::regclass")).toEqual([
      { tgname: 'data_version_gadgets' },
    ]);
  });

  it('rolls back a failing migration whole and applies nothing after it', async () => {
    const db = await open();
    await migratePostgres(db.pool);
    const broken = [
      ...POSTGRES_MIGRATIONS,
      { version: LATEST + 1, name: 'broken', script: 'CREATE TABLE half (id integer); SELECT nonsense FROM nowhere' },
    ];
    await expect(migratePostgres(db.pool, broken)).rejects.toThrow(/nowhere/);
    expect(await asWritten(db).get("SELECT to_regclass('half') AS t")).toEqual({ t: null });
    expect(await asWritten(db).get('SELECT max(version) AS v FROM schema_migrations')).toEqual({ v: LATEST });
  });

  it('refuses a database whose schema is newer than this build', async () => {
    const db = await open();
    await migratePostgres(db.pool);
    await asWritten(db).run("INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'from the future', '2030-01-01')");
    await expect(migratePostgres(db.pool)).rejects.toThrow(`schema version 99, newer than this build knows (${LATEST})`);
  });

  it('opens a migrated pool from a URL, and refuses (closing its pool) a newer database', async () => {
    const url = await freshTestDatabase('open_database');
    const db = await openPostgresDatabase(url, { applicationName: 'pinboard test' });
    opened.push(db);
    expect(await asWritten(db).get("SELECT max(version) AS v, current_setting('application_name') AS app FROM schema_migrations")).toEqual({
      v: LATEST,
      app: 'pinboard test',
    });
    await asWritten(db).run("INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'from the future', '2030-01-01')");
    await expect(openPostgresDatabase(url)).rejects.toThrow(/newer than this build knows/);
  });

  describe('its rules', () => {
    let db: PostgresDb;
    const at = '2026-01-01T00:00:00.000Z';
    beforeAll(async () => {
      db = await open();
      await migratePostgres(db.pool);
      await asWritten(db).run(
        `INSERT INTO users (id, username, email, full_name, first_name, created_at) VALUES (1, 'Ada', 'ada@example.com', 'Ada', 'Ada', $1)`,
        at,
      );
    });

    it('keeps user names and emails unique regardless of case, as COLLATE NOCASE does', async () => {
      const insert = (username: string, email: string | null) =>
        asWritten(db).run(
          `INSERT INTO users (username, email, full_name, first_name, created_at) VALUES ($1, $2, 'X', 'X', $3)`,
          username,
          email,
          at,
        );
      await expect(insert('ADA', null)).rejects.toMatchObject({ code: '23505' });
      await expect(insert('grace', 'ADA@example.COM')).rejects.toMatchObject({ code: '23505' });
      // Two accounts without an email are fine, as in SQLite.
      await insert('grace', null);
      await insert('linus', null);
    });

    it('compares the NOCASE columns as the unique index does, also where the database locale is not C', async () => {
      // The tests' cluster is C; a deployment's database may well be en_US.UTF-8 or C.UTF-8.
      const admin = process.env.PINBOARD_TEST_POSTGRES_URL ?? '';
      const hasUtf8Locale = await asWritten(db).get("SELECT 1 AS yes FROM pg_collation WHERE collname = 'C.utf8'");
      if (!hasUtf8Locale) {
        console.warn('!!! no C.utf8 locale: the non-C locale case is skipped !!!');
        return;
      }
      const name = `nocase_${process.pid}_${Date.now()}`;
      await asWritten(db).run(`CREATE DATABASE ${name} TEMPLATE template0 LOCALE 'C.utf8'`);
      const url = new URL(admin);
      url.pathname = `/${name}`;
      const utf8 = postgresApiDb(url.toString());
      opened.push(utf8);
      await migratePostgres(utf8.pool);
      await asWritten(utf8).run(`INSERT INTO users (username, full_name, first_name, created_at) VALUES ('ÉMILE', 'É', 'É', $1)`, at);
      const find = (username: string) =>
        asWritten(utf8).get<{ username: string }>('SELECT username FROM users WHERE lower(username) = lower($1)', username);
      expect(await find('ÉMILE')).toEqual({ username: 'ÉMILE' });
      expect(await find('émile')).toEqual({ username: 'ÉMILE' });
      await expect(
        asWritten(utf8).run(`INSERT INTO users (username, full_name, first_name, created_at) VALUES ('émile', 'E', 'E', $1)`, at),
      ).rejects.toMatchObject({ code: '23505' });
    });

    it('allows one quick-saves board per user', async () => {
      const board = (slug: string) =>
        asWritten(db).run(
          `INSERT INTO boards (owner_id, name, slug, layout, created_at, board_order_modified_at) VALUES (1, 'Quick saves', $1, 'quick_saves', $2, $3)`,
          slug,
          at,
          at,
        );
      await board('quick-saves');
      await expect(board('quick-saves-2')).rejects.toMatchObject({ code: '23505' });
    });

    it('checks what SQLite checks', async () => {
      await expect(
        asWritten(db).run(
          `INSERT INTO boards (owner_id, name, slug, privacy, created_at, board_order_modified_at) VALUES (1, 'B', 'b', 'hidden', $1, $2)`,
          at,
          at,
        ),
      ).rejects.toMatchObject({ code: '23514' });
    });

    it('gives new rows ids from the identity, and ids as numbers', async () => {
      const row = await asWritten(db).get<{ id: unknown }>(`INSERT INTO interests (name, url_name) VALUES ('Knots', 'knots') RETURNING id`);
      expect(typeof row?.id).toBe('number');
    });

    it("provides SQLite's functions the stores use: search_fold, colour_distance, json_valid", async () => {
      const histogram = (bin: number) => Buffer.from(Array.from({ length: 64 }, () => [bin, 0]).flat());
      expect(
        await asWritten(db).get(
          `SELECT search_fold($1) AS folded, colour_distance($2, $3) AS distance, colour_distance($4, NULL) AS none,
                             json_valid('{"a": 1}') AS valid, json_valid('{nope') AS invalid`,
          'Crème BRÛLÉE',
          histogram(1),
          histogram(3),
          histogram(1),
        ),
      ).toEqual({ folded: 'creme brulee', distance: 64, none: null, valid: 1, invalid: 0 });
    });
  });
});
