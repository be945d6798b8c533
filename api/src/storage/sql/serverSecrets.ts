// Secrets the server makes for itself, once per database: random bytes kept in server_secrets, so
// every process on the same database (every edge) agrees and links signed before a restart stay valid.

import { randomBytes } from 'node:crypto';
import { isoNow } from './isoNow';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

const SECRET_BYTES = 32;
const cache = new WeakMap<Kysely<DB>, Map<string, Buffer>>();

export async function serverSecret(db: Kysely<DB>, name: string): Promise<Buffer> {
  let known = cache.get(db);
  if (!known) {
    known = new Map();
    cache.set(db, known);
  }
  const cached = known.get(name);
  if (cached) return cached;
  // Two processes starting together: the first insert wins and both read it back.
  await db
    .insertInto('server_secrets')
    .values({ name, value: randomBytes(SECRET_BYTES), created_at: isoNow() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst();
  if (!row) throw new Error(`the server secret ${name} could not be stored`);
  known.set(name, row.value);
  return row.value;
}
