// Every paged feed of pins: home, search, interest, visual search, related, board and profile.
// Each is one query over the pins, paged by a bookmark of the last pin's sort key; the ranked
// feeds show only discoverable pins (discoverablePins.ts, the rule discovery shares).

import { expressionBuilder, sql, type Expression, type SqlBool, type Kysely } from 'kysely';
import type { ApiGridPin, ApiRecommendationReason } from 'shared-contracts/api';
import type { BrowseScope, Page, PageRequest, PinsStorage, SearchScope, Viewer } from '../storage';
import type { OutboundLink } from '../outboundLink';
import { viewerParam } from '../subject';
import type { Boards, DB, Pins } from './apiTables';
import { discoverablePin } from './discoverablePins';
import { decodeBookmark, toPage, type SortKey } from './bookmarks';
import { listableBoard } from './boardVisibility';
import { builderDialectOf } from './builderDialect';
import { pinRow } from './pinRows';
import { pinSearch } from './pinSearchIndex';
import { pinSearchWords } from './pinSearchWords';
import { ReadModels } from './readModels';
import type { PinRow } from './rows';

/** Conditions on a feed's pin `p` and its board `b`, built once outside any query and given to the feeds' queries. */
const onFeed = expressionBuilder<DB & { p: Pins; b: Boards }, 'p' | 'b'>();
type Condition = Expression<SqlBool>;

/**
 * A viewer who follows interests sees only their pins in the home feed; one who follows none (and
 * every visitor) sees everything. Read on every page, so an unfollow shows on the next read, and a
 * bookmark (the last pin's rank and id) goes on under the follows of now.
 */
const followedInterests = (viewer: Viewer): Condition => {
  const follows = onFeed.selectFrom('interest_follows as f').where('f.user_id', '=', viewerParam(viewer));
  return onFeed.or([
    onFeed.not(onFeed.exists(follows.select((eb) => eb.lit(1).as('one')))),
    onFeed('p.interest_id', 'in', follows.select('f.interest_id')),
  ]);
};

/**
 * Why the home feed shows each pin (spec section 3's recommendationReason): the follow it answers,
 * the most particular first (its board, then its pinner, then its topic), so hiding it offers to
 * unfollow just that.
 */
async function withReasons(db: Kysely<DB>, viewer: Viewer, pins: ApiGridPin[]): Promise<ApiGridPin[]> {
  const userId = viewer.userId;
  if (userId === null) return pins;
  const ids = async (rows: Promise<{ id: number }[]>) => new Set((await rows).map((r) => String(r.id)));
  const [boards, people, topics] = await Promise.all([
    ids(db.selectFrom('board_follows').select('board_id as id').where('user_id', '=', userId).execute()),
    ids(db.selectFrom('user_follows').select('followee_id as id').where('follower_id', '=', userId).execute()),
    ids(db.selectFrom('interest_follows').select('interest_id as id').where('user_id', '=', userId).execute()),
  ]);
  const reasonOf = (pin: ApiGridPin): ApiRecommendationReason | null => {
    if (pin.board && boards.has(pin.board.id)) return { reason: 'recent_followed_board', hasBoard: true };
    if (people.has(pin.pinner.id)) return { reason: 'following_feed', hasBoard: false };
    if (pin.sourceInterest && topics.has(pin.sourceInterest.id)) return { reason: 'followed_interest', hasBoard: false };
    return null;
  };
  return pins.map((pin) => ({ ...pin, recommendationReason: reasonOf(pin) }));
}

const SCOPE_FILTERS: Record<BrowseScope, Condition[]> = {
  pins: [],
  videos: [onFeed('p.content_type', '=', 'video')],
  buyable_pins: [onFeed('p.content_type', '=', 'product')],
};

/**
 * Past a bookmark's key: `columns` against its values as one row value. The values go as they came
 * (decodeBookmark checked their number and kinds), as the key was always bound.
 */
const pastKey = (columns: string[], direction: '>' | '<', key: SortKey) =>
  sql<SqlBool>`(${sql.join(columns.map((column) => sql.ref(column)))}) ${sql.raw(direction)} (${sql.join(key)})`;

