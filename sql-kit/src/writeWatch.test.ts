// The tables writes wrote, told after they ran: built writes by their node, raw SQL by its text.
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { sqliteDatabase } from './sqlDatabase';
import { rawWriteTarget, writeWatch } from './writeWatch';

interface Tables {
  notes: { id: number; body: string };
  tags: { name: string };
}

describe('writeWatch', () => {
  it('tells the table of each write once it ran, and nothing of reads or of a write that failed', async () => {
    const database = sqliteDatabase<Tables>(new Database(':memory:'));
    await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)`.execute(database.db);
    await sql`CREATE TABLE tags (name TEXT PRIMARY KEY)`.execute(database.db);
    const told: (string | undefined)[] = [];
    const db = database.db.withPlugin(writeWatch((table) => told.push(table)));
    await db.insertInto('notes').values({ id: 1, body: 'a' }).execute();
    await db.updateTable('notes as n').set({ body: 'b' }).where('n.id', '=', 1).execute();
    await db.selectFrom('notes').selectAll().execute();
    await db.deleteFrom('tags').execute();
    await expect(db.insertInto('notes').values({ id: 1, body: 'again' }).execute()).rejects.toThrow();
    await sql`UPDATE "tags" SET name = name`.execute(db);
    await sql`SELECT count(*) FROM notes`.execute(db);
    await sql`INSERT INTO ${sql.table('tags')} VALUES (${'x'})`.execute(db);
    expect(told).toEqual(['notes', 'notes', 'tags', 'tags', undefined]);
    await database.close();
  });
});

describe('rawWriteTarget', () => {
  it.each([
    ['INSERT INTO events (received_at) VALUES (?)', 'events'],
    ['  insert into sessions (token_hash) values (?)', 'sessions'],
    ['DELETE FROM sessions WHERE token_hash = ?', 'sessions'],
    ['UPDATE cookie_settings SET updated_at = ?', 'cookie_settings'],
    ['INSERT INTO "Events" (x) VALUES (1)', 'events'],
    ['WITH gone AS (SELECT 1) DELETE FROM pins WHERE id = ?', 'pins'],
    ['INSERT INTO ? VALUES (1)', undefined],
    ['SELECT 1', undefined],
  ])('%s → %s', (text, table) => {
    expect(rawWriteTarget(text)).toBe(table);
  });
});
