// The viewer's notifications, read from what already happened (nothing is written when it
// happens): someone saved one of their Pins to a board the viewer may see, someone followed them,
// someone invited them to a board (until they answer), someone sent them a Pin. Newest first; new
// when it came after the viewer last opened their notifications.

import { expressionBuilder, sql, type Expression, type NotNull, type Kysely } from 'kysely';
import type { ApiNotification } from 'shared-contracts/api';
import type { Page, Viewer, NotificationsStorage } from '../storage';
import type { OutboundLink } from '../outboundLink';
import type { DB } from './apiTables';
import { listableBoard } from './boardVisibility';
import { decodeBookmark, encodeBookmark } from './bookmarks';
import { pinSendsStore } from './pinSendsStore';
import { ReadModels } from './readModels';

interface HappenedRow {
  kind: ApiNotification['kind'];
  at: string;
  actor_id: number;
  pin_id: number | null;
  board_id: number;
  /** The pin_sends row of a 'sent' one. */
  send_id: number | null;
}

/** The UNION's parts are built outside any query, so none carries another query's clauses. */
const eb = expressionBuilder<DB>();
/** Each part's kind, written into the statement like its NULLs and 0s. */
const kindOf = (kind: ApiNotification['kind']) => sql.lit(kind);
/** A follow or an invite is about no pin. */
const NO_PIN = sql.lit<number | null>(null);
/** Only a sent Pin has a pin_sends row. Typed: PostgreSQL takes the first parts' two bare NULLs for text. */
const NO_SEND = sql<number | null>`CAST(NULL AS INTEGER)`;
/** Counted up to this many: the bell shows '99+' past 99. */
const UNREAD_COUNTED = 100;
/** `expression` typed as maybe null too: the first part's column types are the UNION's. */
const orNull = <T>(expression: Expression<T>) => sql<T | null>`${expression}`;

/**
 * Every notification as one row: its kind, when, who, and the pin and board it is about; saves
 * only to boards boardVisibility's listableBoard lets the viewer see.
 */
function happened(viewer: number) {
  const saved = eb
    .selectFrom('pins as s')
    .innerJoin('pins as o', 'o.id', 's.root_pin_id')
    .innerJoin('boards as b', 'b.id', 's.board_id')
    // b.id, not s.board_id: the same value (the join), typed never null.
    .select((e) => [
      kindOf('saved').as('kind'),
      's.created_at as at',
      's.pinner_id as actor_id',
      orNull(e.ref('s.id')).as('pin_id'),
      'b.id as board_id',
      NO_SEND.as('send_id'),
    ])
    .where('o.pinner_id', '=', viewer)
    .where('o.is_repin', '=', 0)
    .where('s.is_repin', '=', 1)
    .where('s.pinner_id', '<>', viewer)
    .where('b.archived', '=', 0)
    .where(listableBoard(viewer));
  const followed = eb
    .selectFrom('user_follows as f')
    // No board either: 0.
    .select([
      kindOf('followed').as('kind'),
      'f.created_at as at',
      'f.follower_id as actor_id',
      NO_PIN.as('pin_id'),
      sql.lit(0).as('board_id'),
      NO_SEND.as('send_id'),
    ])
    .where('f.followee_id', '=', viewer);
  const invited = eb
    .selectFrom('board_collaborators as c')
    .select([
      kindOf('invited').as('kind'),
      'c.created_at as at',
      'c.invited_by as actor_id',
      NO_PIN.as('pin_id'),
      'c.board_id',
      NO_SEND.as('send_id'),
    ])
    .where('c.user_id', '=', viewer)
    .where('c.status', '=', 'invited')
    .where('c.invited_by', 'is not', null)
    // The WHERE keeps only invites with an inviter.
    .$narrowType<{ actor_id: NotNull }>();
  const sent = eb
    .selectFrom('pin_sends as ps')
    .select((e) => [
      kindOf('sent').as('kind'),
      'ps.created_at as at',
      'ps.sender_id as actor_id',
      orNull(e.ref('ps.pin_id')).as('pin_id'),
      sql.lit(0).as('board_id'),
      orNull(e.ref('ps.id')).as('send_id'),
    ])
    .where('ps.recipient_id', '=', viewer);
  return saved.unionAll(followed).unionAll(invited).unionAll(sent);
}

async function seenAt(db: Kysely<DB>, userId: number): Promise<string> {
  const row = await db.selectFrom('users').select('notifications_seen_at').where('id', '=', userId).executeTakeFirst();
  return row?.notifications_seen_at ?? '';
}

