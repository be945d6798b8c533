// 'Send this pin': a Pin one person sends another, and the recipient's inbox of them, newest first.
// What is new is what came after the recipient last opened their notifications (notificationsStore).

import type { ApiSentPin } from 'shared-contracts/api';
import type { OutboundLink } from '../outboundLink';
import type { NotificationsStorage, Page, Viewer } from '../storage';
import { decodeBookmark, encodeBookmark } from './bookmarks';
import { ReadModels } from './readModels';
import { transaction } from './apiDb';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

const FEED = 'inbox';
const HOUR_MS = 3_600_000;

type PinSendsStorage = Pick<NotificationsStorage, 'sendPin' | 'inbox'>;

export function pinSendsStore(db: Kysely<DB>, outboundLink: OutboundLink, now: () => number): PinSendsStorage {
  return {
    async sendPin({ senderId, recipientId, pinId, message, hourlyMax }) {
      const at = now();
      // Counted and written in one transaction, so sends racing on two edges cannot both slip under the bound.
      return transaction(db, async (tx) => {
        const recent = await tx
          .selectFrom('pin_sends')
          .select((e) => e.fn.countAll<number | string>().as('n'))
          .where('sender_id', '=', senderId)
          .where('created_at', '>', new Date(at - HOUR_MS).toISOString())
          .executeTakeFirst();
        if (Number(recent?.n ?? 0) >= hourlyMax) return null;
        const sent = await tx
          .insertInto('pin_sends')
          .values({ pin_id: pinId, sender_id: senderId, recipient_id: recipientId, message, created_at: new Date(at).toISOString() })
          .returning('id')
          .executeTakeFirstOrThrow();
        return sent.id;
      });
    },
    async inbox(viewer: Viewer, page): Promise<Page<ApiSentPin>> {
      if (viewer.userId === null) return { items: [], bookmark: null };
      // A later page keeps the first page's idea of what is new, as the notifications do.
      const key = decodeBookmark(FEED, page.bookmark, 2);
      const offset = Number(key?.[0] ?? 0);
      const rows = await db
        .selectFrom('pin_sends')
        .selectAll()
        .where('recipient_id', '=', viewer.userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.pageSize + 1)
        .offset(offset)
        .execute();
      const seen = key
        ? String(key[1])
        : ((await db.selectFrom('users').select('notifications_seen_at').where('id', '=', viewer.userId).executeTakeFirst())
            ?.notifications_seen_at ?? '');
      const models = new ReadModels(db, viewer, outboundLink);
      const items: ApiSentPin[] = [];
      for (const row of rows.slice(0, page.pageSize)) {
        const sender = await models.userSummary(row.sender_id);
        const pinRow = await db.selectFrom('pins').selectAll().where('id', '=', row.pin_id).executeTakeFirst();
        const pin = pinRow ? await models.gridPin(pinRow) : null;
        // A sender or Pin gone since leaves nothing to show.
        if (sender && pin)
          items.push({ id: String(row.id), at: row.created_at, isNew: row.created_at > seen, sender, pin, message: row.message });
      }
      const more = rows.length > page.pageSize;
      return { items, bookmark: more ? encodeBookmark(FEED, [offset + page.pageSize, seen]) : null };
    },
  };
}
