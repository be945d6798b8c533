import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isUniqueViolation } from 'sql-kit/sqlErrors';
import type { SqlDb } from '../sql/sqlDb';
import { openDatabase } from './openDatabase';
import { createSqliteDb } from './sqliteDb';

let dir: string;
let db: SqlDb;
beforeEach(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sqlite-db-'));
  db = createSqliteDb(await openDatabase(dir, []));
  await db.run('CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, flag INTEGER)');
});
afterEach(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the SQLite SqlDb', () => {
  it('reads, writes, returns ids and binds booleans as 0/1', async () => {
    const inserted = await db.get<{ id: number }>('INSERT INTO t (name, flag) VALUES (?, ?) RETURNING id', 'a', true);
    expect(inserted).toEqual({ id: 1 });
    expect(await db.all('SELECT name, flag FROM t')).toEqual([{ name: 'a', flag: 1 }]);
    expect(await db.run('UPDATE t SET flag = 0')).toEqual({ changes: 1 });
    expect(await db.get('SELECT 1 AS x FROM t WHERE name = ?', 'nobody')).toBeUndefined();
  });

  it('rejects (never throws) a bad statement, and tells a unique violation', async () => {
    await db.run("INSERT INTO t (name) VALUES ('a')");
    const error: unknown = await db.run("INSERT INTO t (name) VALUES ('a')").catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    await expect(db.get('SELECT nonsense FROM t')).rejects.toMatchObject({ message: expect.stringContaining('no such column') });
  });

  it('keeps other calls out until the transaction commits', async () => {
    const seen: string[] = [];
    const transaction = db.transaction(async (tx) => {
      await tx.run("INSERT INTO t (name) VALUES ('in')");
      await tick();
      await tick();
      seen.push('committing');
      return 7;
    });
    const outside = db.all<{ name: string }>('SELECT name FROM t').then((rows) => seen.push(`read ${rows.length}`));
    expect(await transaction).toBe(7);
    await outside;
    expect(seen).toEqual(['committing', 'read 1']);
  });

  it('rolls back when the work throws, and runs queued transactions one after another', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.run("INSERT INTO t (name) VALUES ('lost')");
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await db.get('SELECT count(*) AS n FROM t')).toEqual({ n: 0 });
    const order: string[] = [];
    const one = (name: string) =>
      db.transaction(async (tx) => {
        order.push(`begin ${name}`);
        await tick();
        await tx.run('INSERT INTO t (name) VALUES (?)', name);
        order.push(`end ${name}`);
      });
    await Promise.all([one('x'), one('y')]);
    expect(order).toEqual(['begin x', 'end x', 'begin y', 'end y']);
  });

  it('refuses a transaction’s queries after it has ended', async () => {
    let kept: Parameters<Parameters<SqlDb['transaction']>[0]>[0] | undefined;
    await db.transaction(async (tx) => {
      kept = tx;
    });
    await expect(kept!.get('SELECT 1')).rejects.toThrow('ended');
  });
});
