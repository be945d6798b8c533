// Secrets the server makes for itself, once per database: random bytes kept in server_secrets, so
// every process on the same DATA_DIR agrees and links signed before a restart stay valid.

import { randomBytes } from 'node:crypto';
import type { Db } from '../sqlite/openDatabase';
import { sql } from '../sqlite/statementCache';

const SECRET_BYTES = 32;
const cache = new WeakMap<Db, Map<string, Buffer>>();

export function serverSecret(db: Db, name: string): Buffer {
  let known = cache.get(db);
  if (!known) {
    known = new Map();
    cache.set(db, known);
  }
  const cached = known.get(name);
  if (cached) return cached;
  // Two processes starting together: the first insert wins and both read it back.
  sql(db, 'INSERT OR IGNORE INTO server_secrets (name, value, created_at) VALUES (?, ?, ?)').run(
    name,
    randomBytes(SECRET_BYTES),
    new Date().toISOString(),
  );
  const row = sql(db, 'SELECT value FROM server_secrets WHERE name = ?').get(name) as { value: Buffer } | undefined;
  if (!row) throw new Error(`the server secret ${name} could not be stored`);
  known.set(name, row.value);
  return row.value;
}
