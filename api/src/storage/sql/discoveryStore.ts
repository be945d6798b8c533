// Discovery (spec section 2's ideas, topics and today): topics as tiles with their pins, pins by
// what people do with them (the most saved, saved this week, seen most, and products), and Today's
// stories. A story is made of pins, by date: each day three topics in turn (the day's number picks
// them, so a date's stories are the same whenever they are read), each with the day's eight pins of
// its kind. Nothing here is stored: stories are read from the pins as they are.

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
import { decodeBookmark, encodeBookmark } from './bookmarks';
import { dialectOf, type Dialect } from './dialect';
import { named } from './named';
import { ReadModels } from './readModels';
import type { PinRow } from './rows';
import type { SqlDb } from './sqlDb';

/** Pins anyone may discover (as the feeds): originals on public, live boards, minus what the viewer hid. */
const DISCOVERABLE = `p.is_repin = 0 AND b.privacy = 'public' AND b.archived = 0
  AND NOT EXISTS (SELECT 1 FROM hidden_pins h WHERE h.user_id = @viewer AND h.pin_id = p.id)`;
/** The saves a pin shows (its stated figure, else its repins), so "most saved" matches what people read. */
const savesShown = (d: Dialect) =>
  `coalesce(CAST(${d.jsonText('p.content', 'saves')} AS INTEGER), (SELECT count(*) FROM pins s WHERE s.root_pin_id = p.id AND s.is_repin = 1))`;
const SAVES_SINCE = '(SELECT count(*) FROM pins s WHERE s.root_pin_id = p.id AND s.is_repin = 1 AND s.created_at >= @since)';
const IMPRESSIONS = `(SELECT count(*) FROM events e WHERE e.object_id = CAST(p.id AS TEXT) AND e.event_type = ${IMPRESSION_TYPES.pin})`;
const PRODUCT = `(p.content_type = 'product')`;

/** Each ranking's order, and the pins it takes. */
const rankings = (d: Dialect): Record<PinRanking, { filter: string; score: string }> => ({
  best: { filter: '1 = 1', score: savesShown(d) },
  trending: { filter: '1 = 1', score: SAVES_SINCE },
  popular: { filter: '1 = 1', score: IMPRESSIONS },
  shop: { filter: PRODUCT, score: savesShown(d) },
});

/** A story's pins, by its kind: the most saved of its topic, the newest, or the feed's own order. */
const storyOrders = (d: Dialect): Record<StoryKind, string> => ({
  best: `${savesShown(d)} DESC, p.feed_rank, p.id`,
  fresh: 'p.created_at DESC, p.id DESC',
  picks: 'p.feed_rank, p.id',
});

interface InterestRow {
  id: number;
  name: string;
  url_name: string;
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function discoveryStore(db: SqlDb, now: () => number = Date.now): DiscoveryStorage {
  const d = dialectOf(db);
  const RANKINGS = rankings(d);
  const STORY_ORDER = storyOrders(d);
  const viewerParam = (viewer: Viewer) => viewer.userId ?? -1;
  const interestOf = (row: InterestRow): ApiInterest => ({ id: String(row.id), name: row.name, urlName: row.url_name });
  const allInterests = () => db.all<InterestRow>('SELECT id, name, url_name FROM interests ORDER BY id');

  const covers = async (
    viewer: Viewer,
    where: string,
    params: Record<string, unknown>,
    order: string,
    limit: number,
  ): Promise<ApiImage[]> => {
    const rows = await db.all<Pick<PinRow, 'image_signature' | 'image_width' | 'image_height' | 'dominant_color'>>(
      ...named(
        `SELECT p.image_signature, p.image_width, p.image_height, p.dominant_color FROM pins p JOIN boards b ON b.id = p.board_id
           WHERE ${DISCOVERABLE} AND ${where} ORDER BY ${order} LIMIT @limit`,
        { ...params, viewer: viewerParam(viewer), limit },
      ),
    );
    return rows.map(
      (c) => imageVariants({ signature: c.image_signature, width: c.image_width, height: c.image_height }, c.dominant_color)['236x'],
    );
  };

  const topicPinCount = async (viewer: Viewer, interestId: number): Promise<number> => {
    const count = await db.get<{ n: number | string }>(
      ...named(`SELECT count(*) AS n FROM pins p JOIN boards b ON b.id = p.board_id WHERE ${DISCOVERABLE} AND p.interest_id = @interest`, {
        viewer: viewerParam(viewer),
        interest: interestId,
      }),
    );
    return Number(count?.n ?? 0);
  };

  const tile = async (viewer: Viewer, row: InterestRow): Promise<ApiTopic> => {
    const pinCount = await topicPinCount(viewer, row.id);
    const followed =
      viewer.userId !== null &&
      (await db.get('SELECT 1 FROM interest_follows WHERE user_id = ? AND interest_id = ?', viewer.userId, row.id)) !== undefined;
    return {
      interest: interestOf(row),
      pinCount,
      covers: await covers(viewer, 'p.interest_id = @interest', { interest: row.id }, 'p.feed_rank, p.id', 4),
      followedByMe: followed,
    };
  };

  /**
   * The day's pins of a story: its kind's order in its topic, a day's worth further on each earlier
   * day, starting over when the topic runs out (a small topic still has a full story every day).
   */
  const storyRows = async (viewer: Viewer, interestId: number, kind: StoryKind, daysAgo: number): Promise<PinRow[]> => {
    const windows = Math.max(1, Math.floor((await topicPinCount(viewer, interestId)) / STORY_PINS));
    return db.all<PinRow>(
      ...named(
        `SELECT p.* FROM pins p JOIN boards b ON b.id = p.board_id
           WHERE ${DISCOVERABLE} AND p.interest_id = @interest ORDER BY ${STORY_ORDER[kind]} LIMIT @limit OFFSET @offset`,
        { viewer: viewerParam(viewer), interest: interestId, limit: STORY_PINS, offset: (daysAgo % windows) * STORY_PINS },
      ),
    );
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
      const { filter, score } = RANKINGS[ranking];
      const rows = await db.all<PinRow>(
        ...named(
          `SELECT p.* FROM pins p JOIN boards b ON b.id = p.board_id WHERE ${DISCOVERABLE} AND ${filter}
             ORDER BY ${score} DESC, p.feed_rank, p.id LIMIT @limit OFFSET @offset`,
          { viewer: viewerParam(viewer), since: new Date(now() - 7 * DAY_MS).toISOString(), limit: page.pageSize + 1, offset },
        ),
      );
      const more = rows.length > page.pageSize;
      const items = await new ReadModels(db, viewer).gridPins(rows.slice(0, page.pageSize));
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
      return { ...withoutRows(found), pins: await new ReadModels(db, viewer).gridPins(found.rows) };
    },
  };
}
