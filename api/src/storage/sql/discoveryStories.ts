// Discovery's Today stories. A story is made of pins, by date: each day three topics in turn (the
// day's number picks them, so a date's stories are the same whenever they are read), each with the
// day's eight pins of its kind. Nothing here is stored: stories are read from the pins as they are.

import { type ApiStory } from 'shared-contracts/api';
import { STORY_DAYS, STORY_KINDS, STORY_PINS, storyAbout, type StoryKind, storySlug } from 'shared-contracts/rules';
import type { DiscoveryStorage, Viewer } from '../storage';
import type { OutboundLink } from '../outboundLink';
import { type BuilderDialect, builderDialectOf } from './builderDialect';
import { coverOf, DAY_MS, FEED_ORDER, onPin, type Order, savesShown, topicPinCount, topicPins } from './discoveryPins';
import { allInterests, interestOf } from './discoveryTopics';
import { ReadModels } from './readModels';
import type { InterestRow, PinRow } from './rows';
import type { Kysely } from 'kysely';
import type { DB } from './apiTables';

/** A story's pins, by its kind: the most saved of its topic, the newest, or the feed's own order. */
const storyOrders = (d: BuilderDialect): Record<StoryKind, Order[]> => ({
  best: [[savesShown(d), 'desc'], ...FEED_ORDER],
  fresh: [
    [onPin.ref('p.created_at'), 'desc'],
    [onPin.ref('p.id'), 'desc'],
  ],
  picks: FEED_ORDER,
});

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type StoryWithRows = ApiStory & { rows: PinRow[] };

/** Which story: its date, kind and topic, and how many days before today the date is. */
interface StorySlot {
  date: string;
  kind: StoryKind;
  row: InterestRow;
  daysAgo: number;
}

/**
 * The day's pins of a story: its kind's order in its topic, a day's worth further on each earlier
 * day, starting over when the topic runs out (a small topic still has a full story every day).
 */
const storyRows = async (db: Kysely<DB>, viewer: Viewer, interestId: number, order: Order[], daysAgo: number): Promise<PinRow[]> => {
  const windows = Math.max(1, Math.floor((await topicPinCount(db, viewer, interestId)) / STORY_PINS));
  return topicPins(db, viewer, interestId, order)
    .selectAll('p')
    .limit(STORY_PINS)
    .offset((daysAgo % windows) * STORY_PINS)
    .execute();
};

const storyOf = async (db: Kysely<DB>, viewer: Viewer, order: Order[], { date, kind, row, daysAgo }: StorySlot): Promise<StoryWithRows> => {
  const rows = await storyRows(db, viewer, row.id, order, daysAgo);
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
    covers: rows.slice(0, 4).map(coverOf),
    rows,
  };
};

/** The stories of a date: its day's number picks three topics in turn. */
const dayStoriesOf = (db: Kysely<DB>, now: () => number) => {
  const STORY_ORDER = storyOrders(builderDialectOf(db));
  return async (viewer: Viewer, date: string, interests: InterestRow[]) => {
    const today = Date.parse(`${dayOf(now())}T00:00:00Z`);
    const daysAgo = Math.round((today - Date.parse(`${date}T00:00:00Z`)) / DAY_MS);
    const dayNumber = Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
    return Promise.all(
      STORY_KINDS.map((kind, slot) => {
        const row = interests[(dayNumber * STORY_KINDS.length + slot) % interests.length];
        return row ? storyOf(db, viewer, STORY_ORDER[kind], { date, kind, row, daysAgo }) : Promise.resolve(null);
      }),
    ).then((stories) => stories.flatMap((story) => (story && story.pinCount > 0 ? [story] : [])));
  };
};

const withoutRows = ({ rows: _rows, ...story }: StoryWithRows): ApiStory => story;

export function discoveryStories(
  db: Kysely<DB>,
  outboundLink: OutboundLink,
  now: () => number,
): Pick<DiscoveryStorage, 'stories' | 'story'> {
  const storiesOn = dayStoriesOf(db, now);
  return {
    async stories(viewer) {
      const interests = await allInterests(db);
      const today = Date.parse(`${dayOf(now())}T00:00:00Z`);
      const days = Array.from({ length: STORY_DAYS }, (_, i) => dayOf(today - i * DAY_MS));
      return (await Promise.all(days.map((date) => storiesOn(viewer, date, interests)))).flat().map(withoutRows);
    },
    async story(viewer, slug) {
      const interests = await allInterests(db);
      const date = slug.slice(0, 10);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Date.parse(`${date}T00:00:00Z`) > now()) return null;
      const found = (await storiesOn(viewer, date, interests)).find((story) => story.slug === slug);
      if (!found) return null;
      return { ...withoutRows(found), pins: await new ReadModels(db, viewer, outboundLink).gridPins(found.rows) };
    },
  };
}
