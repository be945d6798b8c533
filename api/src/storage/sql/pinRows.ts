// What the parts of the pins store share (pinsStore.ts, pinFeeds.ts, pinWrites.ts): a pin's row by
// id, a pin read back as the API answers it, and the viewer as a query parameter. Kept here once so
// no part writes its own.

import type { ApiPin } from 'shared-contracts/api';
import type { OutboundLink } from '../outboundLink';
import type { Viewer } from '../storage';
import { ReadModels } from './readModels';
import type { PinRow } from './rows';
import { prepared } from './preparedQuery';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

/** A pin's row by id: prepared, since nearly every request reads one. */
export const pinRow: (q: Kysely<DB>, id: number) => Promise<PinRow | undefined> = prepared(1, (k, id: number) =>
  k.selectFrom('pins').selectAll().where('id', '=', id).limit(1),
);

/** The pin as the viewer is shown it; the caller has checked it exists (else it vanished meanwhile). */
export async function readPin(db: Kysely<DB>, outboundLink: OutboundLink, viewer: Viewer, id: number): Promise<ApiPin> {
  const row = await pinRow(db, id);
  const pin = row ? await new ReadModels(db, viewer, outboundLink).pin(row) : null;
  if (!pin) throw new Error(`pin ${id} vanished`);
  return pin;
}
