// The viewer's notifications, read from what already happened (nothing is written when it
// happens): someone saved one of their Pins to a board the viewer may see, someone followed them,
// someone invited them to a board (until they answer). Newest first; new when it came after the
// viewer last opened their notifications.

import type { ApiNotification } from 'shared-contracts';
import type { Page, Viewer, NotificationsStorage } from '../storage';
import { LISTABLE_BOARD } from './boardVisibility';
import { decodeBookmark, encodeBookmark } from './bookmarks';
import { kyselyOf } from './kyselyOf';
import { named } from './named';
import { ReadModels } from './readModels';
import type { SqlDb } from './sqlDb';

interface HappenedRow {
  kind: ApiNotification['kind'];
  at: string;
  actor_id: number;
  pin_id: number | null;
  board_id: number;
}

/**
 * Every notification as one row: its kind, when, who, and the pin and board it is about. SQL text,
 * not the builder: a UNION around boardVisibility's LISTABLE_BOARD, text with @viewer in it.
 */
const HAPPENED = `
  SELECT 'saved' AS kind, s.created_at AS at, s.pinner_id AS actor_id, s.id AS pin_id, s.board_id AS board_id
    FROM pins s JOIN pins o ON o.id = s.root_pin_id JOIN boards b ON b.id = s.board_id
    WHERE o.pinner_id = @viewer AND o.is_repin = 0 AND s.is_repin = 1 AND s.pinner_id <> @viewer AND b.archived = 0 AND ${LISTABLE_BOARD}
  UNION ALL
  SELECT 'followed', f.created_at, f.follower_id, NULL, 0 FROM user_follows f WHERE f.followee_id = @viewer
  UNION ALL
  SELECT 'invited', c.created_at, c.invited_by, NULL, c.board_id FROM board_collaborators c
    WHERE c.user_id = @viewer AND c.status = 'invited' AND c.invited_by IS NOT NULL`;

const FEED = 'notifications';

export function notificationsStore(db: SqlDb, now: () => number = Date.now): NotificationsStorage {
  return {
    async notifications(viewer: Viewer, page): Promise<Page<ApiNotification>> {
      if (viewer.userId === null) return { items: [], bookmark: null };
      // A later page keeps the first page's idea of what is new: opening the page marks all seen.
      const key = decodeBookmark(FEED, page.bookmark, 2);
      const offset = Number(key?.[0] ?? 0);
      const rows = await db.all<HappenedRow>(
        ...named(`SELECT * FROM (${HAPPENED}) n ORDER BY n.at DESC, n.kind, n.actor_id, n.pin_id LIMIT @limit OFFSET @offset`, {
          viewer: viewer.userId,
          limit: page.pageSize + 1,
          offset,
        }),
      );
      const seen = key
        ? String(key[1])
        : ((await kyselyOf(db).selectFrom('users').select('notifications_seen_at').where('id', '=', viewer.userId).executeTakeFirst())
            ?.notifications_seen_at ?? '');
      const models = new ReadModels(db, viewer);
      const items: ApiNotification[] = [];
      for (const row of rows.slice(0, page.pageSize)) {
        const item = await notificationOf(db, models, row, seen);
        if (item) items.push(item);
      }
      const more = rows.length > page.pageSize;
      return { items, bookmark: more ? encodeBookmark(FEED, [offset + page.pageSize, seen]) : null };
    },
    async markNotificationsSeen(userId) {
      const at = new Date(now()).toISOString();
      await kyselyOf(db).updateTable('users').set({ notifications_seen_at: at }).where('id', '=', userId).execute();
      return at;
    },
  };
}

/** One row as the page shows it; null when what it is about is gone (a deleted account, pin or board). */
/** seen: when the viewer last looked ('' for never). */
async function notificationOf(db: SqlDb, models: ReadModels, row: HappenedRow, seen: string): Promise<ApiNotification | null> {
  const actor = await models.userSummary(row.actor_id);
  if (!actor) return null;
  const base = {
    id: `${row.kind}:${row.actor_id}:${row.pin_id ?? row.board_id}`,
    at: row.at,
    isNew: row.at > seen,
    actor,
  };
  if (row.kind === 'followed') return { ...base, kind: 'followed' };
  const board = await models.board(row.board_id);
  if (!board) return null;
  const boardRef = { id: board.id, name: board.name, url: board.url };
  if (row.kind === 'invited') return { ...base, kind: 'invited', board: boardRef };
  const pinRow =
    row.pin_id === null ? undefined : await kyselyOf(db).selectFrom('pins').selectAll().where('id', '=', row.pin_id).executeTakeFirst();
  const pin = pinRow ? await models.gridPin(pinRow) : null;
  return pin ? { ...base, kind: 'saved', pin, board: boardRef } : null;
}
