// Pins: reading one, creating, saving (repin), deleting, and every paged feed of pins.

import type { ApiPin } from 'shared-contracts';
import type { BrowseScope, Page, PageRequest, PinAccess, SearchScope, Storage, Viewer } from '../storage';
import { boardAccessFor } from './boardsStore';
import { decodeBookmark, toPage } from './bookmarks';
import type { Db } from './openDatabase';
import { LISTABLE_BOARD } from './boardVisibility';
import { sql } from './statementCache';
import { ReadModels } from './readModels';
import type { PinRow } from './rows';

type PinsStore = Pick<
  Storage,
  | 'pinAccess'
  | 'findImage'
  | 'getPin'
  | 'createPin'
  | 'repin'
  | 'deletePin'
  | 'bulkDelete'
  | 'homeFeed'
  | 'searchPins'
  | 'relatedPins'
  | 'interestPins'
  | 'boardPins'
  | 'userPins'
>;

/** Pins anyone may discover: originals on public, live boards, minus what the viewer hid. */
const DISCOVERABLE = `p.is_repin = 0 AND b.privacy = 'public' AND b.archived = 0
  AND NOT EXISTS (SELECT 1 FROM hidden_pins h WHERE h.user_id = @viewer AND h.pin_id = p.id)`;

const SCOPE_FILTERS: Record<BrowseScope, string> = {
  pins: '',
  videos: "AND p.content_type = 'video'",
  buyable_pins: "AND p.content_type = 'product'",
};

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function pinsStore(db: Db): PinsStore {
  const now = () => new Date().toISOString();
  const viewerParam = (viewer: Viewer) => viewer.userId ?? -1;

  /** A feed ordered by (feed_rank, id): the home feed and everything shaped like it. */
  const rankedFeed = (feed: string, viewer: Viewer, page: PageRequest, filter: string, params: Record<string, unknown>): Page<ApiPin> => {
    const after = decodeBookmark(feed, page.bookmark, 2);
    const rows = sql(
      db,
      `SELECT p.* FROM pins p JOIN boards b ON b.id = p.board_id
         WHERE ${DISCOVERABLE} AND ${filter} ${after ? 'AND (p.feed_rank, p.id) > (@rank, @id)' : ''}
         ORDER BY p.feed_rank, p.id LIMIT @limit`,
    ).all({ ...params, viewer: viewerParam(viewer), limit: page.pageSize + 1, rank: after?.[0] ?? 0, id: after?.[1] ?? 0 }) as PinRow[];
    return toPage(
      feed,
      rows,
      page.pageSize,
      (r) => [r.feed_rank, r.id],
      (r) => new ReadModels(db, viewer).pins(r),
    );
  };

  /** Newest first by id: boards, sections and profiles. */
  const newestFeed = (feed: string, viewer: Viewer, page: PageRequest, filter: string, params: Record<string, unknown>): Page<ApiPin> => {
    const after = decodeBookmark(feed, page.bookmark, 1);
    const rows = sql(
      db,
      `SELECT p.* FROM pins p JOIN boards b ON b.id = p.board_id
         WHERE ${filter} ${after ? 'AND p.id < @id' : ''} ORDER BY p.id DESC LIMIT @limit`,
    ).all({ ...params, viewer: viewerParam(viewer), limit: page.pageSize + 1, id: after?.[0] ?? 0 }) as PinRow[];
    return toPage(
      feed,
      rows,
      page.pageSize,
      (r) => [r.id],
      (r) => new ReadModels(db, viewer).pins(r),
    );
  };

  const pinRow = (id: number) => sql(db, 'SELECT * FROM pins WHERE id = ?').get(id) as PinRow | undefined;

  const access = (viewer: Viewer, id: number): PinAccess | null => {
    const row = pinRow(id);
    if (!row) return null;
    const board = row.board_id === null ? null : boardAccessFor(db, viewer, row.board_id);
    return {
      pinId: row.id,
      pinnerId: row.pinner_id,
      boardId: row.board_id,
      sectionId: row.section_id,
      rootPinId: row.root_pin_id,
      canRead: board?.canRead ?? true,
      canDelete: viewer.userId !== null && (viewer.userId === row.pinner_id || (board?.canWrite ?? false)),
    };
  };

  const readPin = (viewer: Viewer, id: number): ApiPin => {
    const row = pinRow(id);
    const pin = row ? new ReadModels(db, viewer).pin(row) : null;
    if (!pin) throw new Error(`pin ${id} vanished`);
    return pin;
  };

  const touchBoard = (boardId: number) => sql(db, 'UPDATE boards SET board_order_modified_at = ? WHERE id = ?').run(now(), boardId);

  return {
    async pinAccess(viewer, pinId) {
      return access(viewer, pinId);
    },
    async findImage(signature) {
      const row = sql(db, 'SELECT signature, width, height, color FROM media_images WHERE signature = ?').get(signature) as
        { signature: string; width: number; height: number; color: string } | undefined;
      return row ?? null;
    },
    async getPin(viewer, pinId) {
      const found = access(viewer, pinId);
      if (!found?.canRead) return null;
      return readPin(viewer, pinId);
    },
    async createPin(pin) {
      const id = db.transaction(() => {
        const next = (sql(db, 'SELECT ifnull(max(id), 1000) + 1 AS n FROM pins').get() as { n: number }).n;
        const rank = (sql(db, 'SELECT ifnull(max(feed_rank), 0) + 1 AS n FROM pins').get() as { n: number }).n;
        sql(db, 'INSERT OR IGNORE INTO media_images (signature, width, height, color) VALUES (?, ?, ?, ?)').run(
          pin.image.signature,
          pin.image.width,
          pin.image.height,
          pin.image.color,
        );
        const domain = pin.link ? new URL(pin.link).hostname.replace(/^www\./, '') : null;
        sql(
          db,
          `INSERT INTO pins (id, pinner_id, board_id, section_id, is_repin, root_pin_id, content_type, title, description, link, domain,
             image_signature, image_width, image_height, dominant_color, feed_rank, content, created_at)
           VALUES (?, ?, ?, ?, 0, ?, 'image', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          next,
          pin.pinnerId,
          pin.boardId,
          pin.sectionId,
          next,
          pin.title,
          pin.description,
          pin.link,
          domain,
          pin.image.signature,
          pin.image.width,
          pin.image.height,
          pin.image.color,
          rank,
          JSON.stringify({ method: pin.method }),
          now(),
        );
        touchBoard(pin.boardId);
        return next;
      })();
      return readPin({ userId: pin.pinnerId, subject: `user:${pin.pinnerId}`, isBot: false }, id);
    },
    async repin(viewer, pinId, boardId, sectionId) {
      const userId = viewer.userId;
      if (userId === null) throw new Error('repin needs a signed-in viewer');
      // One transaction: check, insert and read back cannot interleave with another save.
      const result = db.transaction(() => {
        const source = pinRow(pinId);
        if (!source) throw new Error(`pin ${pinId} vanished`);
        const existing = sql(
          db,
          'SELECT id FROM pins WHERE board_id = ? AND ifnull(section_id, 0) = ? AND root_pin_id = ? ORDER BY id LIMIT 1',
        ).get(boardId, sectionId ?? 0, source.root_pin_id) as { id: number } | undefined;
        if (existing) return { id: existing.id, created: false };
        const inserted = sql(
          db,
          `INSERT INTO pins (pinner_id, board_id, section_id, repin_of, is_repin, root_pin_id, content_type, title, description, link, domain,
               image_signature, image_width, image_height, dominant_color, interest_id, feed_rank, content, created_at)
             VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          userId,
          boardId,
          sectionId,
          source.id,
          source.root_pin_id,
          source.content_type,
          source.title,
          source.description,
          source.link,
          source.domain,
          source.image_signature,
          source.image_width,
          source.image_height,
          source.dominant_color,
          source.interest_id,
          source.feed_rank,
          source.content,
          now(),
        );
        touchBoard(boardId);
        return { id: Number(inserted.lastInsertRowid), created: true };
      })();
      return { pin: readPin(viewer, result.id), created: result.created };
    },
    async deletePin(pinId) {
      sql(db, 'DELETE FROM pins WHERE id = ?').run(pinId);
    },
    async bulkDelete(boardId, sectionId, pinIds, selectAll) {
      const ids = JSON.stringify(pinIds);
      const membership = selectAll ? 'NOT IN' : 'IN';
      return sql(
        db,
        `DELETE FROM pins WHERE board_id = @board ${sectionId === null ? '' : 'AND section_id = @section'}
           AND id ${membership} (SELECT value FROM json_each(@ids))`,
      ).run({ board: boardId, section: sectionId, ids }).changes;
    },
    async homeFeed(viewer, page, scope = 'pins') {
      return rankedFeed(scope === 'pins' ? 'home' : `home:${scope}`, viewer, page, `1 = 1 ${SCOPE_FILTERS[scope]}`, {});
    },
    async searchPins(viewer, query, scope, page) {
      const text = "(p.title LIKE @q ESCAPE '\\' OR p.description LIKE @q ESCAPE '\\')";
      const narrowing: Record<SearchScope, string> = { ...SCOPE_FILTERS, my_pins: 'AND p.pinner_id = @viewer' };
      return rankedFeed(`search:${scope}:${query}`, viewer, page, `${text} ${narrowing[scope]}`, { q: likePattern(query) });
    },
    async interestPins(viewer, interestId, page, scope = 'pins') {
      return rankedFeed(
        scope === 'pins' ? `interest:${interestId}` : `interest:${interestId}:${scope}`,
        viewer,
        page,
        `p.interest_id = @interest ${SCOPE_FILTERS[scope]}`,
        { interest: interestId },
      );
    },
    async relatedPins(viewer, pinId, page) {
      const source = pinRow(pinId);
      return rankedFeed(`related:${pinId}`, viewer, page, 'p.interest_id = @interest AND p.root_pin_id <> @root', {
        interest: source?.interest_id ?? -1,
        root: source?.root_pin_id ?? -1,
      });
    },
    async boardPins(viewer, boardId, sectionId, page) {
      const filter = sectionId === null ? 'p.board_id = @board' : 'p.board_id = @board AND p.section_id = @section';
      return newestFeed(`board:${boardId}:${sectionId ?? ''}`, viewer, page, filter, { board: boardId, section: sectionId });
    },
    async userPins(viewer, userId, kind, page) {
      const filter = `p.pinner_id = @user AND ${LISTABLE_BOARD} ${kind === 'created' ? 'AND p.is_repin = 0' : ''}`;
      return newestFeed(`user:${userId}:${kind}`, viewer, page, filter, { user: userId });
    },
  };
}