/** A feed of the pins on boards (`p` joined to its board `b`) that meet `conditions`. */
type GridFeed = (feed: string, viewer: Viewer, page: PageRequest, conditions: Condition[]) => Promise<Page<ApiGridPin>>;

/** The pins `p` with their boards `b`, meeting `conditions`. */
const feedPins = (db: Kysely<DB>, conditions: Condition[]) =>
  conditions.reduce(
    (query, condition) => query.where(condition),
    db.selectFrom('pins as p').innerJoin('boards as b', 'b.id', 'p.board_id'),
  );

/** A feed ordered by (feed_rank, id): the home feed and everything shaped like it. */
/** A window of pageSize + 1 rows as the viewer's page of grid pins, with the next bookmark. */
const gridPage = <Row extends PinRow>(
  db: Kysely<DB>,
  outboundLink: OutboundLink,
  viewer: Viewer,
  feed: string,
  page: PageRequest,
  rows: Row[],
  keyOf: (row: Row) => SortKey,
) => toPage(feed, rows, page.pageSize, keyOf, (r) => new ReadModels(db, viewer, outboundLink).gridPins(r));

const rankedFeedOf =
  (db: Kysely<DB>, outboundLink: OutboundLink): GridFeed =>
  async (feed, viewer, page, conditions) => {
    const after = decodeBookmark(feed, page.bookmark, 2);
    const rows = await feedPins(db, [discoverablePin(viewer), ...conditions])
      .selectAll('p')
      .$call((query) => (after ? query.where(pastKey(['p.feed_rank', 'p.id'], '>', after)) : query))
      .orderBy('p.feed_rank')
      .orderBy('p.id')
      .limit(page.pageSize + 1)
      .execute();
    return gridPage(db, outboundLink, viewer, feed, page, rows, (r) => [r.feed_rank, r.id]);
  };

/** Newest first by id: boards, sections and profiles. */
const newestFeedOf =
  (db: Kysely<DB>, outboundLink: OutboundLink): GridFeed =>
  async (feed, viewer, page, conditions) => {
    const after = decodeBookmark(feed, page.bookmark, 1);
    const rows = await feedPins(db, conditions)
      .selectAll('p')
      .$call((query) => (after ? query.where(pastKey(['p.id'], '<', after)) : query))
      .orderBy('p.id', 'desc')
      .limit(page.pageSize + 1)
      .execute();
    return gridPage(db, outboundLink, viewer, feed, page, rows, (r) => [r.id]);
  };

/** Pins nearest a pin's colours, by the query's own colour distance (PinsStorage['visualSearch']). */
const visualSearchOf = (db: Kysely<DB>, outboundLink: OutboundLink): PinsStorage['visualSearch'] => {
  /** Product pins: the product content type, or a pin marked shoppable. */
  const productPin = onFeed.or([onFeed('p.content_type', '=', 'product'), builderDialectOf(db).jsonIsTrue('p.content', 'isShoppable')]);
  /** The colour distance of the pin's picture `m` from `histogram`: a function each database provides (media/colourHistogram.ts). */
  const distanceFrom = (histogram: Buffer) => sql<number>`colour_distance(${sql.ref('m.histogram')}, ${histogram})`;
  return async (viewer, pinId, page, products) => {
    const source = await pinRow(db, pinId);
    const histogram = source
      ? ((await db.selectFrom('media_images').select('histogram').where('signature', '=', source.image_signature).executeTakeFirst())
          ?.histogram ?? null)
      : null;
    const feed = `visual:${pinId}:${products ? 'products' : 'pins'}`;
    const after = decodeBookmark(feed, page.bookmark, 2);
    if (!source || histogram === null) return { items: [], bookmark: null };
    // Nearest colours first (ties by id), measured in the query over every discoverable pin.
    const near = feedPins(db, [discoverablePin(viewer)])
      .innerJoin('media_images as m', 'm.signature', 'p.image_signature')
      .selectAll('p')
      .select(distanceFrom(histogram).as('distance'))
      .where('p.root_pin_id', '<>', source.root_pin_id)
      .where('m.histogram', 'is not', null)
      .$if(products, (query) => query.where(productPin));
    const rows = await db
      .selectFrom(near.as('near'))
      .selectAll()
      .$call((query) => (after ? query.where(pastKey(['distance', 'id'], '>', after)) : query))
      .orderBy('distance')
      .orderBy('id')
      .limit(page.pageSize + 1)
      .execute();
    return gridPage(db, outboundLink, viewer, feed, page, rows, (r) => [r.distance, r.id]);
  };
};

