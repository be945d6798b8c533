// Whether a world has been imported into the database: the seed imports one only into an empty one.

import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

/** True once any person exists: a world brings its people with it. */
export async function isSeeded(queries: Kysely<DB>): Promise<boolean> {
  return (await queries.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}
