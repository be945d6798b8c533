// Read-only SQL against a running site's SQLite file: what the API really stored.
import Database from 'better-sqlite3';
import path from 'node:path';
import type { RunningSite } from './site';

export function queryDb<T>(site: RunningSite, sql: string, ...args: unknown[]): T[] {
  const db = new Database(path.join(site.dataDir, 'pinboard.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...args) as T[];
  } finally {
    db.close();
  }
}
