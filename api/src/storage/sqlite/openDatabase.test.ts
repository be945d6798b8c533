import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS } from '../migrations';
import { DATABASE_FILE, migrate, openDatabase } from './openDatabase';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'pinboard-db-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('openDatabase', () => {
  it('creates the file, migrates it in WAL mode, and a second open applies nothing', () => {
    const db = openDatabase(dir);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    const versions = db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as Array<{ version: number }>;
    expect(versions.map((v) => v.version)).toEqual(MIGRATIONS.map((m) => m.version));
    db.close();
    const again = openDatabase(dir);
    expect(migrate(again, MIGRATIONS)).toEqual([]);
    again.close();
  });

  it('applies only the migrations newer than the file, each with its row', () => {
    openDatabase(dir).close();
    const next = [...MIGRATIONS, { version: 99, name: 'add a column', sql: 'ALTER TABLE users ADD COLUMN bio TEXT' }];
    const db = openDatabase(dir, next);
    expect(db.prepare('SELECT name FROM schema_migrations WHERE version = 99').get()).toEqual({ name: 'add a column' });
    db.close();
  });

  it('rolls a failing migration back whole and keeps the old version', () => {
    openDatabase(dir).close();
    const broken = [
      ...MIGRATIONS,
      { version: 2, name: 'half good', sql: 'CREATE TABLE extra (id INTEGER); INSERT INTO no_such_table VALUES (1);' },
    ];
    expect(() => openDatabase(dir, broken)).toThrow(/no such table/);
    const db = new Database(path.join(dir, DATABASE_FILE));
    expect(db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'extra'").get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT max(version) AS v FROM schema_migrations').get()).toEqual({ v: 1 });
    db.close();
  });

  it('refuses a database from a newer build, saying what to do', () => {
    openDatabase(dir, [...MIGRATIONS, { version: 7, name: 'future', sql: 'SELECT 1' }]).close();
    expect(() => openDatabase(dir)).toThrow(
      'the database is at schema version 7, newer than this build knows (1); upgrade the app or use another DATA_DIR',
    );
  });

  it('is consistent after a process is killed in the middle of a write', () => {
    openDatabase(dir).close();
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
    const db = openDatabase(dir);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.prepare('SELECT count(*) AS n FROM interests').get()).toEqual({ n: 0 });
    db.close();
  });
});
