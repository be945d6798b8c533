// The event log: the events clients send, written in one transaction with one receipt time for
// the batch, and pruning those received before a time (with the click-throughs the figures count). Part of the engagement store (engagementStore.ts).

import type { EngagementStorage } from '../storage';
import { isoNow } from './isoNow';
import { transaction } from './apiDb';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

type EventLog = Pick<EngagementStorage, 'recordEvents' | 'pruneEvents'>;

export function eventLog(db: Kysely<DB>): EventLog {
  return {
    async recordEvents(subject, events) {
      const at = isoNow();
      await transaction(db, async (tx) => {
        for (const e of events) {
          await tx
            .insertInto('events')
            .values({
              received_at: at,
              client_time: e.client_time,
              subject,
              event_type: e.event_type,
              view_type: e.view_type,
              view_parameter: e.view_parameter,
              object_id: e.object_id,
              impression_kind: e.impression_kind,
              aux_data: e.aux_data,
              tracking_params: e.tracking_params,
            })
            .execute();
        }
      });
      return events.length;
    },
    async pruneEvents(before) {
      const pruned = await db.deleteFrom('events').where('received_at', '<', before.toISOString()).executeTakeFirst();
      // The click-throughs the figures count (pinClickThroughs.ts) are kept as long as the events.
      await db.deleteFrom('pin_clickthroughs').where('clicked_at', '<', before.toISOString()).execute();
      return Number(pruned.numDeletedRows);
    },
  };
}
