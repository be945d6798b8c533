// The signing secret of a site whose edges share PostgreSQL (issue 22). Override links and
// page-view report tokens are signed by one edge and checked by whichever the load balancer picks
// next, so every edge must sign with the same secret. The database keeps it: the first edge to
// open an empty database stores its access file's secret (so links signed before the move to
// PostgreSQL keep working), and from then on every edge signs with the stored one, whatever its
// own file says.

import type { Kysely } from 'kysely';
import { MIN_SECRET_LENGTH } from '../rules/access';
import type { RegistryTables } from './registryTables';

export interface SharedSecret {
  secret: string;
  /** Whether the stored secret is not this edge's own (its access file says another). */
  differsFromOwn: boolean;
}

export async function sharedSigningSecret(db: Kysely<RegistryTables>, own: string, now: () => number = Date.now): Promise<SharedSecret> {
  if (own.length < MIN_SECRET_LENGTH) throw new Error(`the signing secret must be at least ${MIN_SECRET_LENGTH} characters`);
  // Two edges starting on an empty database: one insert wins and both read the winner.
  await db
    .insertInto('registry_secrets')
    .values({ name: 'signing', value: own, created_at: now() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('registry_secrets').select('value').where('name', '=', 'signing').executeTakeFirst();
  if (row === undefined) throw new Error('the registry has no signing secret, though one was just stored');
  return { secret: row.value, differsFromOwn: row.value !== own };
}
