// What discovery's parts share (discoveryTopics.ts, discoveryRankings.ts, discoveryStories.ts): the
// pins anyone may discover and a topic's share of them, the expressions they are ordered by, a pin's
// cover picture, and the length of a day. Kept here once so no part writes its own.

import { expressionBuilder, type Expression, type Kysely } from 'kysely';
import { type ApiImage } from 'shared-contracts/api';
import { IMPRESSION_TYPES } from 'shared-contracts/rules';
import { imageVariants } from '../../media/imageUrls';
import type { Viewer } from '../storage';
import type { DB, Pins } from './apiTables';
import type { BuilderDialect } from './builderDialect';
import { discoverablePin } from './discoverablePins';
import type { PinRow } from './rows';

export const DAY_MS = 86_400_000;

/** Expressions on a discovery query's pin `p`, built once outside any query so rankings and stories share them. */
export const onPin = expressionBuilder<DB & { p: Pins }, 'p'>();
/** The pin's saves: its repins. */
export const repins = () =>
  onPin
    .selectFrom('pins as s')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .whereRef('s.root_pin_id', '=', 'p.id')
    .where('s.is_repin', '=', 1);
/** The saves a pin shows (its stated figure, else its repins), so "most saved" matches what people read. */
export const savesShown = (d: BuilderDialect) =>
  onPin.fn.coalesce(onPin.cast<number | null>(d.jsonText('p.content', 'saves'), 'integer'), repins());
export const impressions = () =>
  onPin
    .selectFrom('events as e')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('e.object_id', '=', onPin.cast<string>('p.id', 'text'))
    .where('e.event_type', '=', IMPRESSION_TYPES.pin);

/** An ORDER BY term. */
export type Order = [Expression<unknown>, 'asc' | 'desc'];
export const FEED_ORDER: Order[] = [
  [onPin.ref('p.feed_rank'), 'asc'],
  [onPin.ref('p.id'), 'asc'],
];

/** Pins anyone may discover (as the feeds): originals on public, live boards, minus what the viewer hid; in `orders` order. */
export const discoverable = (db: Kysely<DB>, viewer: Viewer, orders: Order[] = []) =>
  orders.reduce(
    (query, [expression, direction]) => query.orderBy(expression, direction),
    db.selectFrom('pins as p').innerJoin('boards as b', 'b.id', 'p.board_id').where(discoverablePin(viewer)),
  );

export const topicPins = (db: Kysely<DB>, viewer: Viewer, interestId: number, orders: Order[] = []) =>
  discoverable(db, viewer, orders).where('p.interest_id', '=', interestId);

export const topicPinCount = async (db: Kysely<DB>, viewer: Viewer, interestId: number): Promise<number> => {
  const count = await topicPins(db, viewer, interestId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return count?.n ?? 0;
};

/** A pin's picture as a topic's or a story's cover. */
export const coverOf = (c: Pick<PinRow, 'image_signature' | 'image_width' | 'image_height' | 'dominant_color'>): ApiImage =>
  imageVariants({ signature: c.image_signature, width: c.image_width, height: c.image_height }, c.dominant_color)['236x'];
