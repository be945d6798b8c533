// Discovery (spec section 2's ideas, topics and today): topics as tiles with their pins, pins by
// what people do with them (the most saved, saved this week, seen most, and products), and Today's
// stories. A story is made of pins, by date: each day three topics in turn (the day's number picks
// them, so a date's stories are the same whenever they are read), each with the day's eight pins of
// its kind. Nothing here is stored: stories are read from the pins as they are.

import { expressionBuilder, type Expression } from 'kysely';
import {
  type ApiGridPin,
  type ApiImage,
  type ApiInterest,
  type ApiStory,
  type ApiTopic,
  IMPRESSION_TYPES,
  type PinRanking,
  STORY_DAYS,
  STORY_KINDS,
  STORY_PINS,
  storyAbout,
  type StoryKind,
  storySlug,
} from 'shared-contracts';
import { imageVariants } from '../../media/imageUrls';
import type { Page, Viewer, DiscoveryStorage } from '../storage';
import type { OutboundLink } from '../outboundLink';
import type { DB, Pins } from './apiTables';
import { decodeBookmark, encodeBookmark } from './bookmarks';
import { builderDialectOf, type BuilderDialect } from './builderDialect';
import { kyselyOf } from './kyselyOf';
import { ReadModels } from './readModels';
import type { PinRow } from './rows';
import type { SqlDb } from './sqlDb';

/** Expressions on a discovery query's pin `p`, built once outside any query so rankings and stories share them. */
const onPin = expressionBuilder<DB & { p: Pins }, 'p'>();
/** The pin's saves: its repins. */
const repins = () =>
  onPin
    .selectFrom('pins as s')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .whereRef('s.root_pin_id', '=', 'p.id')
    .where('s.is_repin', '=', 1);
/** The saves a pin shows (its stated figure, else its repins), so "most saved" matches what people read. */
const savesShown = (d: BuilderDialect) =>
  onPin.fn.coalesce(onPin.cast<number | null>(d.jsonText('p.content', 'saves'), 'integer'), repins());
const impressions = () =>
  onPin
    .selectFrom('events as e')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('e.object_id', '=', onPin.cast<string>('p.id', 'text'))
    .where('e.event_type', '=', IMPRESSION_TYPES.pin);

/** An ORDER BY term. */
type Order = [Expression<unknown>, 'asc' | 'desc'];
const FEED_ORDER: Order[] = [
  [onPin.ref('p.feed_rank'), 'asc'],
  [onPin.ref('p.id'), 'asc'],
];

/** Each ranking's order (with the saves since a week ago), and whether it takes products only. */
const rankings = (d: BuilderDialect): Record<PinRanking, { productsOnly: boolean; order: (since: string) => Order[] }> => ({
  best: { productsOnly: false, order: () => [[savesShown(d), 'desc'], ...FEED_ORDER] },
  trending: { productsOnly: false, order: (since) => [[repins().where('s.created_at', '>=', since), 'desc'], ...FEED_ORDER] },
  popular: { productsOnly: false, order: () => [[impressions(), 'desc'], ...FEED_ORDER] },
  shop: { productsOnly: true, order: () => [[savesShown(d), 'desc'], ...FEED_ORDER] },
});

/** A story's pins, by its kind: the most saved of its topic, the newest, or the feed's own order. */
const storyOrders = (d: BuilderDialect): Record<StoryKind, Order[]> => ({
  best: [[savesShown(d), 'desc'], ...FEED_ORDER],
  fresh: [
    [onPin.ref('p.created_at'), 'desc'],
    [onPin.ref('p.id'), 'desc'],
  ],
  picks: FEED_ORDER,
});