/** Pins holding every word, by pinSearchIndex.ts's rank, then as the home feed orders them. */
const searchFeedOf =
  (db: Kysely<DB>, outboundLink: OutboundLink) =>
  async (feed: string, viewer: Viewer, page: PageRequest, words: string[], conditions: Condition[]): Promise<Page<ApiGridPin>> => {
    const after = decodeBookmark(feed, page.bookmark, 3);
    if (words.length === 0) return { items: [], bookmark: null };
    const search = pinSearch(db, words);
    const found = feedPins(db, [discoverablePin(viewer), search.matches, ...conditions])
      .selectAll('p')
      .select(search.rank.as('search_rank'));
    const rows = await db
      .selectFrom(found.as('found'))
      .selectAll()
      .$call((query) => (after ? query.where(pastKey(['search_rank', 'feed_rank', 'id'], '>', after)) : query))
      .orderBy('search_rank')
      .orderBy('feed_rank')
      .orderBy('id')
      .limit(page.pageSize + 1)
      .execute();
    return gridPage(db, outboundLink, viewer, feed, page, rows, (r) => [r.search_rank, r.feed_rank, r.id]);
  };

type PinFeeds = Pick<PinsStorage, 'homeFeed' | 'searchPins' | 'interestPins' | 'visualSearch' | 'relatedPins' | 'boardPins' | 'userPins'>;

export function pinFeeds(db: Kysely<DB>, outboundLink: OutboundLink): PinFeeds {
  const rankedFeed = rankedFeedOf(db, outboundLink);
  const searchFeed = searchFeedOf(db, outboundLink);
  const newestFeed = newestFeedOf(db, outboundLink);
  return {
    async homeFeed(viewer, page, scope = 'pins') {
      // The home feed itself follows the viewer's interests; its videos and shopping surfaces do not.
      if (scope !== 'pins') return rankedFeed(`home:${scope}`, viewer, page, SCOPE_FILTERS[scope]);
      const feed = await rankedFeed('home', viewer, page, [followedInterests(viewer)]);
      return { ...feed, items: await withReasons(db, viewer, feed.items) };
    },
    async searchPins(viewer, query, scope, page) {
      const narrowing: Record<SearchScope, Condition[]> = {
        ...SCOPE_FILTERS,
        my_pins: [onFeed('p.pinner_id', '=', viewerParam(viewer))],
      };
      return searchFeed(`search:${scope}:${query}`, viewer, page, pinSearchWords(query), narrowing[scope]);
    },
    async interestPins(viewer, interestId, page, scope = 'pins') {
      return rankedFeed(scope === 'pins' ? `interest:${interestId}` : `interest:${interestId}:${scope}`, viewer, page, [
        onFeed('p.interest_id', '=', interestId),
        ...SCOPE_FILTERS[scope],
      ]);
    },
    visualSearch: visualSearchOf(db, outboundLink),
    async relatedPins(viewer, pinId, page) {
      const source = await pinRow(db, pinId);
      return rankedFeed(`related:${pinId}`, viewer, page, [
        onFeed('p.interest_id', '=', source?.interest_id ?? -1),
        onFeed('p.root_pin_id', '<>', source?.root_pin_id ?? -1),
      ]);
    },
    async boardPins(viewer, boardId, sectionId, page) {
      const inSection = sectionId === null ? [] : [onFeed('p.section_id', '=', sectionId)];
      return newestFeed(`board:${boardId}:${sectionId ?? ''}`, viewer, page, [onFeed('p.board_id', '=', boardId), ...inSection]);
    },
    async userPins(viewer, userId, kind, page) {
      // Which boards a profile lists is boardVisibility's one written rule.
      const created = kind === 'created' ? [onFeed('p.is_repin', '=', 0)] : [];
      return newestFeed(`user:${userId}:${kind}`, viewer, page, [
        onFeed('p.pinner_id', '=', userId),
        listableBoard(viewerParam(viewer)),
        ...created,
      ]);
    },
  };
}