const FEED = 'notifications';

export function notificationsStore(db: Kysely<DB>, outboundLink: OutboundLink, now: () => number = Date.now): NotificationsStorage {
  return {
    async notifications(viewer: Viewer, page): Promise<Page<ApiNotification>> {
      if (viewer.userId === null) return { items: [], bookmark: null };
      // A later page keeps the first page's idea of what is new: opening the page marks all seen.
      const key = decodeBookmark(FEED, page.bookmark, 2);
      const offset = Number(key?.[0] ?? 0);
      const rows: HappenedRow[] = await db
        .selectFrom(happened(viewer.userId).as('n'))
        .selectAll()
        .orderBy('n.at', 'desc')
        .orderBy('n.kind')
        .orderBy('n.actor_id')
        .orderBy('n.pin_id')
        .limit(page.pageSize + 1)
        .offset(offset)
        .execute();
      const seen = key ? String(key[1]) : await seenAt(db, viewer.userId);
      const models = new ReadModels(db, viewer, outboundLink);
      const items: ApiNotification[] = [];
      for (const row of rows.slice(0, page.pageSize)) {
        const item = await notificationOf(db, models, row, seen);
        if (item) items.push(item);
      }
      const more = rows.length > page.pageSize;
      return { items, bookmark: more ? encodeBookmark(FEED, [offset + page.pageSize, seen]) : null };
    },
    async unreadNotifications(userId) {
      const seen = await seenAt(db, userId);
      const unread = db.selectFrom(happened(userId).as('n')).select('n.at').where('n.at', '>', seen).limit(UNREAD_COUNTED);
      const row = await db
        .selectFrom(unread.as('u'))
        .select((e) => e.fn.countAll<number | string>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    ...pinSendsStore(db, outboundLink, now),
    async settleSeededNotifications(userIds, keepNew) {
      for (const userId of userIds) {
        // Seen up to the one just older than the newest `keepNew`: those stay new.
        const last = await db
          .selectFrom(happened(userId).as('n'))
          .select('n.at')
          .orderBy('n.at', 'desc')
          .offset(keepNew)
          .limit(1)
          .executeTakeFirst();
        if (last) await db.updateTable('users').set({ notifications_seen_at: last.at }).where('id', '=', userId).execute();
      }
    },
    async markNotificationsSeen(userId) {
      const at = new Date(now()).toISOString();
      await db.updateTable('users').set({ notifications_seen_at: at }).where('id', '=', userId).execute();
      return at;
    },
  };
}

/** One row as the page shows it; null when what it is about is gone (a deleted account, pin or board). */
/** seen: when the viewer last looked ('' for never). */
async function notificationOf(db: Kysely<DB>, models: ReadModels, row: HappenedRow, seen: string): Promise<ApiNotification | null> {
  const actor = await models.userSummary(row.actor_id);
  if (!actor) return null;
  const base = {
    id: `${row.kind}:${row.actor_id}:${row.pin_id ?? row.board_id}`,
    at: row.at,
    isNew: row.at > seen,
    actor,
  };
  if (row.kind === 'followed') return { ...base, kind: 'followed' };
  if (row.kind === 'sent') return sentOf(db, models, row, base);
  const board = await models.board(row.board_id);
  if (!board) return null;
  const boardRef = { id: board.id, name: board.name, url: board.url };
  if (row.kind === 'invited') return { ...base, kind: 'invited', board: boardRef };
  const pinRow = row.pin_id === null ? undefined : await db.selectFrom('pins').selectAll().where('id', '=', row.pin_id).executeTakeFirst();
  const pin = pinRow ? await models.gridPin(pinRow) : null;
  return pin ? { ...base, kind: 'saved', pin, board: boardRef } : null;
}

async function sentOf(
  db: Kysely<DB>,
  models: ReadModels,
  row: HappenedRow,
  base: Omit<ApiNotification, 'kind'>,
): Promise<ApiNotification | null> {
  if (row.send_id === null || row.pin_id === null) return null;
  const send = await db.selectFrom('pin_sends').select('message').where('id', '=', row.send_id).executeTakeFirst();
  const pinRow = await db.selectFrom('pins').selectAll().where('id', '=', row.pin_id).executeTakeFirst();
  const pin = pinRow ? await models.gridPin(pinRow) : null;
  return send && pin ? { ...base, id: `sent:${row.send_id}`, kind: 'sent', pin, message: send.message } : null;
}
