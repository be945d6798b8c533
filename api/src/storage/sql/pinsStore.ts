// Pins: reading one, creating, saving (repin), deleting, and every paged feed of pins.

import {
  type ApiGridPin,
  type ApiPin,
  type ApiPinDetails,
  type ApiRecommendationReason,
  boardRoleOf,
  EVENT_TYPES,
  IMPRESSION_TYPES,
  mayOnBoard,
  PIN_DETAILS_BOARDS_MAX,
} from 'shared-contracts';
import { slugify } from '../../text/slugs';
import type { BrowseScope, Page, PageRequest, PinAccess, PinDayCounts, SearchScope, StoredImageRow, Viewer, PinsStorage } from '../storage';
import { boardAccessFor } from './boardsStore';
import { decodeBookmark, toPage } from './bookmarks';
import { LISTABLE_BOARD } from './boardVisibility';
import { dialectOf, type Dialect } from './dialect';
import { named } from './named';
import { ReadModels } from './readModels';
import { isUniqueViolation } from 'sql-kit/sqlErrors';
import type { SqlDb, SqlQueries, SqlValue } from './sqlDb';
import type { BoardRow, InterestRow, PinRow } from './rows';
import { personViewer } from '../subject';

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

/**
 * Why the home feed shows each pin (spec section 3's recommendationReason): the follow it answers,
 * the most particular first (its board, then its pinner, then its topic), so hiding it offers to
 * unfollow just that.
 */
async function withReasons(db: SqlDb, viewer: Viewer, pins: ApiGridPin[]): Promise<ApiGridPin[]> {
  if (viewer.userId === null) return pins;
  const ids = async (sql: string) => new Set((await db.all<{ id: number }>(sql, viewer.userId)).map((r) => String(r.id)));
  const [boards, people, topics] = await Promise.all([
    ids('SELECT board_id AS id FROM board_follows WHERE user_id = ?'),
    ids('SELECT followee_id AS id FROM user_follows WHERE follower_id = ?'),
    ids('SELECT interest_id AS id FROM interest_follows WHERE user_id = ?'),
  ]);
  const reasonOf = (pin: ApiGridPin): ApiRecommendationReason | null => {
    if (pin.board && boards.has(pin.board.id)) return { reason: 'recent_followed_board', hasBoard: true };
    if (people.has(pin.pinner.id)) return { reason: 'following_feed', hasBoard: false };
    if (pin.sourceInterest && topics.has(pin.sourceInterest.id)) return { reason: 'followed_interest', hasBoard: false };
    return null;
  };
  return pins.map((pin) => ({ ...pin, recommendationReason: reasonOf(pin) }));
}

const SCOPE_FILTERS: Record<BrowseScope, string> = {
  pins: '',
  videos: "AND p.content_type = 'video'",
  buyable_pins: "AND p.content_type = 'product'",
};

/** Product pins: the product content type, or a pin marked shoppable. */
const productPin = (d: Dialect) => `(p.content_type = 'product' OR ${d.jsonIsTrue('p.content', 'isShoppable')})`;

/** Impressions as the site logs them: type 18 of kind pin, counted once per entry into view ('enter'; older events have no stage). */
export const pinImpression = (d: Dialect) => `e.event_type = ${IMPRESSION_TYPES.pin} AND coalesce(e.impression_kind, 'pin') = 'pin'
  AND coalesce(${d.jsonTextIfValid('e.aux_data', 'stage')}, 'enter') = 'enter'`;

