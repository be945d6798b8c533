// Pins: reading one, creating, saving (repin), deleting, and every paged feed of pins.

import {
  boardRoleOf,
  EVENT_TYPES,
  mayOnBoard,
  IMPRESSION_TYPES,
  PIN_DETAILS_BOARDS_MAX,
  type ApiGridPin,
  type ApiPin,
  type ApiPinDetails,
} from 'shared-contracts';
import { colourDistance } from '../../media/colourHistogram';
import { slugify } from '../../text/slugs';
import type { BrowseScope, Page, PageRequest, PinAccess, PinDayCounts, SearchScope, Storage, StoredImageRow, Viewer } from '../storage';
import { boardAccessFor } from './boardsStore';
import { decodeBookmark, toPage } from './bookmarks';
import type { Db } from '../sqlite/openDatabase';
import { LISTABLE_BOARD } from './boardVisibility';
import { sql } from '../sqlite/statementCache';
import { ReadModels } from './readModels';
import type { BoardRow, InterestRow, PinRow } from './rows';

type PinsStore = Pick<
  Storage,
  | 'pinAccess'
  | 'findImage'
  | 'imagesMissingHistogram'
  | 'setImageHistogram'
  | 'getPin'
  | 'pinDetails'
  | 'pinDayCounts'
  | 'visualSearch'
  | 'createPin'
  | 'saveImage'
  | 'updatePin'
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

/**
 * A viewer who follows interests sees only their pins in the home feed; one who follows none (and
 * every visitor) sees everything. Read on every page, so an unfollow shows on the next read, and a
 * bookmark (the last pin's rank and id) goes on under the follows of now.
 */
const FOLLOWED_INTERESTS = `(NOT EXISTS (SELECT 1 FROM interest_follows f WHERE f.user_id = @viewer)
  OR p.interest_id IN (SELECT f.interest_id FROM interest_follows f WHERE f.user_id = @viewer))`;

const SCOPE_FILTERS: Record<BrowseScope, string> = {
  pins: '',
  videos: "AND p.content_type = 'video'",
  buyable_pins: "AND p.content_type = 'product'",
};

/** Product pins: the product content type, or a pin marked shoppable. */
const PRODUCT_PIN = "(p.content_type = 'product' OR json_extract(p.content, '$.isShoppable') = 1)";

/** Impressions as the site logs them: type 18 of kind pin, counted once per entry into view ('enter'; older events have no stage). */
export const PIN_IMPRESSION = `e.event_type = ${IMPRESSION_TYPES.pin} AND ifnull(e.impression_kind, 'pin') = 'pin'
  AND ifnull(CASE WHEN json_valid(e.aux_data) THEN json_extract(e.aux_data, '$.stage') END, 'enter') = 'enter'`;

