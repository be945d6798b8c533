// A pin's click-throughs as its figures count them (dayFigures.ts): recorded by the server's own
// redirect (/offsite/), once per viewer, pin and UTC hour. The primary key keeps it to one however
// many requests race, on any edge; pruned with the event log. Part of the engagement store.

import type { EngagementStorage } from '../storage';
import { isoNow } from './isoNow';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

type PinClickThroughs = Pick<EngagementStorage, 'recordClickThrough'>;

/** The UTC hour of an ISO timestamp, as the table keeps it: 'YYYY-MM-DDTHH'. */
export const hourOf = (iso: string) => iso.slice(0, 13);

export function pinClickThroughs(db: Kysely<DB>): PinClickThroughs {
  return {
    async recordClickThrough(subject, pinId) {
      const at = isoNow();
      const result = await db
        .insertInto('pin_clickthroughs')
        .values({ pin_id: pinId, subject, hour: hourOf(at), clicked_at: at })
        .onConflict((c) => c.columns(['pin_id', 'subject', 'hour']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}
