// Prepared statements, compiled once per database and SQL text: preparing costs more than
// running most of these queries.

import type { Statement } from 'better-sqlite3';
import type { Db } from './openDatabase';

const caches = new WeakMap<Db, Map<string, Statement>>();

export function sql(db: Db, text: string): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(text);
  if (!statement) {
    statement = db.prepare(text);
    cache.set(text, statement);
  }
  return statement;
}