/** The domain a pin's link shows ('www.' dropped). */
function linkDomain(link: string | null): string | null {
  return link ? new URL(link).hostname.replace(/^www\./, '') : null;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function pinsStore(db: SqlDb): PinsStorage {
  const d = dialectOf(db);
  const PRODUCT_PIN = productPin(d);
  const PIN_IMPRESSION = pinImpression(d);
  const now = () => new Date().toISOString();
  const viewerParam = (viewer: Viewer) => viewer.userId ?? -1;

  type GridFeed = (
    feed: string,
    viewer: Viewer,
    page: PageRequest,
    filter: string,
    params: Record<string, SqlValue>,
  ) => Promise<Page<ApiGridPin>>;

  /** A feed ordered by (feed_rank, id): the home feed and everything shaped like it. */
  const rankedFeed: GridFeed = async (feed, viewer, page, filter, params) => {
    const after = decodeBookmark(feed, page.bookmark, 2);
    const rows = await db.all<PinRow>(
      ...named(
        `SELECT p.* FROM pins p JOIN boards b ON b.id = p.board_id
           WHERE ${DISCOVERABLE} AND ${filter} ${after ? 'AND (p.feed_rank, p.id) > (@rank, @id)' : ''}
           ORDER BY p.feed_rank, p.id LIMIT @limit`,
        { ...params, viewer: viewerParam(viewer), limit: page.pageSize + 1, rank: after?.[0] ?? 0, id: after?.[1] ?? 0 },
      ),
    );
    return toPage(
      feed,
      rows,
      page.pageSize,
      (r) => [r.feed_rank, r.id],
      (r) => new ReadModels(db, viewer).gridPins(r),
    );
  };

  /** Newest first by id: boards, sections and profiles. */
  const newestFeed: GridFeed = async (feed, viewer, page, filter, params) => {
    const after = decodeBookmark(feed, page.bookmark, 1);
    const rows = await db.all<PinRow>(
      ...named(
        `SELECT p.* FROM pins p JOIN boards b ON b.id = p.board_id
           WHERE ${filter} ${after ? 'AND p.id < @id' : ''} ORDER BY p.id DESC LIMIT @limit`,
        { ...params, viewer: viewerParam(viewer), limit: page.pageSize + 1, id: after?.[0] ?? 0 },
      ),
    );
    return toPage(
      feed,
      rows,
      page.pageSize,
      (r) => [r.id],
      (r) => new ReadModels(db, viewer).gridPins(r),
    );
  };

  const pinRow = (q: SqlQueries, id: number) => q.get<PinRow>('SELECT * FROM pins WHERE id = ?', id);

  const access = async (viewer: Viewer, id: number): Promise<PinAccess | null> => {
    const row = await pinRow(db, id);
    if (!row) return null;
    const board = row.board_id === null ? null : await boardAccessFor(db, viewer, row.board_id);
    return {
      pinId: row.id,
      pinnerId: row.pinner_id,
      boardId: row.board_id,
      sectionId: row.section_id,
      rootPinId: row.root_pin_id,
      isRepin: row.is_repin === 1,
      repinOf: row.repin_of,
      canRead: board?.canRead ?? true,
      canDelete:
        viewer.userId !== null &&
        (viewer.userId === row.pinner_id || (board !== null && mayOnBoard(boardRoleOf(board), 'remove-others-pin'))),
      link: row.link,
    };
  };

  const readPin = async (viewer: Viewer, id: number): Promise<ApiPin> => {
    const row = await pinRow(db, id);
    const pin = row ? await new ReadModels(db, viewer).pin(row) : null;
    if (!pin) throw new Error(`pin ${id} vanished`);
    return pin;
  };

  const storeImage = async (q: SqlQueries, image: StoredImageRow) => {
    await q.run(
      'INSERT INTO media_images (signature, width, height, color, histogram) VALUES (?, ?, ?, ?, ?) ON CONFLICT (signature) DO NOTHING',
      image.signature,
      image.width,
      image.height,
      image.color,
      image.histogram,
    );
    // A picture stored before histograms were kept gets its histogram now.
    if (image.histogram)
      await q.run('UPDATE media_images SET histogram = ? WHERE signature = ? AND histogram IS NULL', image.histogram, image.signature);
  };

  const SAVE_ISOLATION = { isolation: 'read committed' } as const;
  const touchBoard = (q: SqlQueries, boardId: number) =>
    q.run('UPDATE boards SET board_order_modified_at = ? WHERE id = ?', now(), boardId);

  return {
    async pinAccess(viewer, pinId) {
      return access(viewer, pinId);
    },
    async findImage(signature) {
      const row = await db.get<StoredImageRow>(
        'SELECT signature, width, height, color, histogram FROM media_images WHERE signature = ?',
        signature,
      );
      return row ?? null;
    },
    async imagesMissingHistogram() {
      return (await db.all<{ signature: string }>('SELECT signature FROM media_images WHERE histogram IS NULL ORDER BY signature')).map(
        (r) => r.signature,
      );
    },
    async setImageHistogram(signature, histogram) {
      await db.run('UPDATE media_images SET histogram = ? WHERE signature = ?', histogram, signature);
    },
    async getPin(viewer, pinId) {
      const found = await access(viewer, pinId);
      if (!found?.canRead) return null;
      return readPin(viewer, pinId);
    },
    async pinDetails(viewer, pinId) {
      const found = await access(viewer, pinId);
      if (!found?.canRead) return null;
      const pin = await readPin(viewer, pinId);
      const models = new ReadModels(db, viewer);
      // Boards holding the pin's root or a save of it that the viewer is shown (never a secret
      // board of someone else's, nor an archived one but their own), last modified first.
      const boardRows = await db.all<BoardRow>(
        ...named(
          `SELECT b.* FROM boards b
             WHERE b.id IN (SELECT board_id FROM pins WHERE root_pin_id = @root AND board_id IS NOT NULL)
               AND ${LISTABLE_BOARD} AND (b.archived = 0 OR b.owner_id = @viewer)
             ORDER BY b.board_order_modified_at DESC, b.id DESC LIMIT @limit`,
          { root: found.rootPinId, viewer: viewerParam(viewer), limit: PIN_DETAILS_BOARDS_MAX },
        ),
      );
      const interestNamed = (name: string) =>
        db.get<InterestRow>(
          ...named(`SELECT * FROM interests WHERE ${d.eqNocase('name', '@name')} OR url_name = @slug ORDER BY id LIMIT 1`, {
            name,
            slug: slugify(name),
          }),
        );
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
      for (const tag of pin.aggregatedPinData.pinTagsChips) add(tag, await interestNamed(tag));
      const boards = await Promise.all(boardRows.map((row) => models.boardFromRow(row)));
      return {
        pin_id: pin.id,
        // The site has no likes or reactions to count (nothing stores one), so likes are 0.
        counts: { saves: pin.aggregatedPinData.saves, likes: 0, shares: pin.shareCount },
        boards: boards.flatMap((board) => board ?? []),
        interests,
      };
    },
    async pinDayCounts(pinId, from, to) {
      const range = { pin: pinId, object: String(pinId), from: `${from}T00:00:00.000Z`, until: `${to}T23:59:59.999Z` };
      const rows = await db.all<PinDayCounts>(
        ...named(
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
         ) AS figures GROUP BY date ORDER BY date`,
          range,
        ),
      );
      return rows.map((r) => ({
        ...r,
        impressions: Number(r.impressions),
        saves: Number(r.saves),
        clickthroughs: Number(r.clickthroughs),
      }));
    },
    async createPin(pin) {
      const id = await db.transaction(async (tx) => {
        const rank = Number((await tx.get<{ n: number }>('SELECT coalesce(max(feed_rank), 0) + 1 AS n FROM pins'))?.n);
        await storeImage(tx, pin.image);
        const domain = linkDomain(pin.link);
        // The id is the database's own (SQLite's next rowid, PostgreSQL's identity, which saves
        // use too, so two edges never pick the same one); an original is its own root.
        const inserted = await tx.get<{ id: number }>(
          `INSERT INTO pins (pinner_id, board_id, section_id, is_repin, root_pin_id, content_type, title, description, link, domain,
             image_signature, image_width, image_height, dominant_color, feed_rank, content, created_at)
           VALUES (?, ?, ?, 0, 0, 'image', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
          pin.pinnerId,
          pin.boardId,
          pin.sectionId,
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
        const id = Number(inserted?.id);
        await tx.run('UPDATE pins SET root_pin_id = id WHERE id = ?', id);
        await touchBoard(tx, pin.boardId);
        return id;
      });
      return readPin(personViewer(pin.pinnerId), id);
    },
    async saveImage(image) {
      await storeImage(db, image);
    },
    async updatePin(pinId, changes) {
      return db.transaction(async (tx) => {
        const row = await pinRow(tx, pinId);
        if (!row) throw new Error(`pin ${pinId} vanished`);
        const { place } = changes;
        if (place) {
          // One copy of a pin per place, as repin keeps it: the original or a save already there.
          const taken = await tx.get(
            'SELECT 1 FROM pins WHERE id <> ? AND board_id = ? AND coalesce(section_id, 0) = ? AND root_pin_id = ?',
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
        await tx.run(
          `UPDATE pins SET title = ?, description = ?, link = ?, domain = ?, board_id = ?, section_id = ?, content = ? WHERE id = ?`,
          changes.title ?? row.title,
          changes.description ?? row.description,
          link,
          link === row.link ? row.domain : linkDomain(link),
          place ? place.boardId : row.board_id,
          place ? place.sectionId : row.section_id,
          JSON.stringify(content),
          pinId,
        );
        if (place) await touchBoard(tx, place.boardId);
        return 'updated' as const;
      });
    },
    async repin(viewer, pinId, boardId, sectionId) {
      const userId = viewer.userId;
      if (userId === null) throw new Error('repin needs a signed-in viewer');
      // One transaction: check, insert and read back cannot interleave with another save.
      const existing = (q: SqlQueries, rootPinId: number) =>
        q.get<{ id: number }>(
          'SELECT id FROM pins WHERE board_id = ? AND coalesce(section_id, 0) = ? AND root_pin_id = ? ORDER BY id LIMIT 1',
          boardId,
          sectionId ?? 0,
          rootPinId,
        );
      // pins_one_save_per_place keeps one save per place whatever the isolation (a racing save is
      // found below); at SERIALIZABLE, many saves to one board at once (each touches the board)
      // failed on PostgreSQL as conflicts past the retries.
      const save = () =>
        db.transaction(async (tx) => {
          const source = await pinRow(tx, pinId);
          if (!source) throw new Error(`pin ${pinId} vanished`);
          const found = await existing(tx, source.root_pin_id);
          if (found) return { id: found.id, created: false };
          const inserted = await tx.get<{ id: number }>(
            `INSERT INTO pins (pinner_id, board_id, section_id, repin_of, is_repin, root_pin_id, content_type, title, description, link, domain,
                 image_signature, image_width, image_height, dominant_color, interest_id, feed_rank, content, created_at)
               VALUES (?, ?, ?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
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
          await touchBoard(tx, boardId);
          return { id: Number(inserted?.id), created: true };
        }, SAVE_ISOLATION);
      let result: { id: number; created: boolean };
      try {
        result = await save();
      } catch (error) {
        // Saved there by another edge between our check and insert: the database keeps one save per place.
        const source = isUniqueViolation(error) ? await pinRow(db, pinId) : undefined;
        const found = source && (await existing(db, source.root_pin_id));
        if (!found) throw error;
        result = { id: found.id, created: false };
      }
      return { pin: await readPin(viewer, result.id), created: result.created };
    },
    async deletePin(pinId) {
      await db.run('DELETE FROM pins WHERE id = ?', pinId);
    },
    async bulkDelete(boardId, sectionId, pinIds, { selectAll, pinnerOnly }) {
      const ids = JSON.stringify(pinIds);
      const membership = selectAll ? 'NOT IN' : 'IN';
      return (
        await db.run(
          ...named(
            `DELETE FROM pins WHERE board_id = @board ${sectionId === null ? '' : 'AND section_id = @section'}
               ${pinnerOnly === null ? '' : 'AND pinner_id = @pinner'}
               AND id ${membership} ${d.jsonArrayValues('@ids', 'integer')}`,
            { board: boardId, section: sectionId, ids, pinner: pinnerOnly },
          ),
        )
      ).changes;
    },
    async homeFeed(viewer, page, scope = 'pins') {
      // The home feed itself follows the viewer's interests; its videos and shopping surfaces do not.
      if (scope !== 'pins') return rankedFeed(`home:${scope}`, viewer, page, `1 = 1 ${SCOPE_FILTERS[scope]}`, {});
      const feed = await rankedFeed('home', viewer, page, FOLLOWED_INTERESTS, {});
      return { ...feed, items: await withReasons(db, viewer, feed.items) };
    },
    async searchPins(viewer, query, scope, page) {
      const text = `(${d.likeNocase('p.title', '@q')} OR ${d.likeNocase('p.description', '@q')})`;
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
      const source = await pinRow(db, pinId);
      const histogram = source
        ? ((await db.get<{ histogram: Buffer | null }>('SELECT histogram FROM media_images WHERE signature = ?', source.image_signature))
            ?.histogram ?? null)
        : null;
      const feed = `visual:${pinId}:${products ? 'products' : 'pins'}`;
      const after = decodeBookmark(feed, page.bookmark, 2);
      if (!source || histogram === null) return { items: [], bookmark: null };
      // Nearest colours first (ties by id), measured in the query over every discoverable pin.
      const rows = await db.all<PinRow & { distance: number }>(
        ...named(
          `SELECT * FROM (
             SELECT p.*, ${d.colourDistance('m.histogram', '@histogram')} AS distance
               FROM pins p JOIN boards b ON b.id = p.board_id JOIN media_images m ON m.signature = p.image_signature
               WHERE ${DISCOVERABLE} AND p.root_pin_id <> @root AND m.histogram IS NOT NULL ${products ? `AND ${PRODUCT_PIN}` : ''}
           ) AS near ${after ? 'WHERE (distance, id) > (@distance, @id)' : ''}
           ORDER BY distance, id LIMIT @limit`,
          {
            histogram,
            root: source.root_pin_id,
            viewer: viewerParam(viewer),
            limit: page.pageSize + 1,
            distance: after?.[0] ?? 0,
            id: after?.[1] ?? 0,
          },
        ),
      );
      return toPage(
        feed,
        rows,
        page.pageSize,
        (r) => [r.distance, r.id],
        (r) => new ReadModels(db, viewer).gridPins(r),
      );
    },
    async relatedPins(viewer, pinId, page) {
      const source = await pinRow(db, pinId);
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