/** The domain a pin's link shows ('www.' dropped). */
function linkDomain(link: string | null): string | null {
  return link ? new URL(link).hostname.replace(/^www\./, '') : null;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function pinsStore(db: Db): PinsStore {
  // Visual search orders by this, computed in the query (media/colourHistogram.ts).
  db.function('colour_distance', { deterministic: true }, colourDistance);
  const now = () => new Date().toISOString();
  const viewerParam = (viewer: Viewer) => viewer.userId ?? -1;

  type GridFeed = (feed: string, viewer: Viewer, page: PageRequest, filter: string, params: Record<string, unknown>) => Page<ApiGridPin>;

  /** A feed ordered by (feed_rank, id): the home feed and everything shaped like it. */
  const rankedFeed: GridFeed = (feed, viewer, page, filter, params) => {
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
      (r) => new ReadModels(db, viewer).gridPins(r),
    );
  };

  /** Newest first by id: boards, sections and profiles. */
  const newestFeed: GridFeed = (feed, viewer, page, filter, params) => {
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
      (r) => new ReadModels(db, viewer).gridPins(r),
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
      canDelete:
        viewer.userId !== null &&
        (viewer.userId === row.pinner_id || (board !== null && mayOnBoard(boardRoleOf(board), 'remove-others-pin'))),
    };
  };

  const readPin = (viewer: Viewer, id: number): ApiPin => {
    const row = pinRow(id);
    const pin = row ? new ReadModels(db, viewer).pin(row) : null;
    if (!pin) throw new Error(`pin ${id} vanished`);
    return pin;
  };

  const storeImage = (image: StoredImageRow) => {
    sql(db, 'INSERT OR IGNORE INTO media_images (signature, width, height, color, histogram) VALUES (?, ?, ?, ?, ?)').run(
      image.signature,
      image.width,
      image.height,
      image.color,
      image.histogram,
    );
    // A picture stored before histograms were kept gets its histogram now.
    if (image.histogram)
      sql(db, 'UPDATE media_images SET histogram = ? WHERE signature = ? AND histogram IS NULL').run(image.histogram, image.signature);
  };

  const touchBoard = (boardId: number) => sql(db, 'UPDATE boards SET board_order_modified_at = ? WHERE id = ?').run(now(), boardId);

  return {
    async pinAccess(viewer, pinId) {
      return access(viewer, pinId);
    },
    async findImage(signature) {
      const row = sql(db, 'SELECT signature, width, height, color, histogram FROM media_images WHERE signature = ?').get(signature) as
        StoredImageRow | undefined;
      return row ?? null;
    },
    async imagesMissingHistogram() {
      return (
        sql(db, 'SELECT signature FROM media_images WHERE histogram IS NULL ORDER BY signature').all() as Array<{ signature: string }>
      ).map((r) => r.signature);
    },
    async setImageHistogram(signature, histogram) {
      sql(db, 'UPDATE media_images SET histogram = ? WHERE signature = ?').run(histogram, signature);
    },
    async getPin(viewer, pinId) {
      const found = access(viewer, pinId);
      if (!found?.canRead) return null;
      return readPin(viewer, pinId);
    },
    async pinDetails(viewer, pinId) {
      const found = access(viewer, pinId);
      if (!found?.canRead) return null;
      const pin = readPin(viewer, pinId);
      const models = new ReadModels(db, viewer);
      // Boards holding the pin's root or a save of it that the viewer is shown (never a secret
      // board of someone else's, nor an archived one but their own), last modified first.
      const boardRows = sql(
        db,
        `SELECT b.* FROM boards b
           WHERE b.id IN (SELECT board_id FROM pins WHERE root_pin_id = @root AND board_id IS NOT NULL)
             AND ${LISTABLE_BOARD} AND (b.archived = 0 OR b.owner_id = @viewer)
           ORDER BY b.board_order_modified_at DESC, b.id DESC LIMIT @limit`,
      ).all({ root: found.rootPinId, viewer: viewerParam(viewer), limit: PIN_DETAILS_BOARDS_MAX }) as BoardRow[];
      const interestNamed = (name: string) =>
        sql(db, 'SELECT * FROM interests WHERE name = @name COLLATE NOCASE OR url_name = @slug ORDER BY id LIMIT 1').get({
          name,
          slug: slugify(name),
        }) as InterestRow | undefined;
      const interests: ApiPinDetails['interests'] = [];
      const seen = new Set<string>();
      const add = (name: string, interest: InterestRow | undefined) => {
        const key = name.trim().toLowerCase();
        if (key === '' || seen.has(key)) return;
        seen.add(key);
        interests.push(
          interest ? { id: String(interest.id), name, url: `/ideas/${interest.url_name}/${interest.id}/` } : { id: null, name, url: null },
        );
      };
      const source = pin.sourceInterest;
      if (source) add(source.name, { id: Number(source.id), name: source.name, url_name: source.urlName });
      for (const tag of pin.aggregatedPinData.pinTagsChips) add(tag, interestNamed(tag));
      return {
        pin_id: pin.id,
        // The site has no likes or reactions to count (nothing stores one), so likes are 0.
        counts: { saves: pin.aggregatedPinData.saves, likes: 0, shares: pin.shareCount },
        boards: boardRows.flatMap((row) => models.boardFromRow(row) ?? []),
        interests,
      };
    },
    async pinDayCounts(pinId, from, to) {
      const range = { pin: pinId, object: String(pinId), from: `${from}T00:00:00.000Z`, until: `${to}T23:59:59.999Z` };
      const rows = sql(
        db,
        `SELECT date, sum(impressions) AS impressions, sum(saves) AS saves, sum(clickthroughs) AS clickthroughs FROM (
           SELECT substr(e.received_at, 1, 10) AS date,
                  CASE WHEN ${PIN_IMPRESSION} THEN 1 ELSE 0 END AS impressions, 0 AS saves,
                  CASE WHEN e.event_type = ${EVENT_TYPES.clickThrough} THEN 1 ELSE 0 END AS clickthroughs
             FROM events e
             WHERE e.object_id = @object AND e.event_type IN (${IMPRESSION_TYPES.pin}, ${EVENT_TYPES.clickThrough}) AND e.received_at BETWEEN @from AND @until
           UNION ALL
           -- Saves are the saves themselves: repins of this pin (of any copy, for an original).
           SELECT substr(p.created_at, 1, 10), 0, 1, 0 FROM pins p
             WHERE p.is_repin = 1 AND (p.root_pin_id = @pin OR p.repin_of = @pin) AND p.created_at BETWEEN @from AND @until
         ) GROUP BY date ORDER BY date`,
      ).all(range) as PinDayCounts[];
      return rows;
    },
    async createPin(pin) {
      const id = db.transaction(() => {
        const next = (sql(db, 'SELECT ifnull(max(id), 1000) + 1 AS n FROM pins').get() as { n: number }).n;
        const rank = (sql(db, 'SELECT ifnull(max(feed_rank), 0) + 1 AS n FROM pins').get() as { n: number }).n;
        storeImage(pin.image);
        const domain = linkDomain(pin.link);
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
          JSON.stringify({ method: pin.method, ...(pin.altText ? { altText: pin.altText } : {}) }),
          now(),
        );
        touchBoard(pin.boardId);
        return next;
      })();
      return readPin({ userId: pin.pinnerId, subject: `user:${pin.pinnerId}`, isBot: false }, id);
    },
    async saveImage(image) {
      storeImage(image);
    },
    async updatePin(pinId, changes) {
      return db.transaction(() => {
        const row = pinRow(pinId);
        if (!row) throw new Error(`pin ${pinId} vanished`);
        const { place } = changes;
        if (place) {
          // One copy of a pin per place, as repin keeps it: the original or a save already there.
          const taken = sql(db, 'SELECT 1 FROM pins WHERE id <> ? AND board_id = ? AND ifnull(section_id, 0) = ? AND root_pin_id = ?').get(
            pinId,
            place.boardId,
            place.sectionId ?? 0,
            row.root_pin_id,
          );
          if (taken) return 'taken' as const;
        }
        const content = JSON.parse(row.content) as Record<string, unknown>;
        if (changes.altText !== undefined) content.altText = changes.altText;
        const link = changes.link === undefined ? row.link : changes.link;
        sql(
          db,
          `UPDATE pins SET title = ?, description = ?, link = ?, domain = ?, board_id = ?, section_id = ?, content = ? WHERE id = ?`,
        ).run(
          changes.title ?? row.title,
          changes.description ?? row.description,
          link,
          link === row.link ? row.domain : linkDomain(link),
          place ? place.boardId : row.board_id,
          place ? place.sectionId : row.section_id,
          JSON.stringify(content),
          pinId,
        );
        if (place) touchBoard(place.boardId);
        return 'updated' as const;
      })();
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
    async bulkDelete(boardId, sectionId, pinIds, { selectAll, pinnerOnly }) {
      const ids = JSON.stringify(pinIds);
      const membership = selectAll ? 'NOT IN' : 'IN';
      return sql(
        db,
        `DELETE FROM pins WHERE board_id = @board ${sectionId === null ? '' : 'AND section_id = @section'}
           ${pinnerOnly === null ? '' : 'AND pinner_id = @pinner'}
           AND id ${membership} (SELECT value FROM json_each(@ids))`,
      ).run({ board: boardId, section: sectionId, ids, pinner: pinnerOnly }).changes;
    },
    async homeFeed(viewer, page, scope = 'pins') {
      // The home feed itself follows the viewer's interests; its videos and shopping surfaces do not.
      const filter = scope === 'pins' ? FOLLOWED_INTERESTS : `1 = 1 ${SCOPE_FILTERS[scope]}`;
      return rankedFeed(scope === 'pins' ? 'home' : `home:${scope}`, viewer, page, filter, {});
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
    async visualSearch(viewer, pinId, page, products) {
      const source = pinRow(pinId);
      const histogram = source
        ? ((
            sql(db, 'SELECT histogram FROM media_images WHERE signature = ?').get(source.image_signature) as
              { histogram: Buffer | null } | undefined
          )?.histogram ?? null)
        : null;
      const feed = `visual:${pinId}:${products ? 'products' : 'pins'}`;
      const after = decodeBookmark(feed, page.bookmark, 2);
      if (!source || histogram === null) return { items: [], bookmark: null };
      // Nearest colours first (ties by id), measured in the query over every discoverable pin.
      const rows = sql(
        db,
        `SELECT * FROM (
           SELECT p.*, colour_distance(m.histogram, @histogram) AS distance
             FROM pins p JOIN boards b ON b.id = p.board_id JOIN media_images m ON m.signature = p.image_signature
             WHERE ${DISCOVERABLE} AND p.root_pin_id <> @root AND m.histogram IS NOT NULL ${products ? `AND ${PRODUCT_PIN}` : ''}
         ) ${after ? 'WHERE (distance, id) > (@distance, @id)' : ''}
         ORDER BY distance, id LIMIT @limit`,
      ).all({
        histogram,
        root: source.root_pin_id,
        viewer: viewerParam(viewer),
        limit: page.pageSize + 1,
        distance: after?.[0] ?? 0,
        id: after?.[1] ?? 0,
      }) as Array<PinRow & { distance: number }>;
      return toPage(
        feed,
        rows,
        page.pageSize,
        (r) => [r.distance, r.id],
        (r) => new ReadModels(db, viewer).gridPins(r),
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
