// What a user tells the site about a pin: hiding it (per place it was hidden from, with what it was
// shown for) or showing it again, and feedback on it (a report carries its reason), of which the
// latest of a type can be taken back. Part of the engagement store (engagementStore.ts).

import type { EngagementStorage } from '../storage';
import { isoNow } from './isoNow';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

const setHiddenOf =
  (db: Kysely<DB>): EngagementStorage['setHidden'] =>
  async (userId, pinId, path, hidden, extra) => {
    if (hidden) {
      await db
        .insertInto('hidden_pins')
        .values({
          user_id: userId,
          pin_id: pinId,
          path,
          news_id: extra.newsId ?? null,
          query: extra.query ?? null,
          pin_type: extra.pinType ?? null,
          created_at: isoNow(),
        })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'pin_id', 'path']).doUpdateSet((eb) => ({
            news_id: eb.ref('excluded.news_id'),
            query: eb.ref('excluded.query'),
            pin_type: eb.ref('excluded.pin_type'),
          })),
        )
        .execute();
    } else {
      await db.deleteFrom('hidden_pins').where('user_id', '=', userId).where('pin_id', '=', pinId).where('path', '=', path).execute();
    }
  };

const removePinFeedbackOf =
  (db: Kysely<DB>): EngagementStorage['removePinFeedback'] =>
  async (userId, pinId, feedbackType) => {
    const latest = await db
      .selectFrom('pin_feedback')
      .select('id')
      .where('user_id', '=', userId)
      .where('pin_id', '=', pinId)
      .where('feedback_type', '=', feedbackType)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!latest) return false;
    await db.deleteFrom('pin_feedback').where('id', '=', latest.id).execute();
    return true;
  };

type PinFeedback = Pick<EngagementStorage, 'setHidden' | 'recordPinFeedback' | 'removePinFeedback'>;

export function pinFeedback(db: Kysely<DB>): PinFeedback {
  return {
    setHidden: setHiddenOf(db),
    async recordPinFeedback(userId, pinId, feedbackType, reason) {
      await db
        .insertInto('pin_feedback')
        .values({ user_id: userId, pin_id: pinId, feedback_type: feedbackType, reason, created_at: isoNow() })
        .execute();
    },
    removePinFeedback: removePinFeedbackOf(db),
  };
}
