// Every paged feed of pins: home, search, interest, visual search, related, board and profile.
// Each is one query over the pins, paged by a bookmark of the last pin's sort key; the ranked
// feeds show only discoverable pins. The SQL fragments here are used by these feeds alone.

import type { ApiGridPin, ApiRecommendationReason } from 'shared-contracts';
import type { BrowseScope, Page, PageRequest, PinsStorage, SearchScope, Viewer } from '../storage';
import { decodeBookmark, toPage } from './bookmarks';
import { LISTABLE_BOARD } from './boardVisibility';
import { dialectOf, type Dialect } from './dialect';
import { named } from './named';
import { pinRow, viewerParam } from './pinRows';
import { ReadModels } from './readModels';
import type { PinRow } from './rows';
import type { SqlDb, SqlValue } from './sqlDb';

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

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

type GridFeed = (
  feed: string,
  viewer: Viewer,
  page: PageRequest,
  filter: string,
  params: Record<string, SqlValue>,
) => Promise<Page<ApiGridPin>>;

/** A feed ordered by (feed_rank, id): the home feed and everything shaped like it. */
const rankedFeedOf =
  (db: SqlDb): GridFeed =>
  async (feed, viewer, page, filter, params) => {
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
const newestFeedOf =
  (db: SqlDb): GridFeed =>
  async (feed, viewer, page, filter, params) => {
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

/** Pins nearest a pin's colours, by the query's own colour distance (PinsStorage['visualSearch']). */
const visualSearchOf = (db: SqlDb): PinsStorage['visualSearch'] => {
  const d = dialectOf(db);
  const PRODUCT_PIN = productPin(d);
  return async (viewer, pinId, page, products) => {
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
  };
};

type PinFeeds = Pick<PinsStorage, 'homeFeed' | 'searchPins' | 'interestPins' | 'visualSearch' | 'relatedPins' | 'boardPins' | 'userPins'>;

export function pinFeeds(db: SqlDb): PinFeeds {
  const d = dialectOf(db);
  const rankedFeed = rankedFeedOf(db);
  const newestFeed = newestFeedOf(db);
  return {
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
    visualSearch: visualSearchOf(db),
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