interface InterestRow {
  id: number;
  name: string;
  url_name: string;
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function discoveryStore(db: SqlDb, outboundLink: OutboundLink, now: () => number = Date.now): DiscoveryStorage {
  const d = builderDialectOf(db);
  const RANKINGS = rankings(d);
  const STORY_ORDER = storyOrders(d);
  const viewerParam = (viewer: Viewer) => viewer.userId ?? -1;
  const interestOf = (row: InterestRow): ApiInterest => ({ id: String(row.id), name: row.name, urlName: row.url_name });
  const allInterests = () => kyselyOf(db).selectFrom('interests').select(['id', 'name', 'url_name']).orderBy('id').execute();

  /** Pins anyone may discover (as the feeds): originals on public, live boards, minus what the viewer hid; in `orders` order. */
  const discoverable = (viewer: Viewer, orders: Order[] = []) =>
    orders.reduce(
      (query, [expression, direction]) => query.orderBy(expression, direction),
      kyselyOf(db)
        .selectFrom('pins as p')
        .innerJoin('boards as b', 'b.id', 'p.board_id')
        .where('p.is_repin', '=', 0)
        .where('b.privacy', '=', 'public')
        .where('b.archived', '=', 0)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('hidden_pins as h')
                .select(eb.lit(1).as('one'))
                .where('h.user_id', '=', viewerParam(viewer))
                .whereRef('h.pin_id', '=', 'p.id'),
            ),
          ),
        ),
    );
  const topicPins = (viewer: Viewer, interestId: number, orders: Order[] = []) =>
    discoverable(viewer, orders).where('p.interest_id', '=', interestId);

  const covers = async (viewer: Viewer, interestId: number): Promise<ApiImage[]> => {
    const rows = await topicPins(viewer, interestId, FEED_ORDER)
      .limit(4)
      .select(['p.image_signature', 'p.image_width', 'p.image_height', 'p.dominant_color'])
      .execute();
    return rows.map(
      (c) => imageVariants({ signature: c.image_signature, width: c.image_width, height: c.image_height }, c.dominant_color)['236x'],
    );
  };

  const topicPinCount = async (viewer: Viewer, interestId: number): Promise<number> => {
    const count = await topicPins(viewer, interestId)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    return count?.n ?? 0;
  };

  const tile = async (viewer: Viewer, row: InterestRow): Promise<ApiTopic> => {
    const pinCount = await topicPinCount(viewer, row.id);
    const followed =
      viewer.userId !== null &&
      (await kyselyOf(db)
        .selectFrom('interest_follows')
        .select((eb) => eb.lit(1).as('one'))
        .where('user_id', '=', viewer.userId)
        .where('interest_id', '=', row.id)
        .executeTakeFirst()) !== undefined;
    return {
      interest: interestOf(row),
      pinCount,
      covers: await covers(viewer, row.id),
      followedByMe: followed,
    };
  };

  /**
   * The day's pins of a story: its kind's order in its topic, a day's worth further on each earlier
   * day, starting over when the topic runs out (a small topic still has a full story every day).
   */
  const storyRows = async (viewer: Viewer, interestId: number, kind: StoryKind, daysAgo: number): Promise<PinRow[]> => {
    const windows = Math.max(1, Math.floor((await topicPinCount(viewer, interestId)) / STORY_PINS));
    return topicPins(viewer, interestId, STORY_ORDER[kind])
      .selectAll('p')
      .limit(STORY_PINS)
      .offset((daysAgo % windows) * STORY_PINS)
      .execute();
  };

  const storyOf = async (
    viewer: Viewer,
    date: string,
    kind: StoryKind,
    row: InterestRow,
    daysAgo: number,
  ): Promise<ApiStory & { rows: PinRow[] }> => {
    const rows = await storyRows(viewer, row.id, kind, daysAgo);
    const interest = interestOf(row);
    const about = storyAbout(kind, interest.name, date, rows.length);
    return {
      slug: storySlug(date, kind, interest.urlName),
      date,
      kind,
      title: about.title,
      summary: about.summary,
      interest,
      pinCount: rows.length,
      covers: rows
        .slice(0, 4)
        .map(
          (c) => imageVariants({ signature: c.image_signature, width: c.image_width, height: c.image_height }, c.dominant_color)['236x'],
        ),
      rows,
    };
  };

  /** The stories of a date: its day's number picks three topics in turn. */
  const storiesOf = async (viewer: Viewer, date: string, interests: InterestRow[]) => {
    const today = Date.parse(`${dayOf(now())}T00:00:00Z`);
    const daysAgo = Math.round((today - Date.parse(`${date}T00:00:00Z`)) / DAY_MS);
    const dayNumber = Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
    return Promise.all(
      STORY_KINDS.map((kind, slot) => {
        const row = interests[(dayNumber * STORY_KINDS.length + slot) % interests.length];
        return row ? storyOf(viewer, date, kind, row, daysAgo) : Promise.resolve(null);
      }),
    ).then((stories) => stories.flatMap((story) => (story && story.pinCount > 0 ? [story] : [])));
  };

  const withoutRows = ({ rows: _rows, ...story }: ApiStory & { rows: PinRow[] }): ApiStory => story;

  return {
    async topics(viewer) {
      return Promise.all((await allInterests()).map((row) => tile(viewer, row)));
    },
    async topic(viewer, name) {
      // By its URL name, else one that begins with it ('food' is 'food-and-drink'), else by id.
      const rows = await allInterests();
      const lower = name.toLowerCase();
      const row =
        rows.find((r) => r.url_name === lower) ??
        rows.find((r) => r.url_name.startsWith(`${lower}-`)) ??
        rows.find((r) => String(r.id) === lower);
      return row ? tile(viewer, row) : null;
    },
    async rankedPins(viewer, ranking, page): Promise<Page<ApiGridPin>> {
      const feed = `ranked:${ranking}`;
      const offset = Number(decodeBookmark(feed, page.bookmark, 1)?.[0] ?? 0);
      const { productsOnly, order } = RANKINGS[ranking];
      const rows = await discoverable(viewer, order(new Date(now() - 7 * DAY_MS).toISOString()))
        .$if(productsOnly, (query) => query.where('p.content_type', '=', 'product'))
        .selectAll('p')
        .limit(page.pageSize + 1)
        .offset(offset)
        .execute();
      const more = rows.length > page.pageSize;
      const items = await new ReadModels(db, viewer, outboundLink).gridPins(rows.slice(0, page.pageSize));
      return { items, bookmark: more ? encodeBookmark(feed, [offset + page.pageSize]) : null };
    },
    async stories(viewer) {
      const interests = await allInterests();
      const today = Date.parse(`${dayOf(now())}T00:00:00Z`);
      const days = Array.from({ length: STORY_DAYS }, (_, i) => dayOf(today - i * DAY_MS));
      return (await Promise.all(days.map((date) => storiesOf(viewer, date, interests)))).flat().map(withoutRows);
    },
    async story(viewer, slug) {
      const interests = await allInterests();
      const date = slug.slice(0, 10);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Date.parse(`${date}T00:00:00Z`) > now()) return null;
      const found = (await storiesOf(viewer, date, interests)).find((story) => story.slug === slug);
      if (!found) return null;
      return { ...withoutRows(found), pins: await new ReadModels(db, viewer, outboundLink).gridPins(found.rows) };
    },
  };
}
