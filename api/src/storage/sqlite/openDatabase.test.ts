import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiMigrations } from '../schema/apiMigrations';
import { DATABASE_FILE, migrate, openDatabase } from './openDatabase';

const MIGRATIONS = apiMigrations('sqlite');
const LATEST = Math.max(...MIGRATIONS.map((m) => m.version));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-db-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('openDatabase', () => {
  it('creates the file, migrates it in WAL mode, and a second open applies nothing', async () => {
    const db = await openDatabase(dir);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as Array<{ version: number }>;
    expect(versions.map((v) => v.version)).toEqual(MIGRATIONS.map((m) => m.version));
    db.close();
    const again = await openDatabase(dir);
    expect(await migrate(again, MIGRATIONS)).toEqual([]);
    again.close();
  });

  it('applies only the migrations newer than the file, each with its row', async () => {
    (await openDatabase(dir)).close();
    const next = [...MIGRATIONS, { version: 99, name: 'add a column', script: 'ALTER TABLE users ADD COLUMN bio TEXT' }];
    const db = await openDatabase(dir, next);
    expect(db.prepare('SELECT name FROM schema_migrations WHERE version = 99').get()).toEqual({ name: 'add a column' });
    db.close();
  });

  it('rolls a failing migration back whole and keeps the old version', async () => {
    (await openDatabase(dir)).close();
    const broken = [
      ...MIGRATIONS,
      { version: LATEST + 1, name: 'half good', script: 'CREATE TABLE extra (id INTEGER); INSERT INTO no_such_table VALUES (1);' },
    ];
    // By its message: better-sqlite3's native part makes its errors in the first test file's realm, not always this one's.
    await expect(openDatabase(dir, broken).catch((error: Error) => error.message)).resolves.toMatch(/no such table/);
    const db = new Database(path.join(dir, DATABASE_FILE));
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'extra'").get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT max(version) AS v FROM schema_migrations').get()).toEqual({ v: LATEST });
    db.close();
  });

  it('refuses a database from a newer build, saying what to do', async () => {
    (await openDatabase(dir, [...MIGRATIONS, { version: LATEST + 5, name: 'future', script: 'SELECT 1' }])).close();
    await expect(openDatabase(dir)).rejects.toThrow(
      `the API tables are at schema version ${LATEST + 5}, newer than this build knows (${LATEST}); upgrade the server or use another database`,
    );
  });

  it('brings a version 1 database to the latest, keeping its rows: pictures get an empty histogram to fill', async () => {
    const first = MIGRATIONS.filter((m) => m.version === 1);
    const old = await openDatabase(dir, first);
    old.prepare("INSERT INTO media_images (signature, width, height, color) VALUES ('abc', 10, 20, '#102030')").run();
    old.close();
    const db = await openDatabase(dir);
    expect(db.prepare('SELECT signature, width, height, color, histogram FROM media_images').all()).toEqual([
      { signature: 'abc', width: 10, height: 20, color: '#102030', histogram: null },
    ]);
    expect(db.prepare('SELECT max(version) AS v FROM schema_migrations').get()).toEqual({ v: LATEST });
    db.close();
  });

  it('brings a version 2 database to the latest, keeping its users: each has an empty About', async () => {
    const old = await openDatabase(
      dir,
      MIGRATIONS.filter((m) => m.version <= 2),
    );
    old
      .prepare(
        "INSERT INTO users (id, username, full_name, first_name, created_at) VALUES (7, 'olduser', 'Old User', 'Old', '2020-01-01T00:00:00.000Z')",
      )
      .run();
    old.close();
    const db = await openDatabase(dir);
    expect(db.prepare('SELECT username, about FROM users').all()).toEqual([{ username: 'olduser', about: '' }]);
    db.close();
  });

  it('brings a version 10 database to the latest: the redirect’s and the demo’s click-throughs become counted ones, once per visitor, pin and hour; a page’s are not', async () => {
    const old = await openDatabase(
      dir,
      MIGRATIONS.filter((m) => m.version <= 10),
    );
    const click = old.prepare('INSERT INTO events (received_at, subject, event_type, object_id, aux_data) VALUES (?, ?, 12, ?, ?)');
    const aux = (type: string) => JSON.stringify({ url: 'https://example.com/', clickthrough_type: type });
    click.run('2026-12-01T10:05:00.000Z', 'anon:a', '1001', aux('offsite_redirect'));
    click.run('2026-12-01T10:45:00.000Z', 'anon:a', '1001', aux('offsite_redirect'));
    click.run('2026-12-01T11:01:00.000Z', 'anon:a', '1001', aux('offsite_redirect'));
    click.run('2026-12-01T10:06:00.000Z', 'user:3', '1002', aux('seed'));
    click.run('2026-12-01T10:07:00.000Z', 'anon:b', '1001', aux('leftClick'));
    click.run('2026-12-01T10:08:00.000Z', 'anon:c', '1001x', aux('offsite_redirect'));
    old.close();
    const db = await openDatabase(dir);
    expect(db.prepare('SELECT pin_id, subject, hour, clicked_at FROM pin_clickthroughs ORDER BY pin_id, hour').all()).toEqual([
      { pin_id: 1001, subject: 'anon:a', hour: '2026-12-01T10', clicked_at: '2026-12-01T10:05:00.000Z' },
      { pin_id: 1001, subject: 'anon:a', hour: '2026-12-01T11', clicked_at: '2026-12-01T11:01:00.000Z' },
      { pin_id: 1002, subject: 'user:3', hour: '2026-12-01T10', clicked_at: '2026-12-01T10:06:00.000Z' },
    ]);
    db.close();
  });

  it('is consistent after a process is killed in the middle of a write', async () => {
    (await openDatabase(dir)).close();
    const file = path.join(dir, DATABASE_FILE);
    // A separate process starts a big transaction and is SIGKILLed halfway through it.
    const script = `
      const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
      const db = new Database(${JSON.stringify(file)});
      db.pragma('journal_mode = WAL');
      const insert = db.prepare("INSERT INTO interests (name, url_name) VALUES (?, ?)");
      db.transaction(() => {
        for (let i = 0; i < 5000; i++) {
          insert.run('topic ' + i, 'topic-' + i);
          if (i === 2500) process.kill(process.pid, 'SIGKILL');
        }
      })();`;
    const result = spawnSync(process.execPath, ['-e', script]);
    expect(result.signal).toBe('SIGKILL');
    const db = await openDatabase(dir);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.prepare('SELECT count(*) AS n FROM interests').get()).toEqual({ n: 0 });
    db.close();
  });
});
