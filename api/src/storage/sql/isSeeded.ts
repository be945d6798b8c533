// Whether a world has been imported into the database: the seed imports one only into an empty one.

import { kyselyOf } from './kyselyOf';
import type { SqlQueries } from './sqlDb';

/** True once any person exists: a world brings its people with it. */
export async function isSeeded(queries: SqlQueries): Promise<boolean> {
  return (await kyselyOf(queries).selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
}
