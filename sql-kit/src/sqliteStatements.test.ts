// SQLite's statements, prepared once per text for Kysely's driver.
import Database from 'better-sqlite3';
import { preparingOnce } from './sqliteStatements';

describe('preparingOnce', () => {
  it('prepares a text once, and keeps at most the number of statements asked', () => {
    const sqlite = new Database(':memory:');
    const handle = preparingOnce(sqlite, 2);
    const first = handle.prepare('SELECT 1');
    expect(handle.prepare('SELECT 1')).toBe(first);
    handle.prepare('SELECT 2');
    handle.prepare('SELECT 3');
    expect(handle.prepare('SELECT 1')).not.toBe(first);
    expect(handle.prepare('SELECT 3').all([])).toEqual([{ 3: 3 }]);
    handle.close();
    expect(sqlite.open).toBe(false);
  });
});
