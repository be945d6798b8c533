// The business dashboard's figures: impressions from the event log, click-throughs from the server's redirect, and the saves
// of the business's pins, by day (businessDayCounts) and by pin (businessTopPins). The rows and
// their sums are dayFigures.ts's, shared with a pin's own figures (pinsStore.ts).

import { expressionBuilder, type Kysely } from 'kysely';
import type { BusinessStorage } from '../storage';
import { imageVariants } from '../../media/imageUrls';
import type { DB } from './apiTables';
import { builderDialectOf } from './builderDialect';
import {
  clickThroughFigures,
  dayRange,
  EVENT_FIGURE_GROUPS,
  eventFigures,
  FIGURE_EVENTS,
  FIGURE_SUMS,
  saveFigures,
  sumsByDay,
  type DayRange,
} from './dayFigures';

/**
 * Subqueries that read `mine` (the businesses' pins, withMine's WITH). Built here, not from the
 * query creator of that WITH, which would repeat the WITH inside each of them.
 */
const onMine = expressionBuilder<DB & { mine: { id: number } }>();

/** A query creator whose queries may read `mine`: the pins of `businesses` (not empty: `IN ()` is no SQL). */
const withMine = (db: Kysely<DB>, businesses: number[]) =>
  db.with('mine', (qc) => qc.selectFrom('pins').select('id').where('pinner_id', 'in', businesses));

/** figuresOf's saves: one row per repin of one of the pins, credited as figuresOf says. */
const savesOfMine = ({ since, until }: DayRange) =>
  onMine
    .selectFrom('pins as r')
    .select((eb) => [
      eb
        .case()
        .when('r.root_pin_id', 'in', eb.selectFrom('mine').select('id'))
        .then(eb.ref('r.root_pin_id'))
        .else(eb.ref('r.repin_of'))
        .end()
        .as('pin_id'),
      ...saveFigures(eb.ref('r.created_at')),
    ])
    .where('r.is_repin', '=', 1)
    .where((eb) =>
      eb.or([eb('r.root_pin_id', 'in', eb.selectFrom('mine').select('id')), eb('r.repin_of', 'in', eb.selectFrom('mine').select('id'))]),
    )
    .where((eb) => eb.between('r.created_at', since, until));

/** figuresOf's click-throughs: the server's redirect's, one row per viewer, pin and hour. */
const clickThroughsOfMine = ({ since, until }: DayRange) =>
  onMine
    .selectFrom('pin_clickthroughs as c')
    .select((eb) => [eb.ref('c.pin_id').as('pin_id'), ...clickThroughFigures(eb.ref('c.clicked_at'))])
    .where('c.pin_id', 'in', onMine.selectFrom('mine').select('id'))
    .where((eb) => eb.between('c.clicked_at', since, until));

/**
 * One row per impression (event log, one per viewer, pin and hour), click-through (the server's redirect) and save (a repin of one of the pins:
 * of the original or of a copy, as pinDayCounts counts them) from `since` to `until`. A save is
 * credited to the business's original when it has it, else to the copy it was saved from.
 */
const figuresOf = (db: Kysely<DB>) => {
  // The same event rows as pinDayCounts': one rule for both.
  const eventRow = eventFigures(builderDialectOf(db));
  return (range: DayRange) =>
    onMine
      .selectFrom('events as e')
      .select((eb) => [
        // null for no event: object_id is one of the pins' ids (below).
        eb.cast<number | null>('e.object_id', 'integer').as('pin_id'),
        ...eventRow,
      ])
      .where((eb) =>
        eb(
          'e.object_id',
          'in',
          eb.selectFrom('mine').select((mine) => mine.cast<string>('id', 'text').as('id')),
        ),
      )
      .where('e.event_type', 'in', FIGURE_EVENTS)
      .where((eb) => eb.between('e.received_at', range.since, range.until))
      .groupBy(EVENT_FIGURE_GROUPS)
      .unionAll(clickThroughsOfMine(range))
      .unionAll(savesOfMine(range));
};

const businessDayCountsOf =
  (db: Kysely<DB>, figures: ReturnType<typeof figuresOf>): BusinessStorage['businessDayCounts'] =>
  async (businessUserIds, from, to) => {
    // No businesses, no pins and so no figures (and `IN ()` is no SQL).
    if (businessUserIds.length === 0) return [];
    return sumsByDay(withMine(db, businessUserIds).selectFrom(figures(dayRange(from, to)).as('figures'))).execute();
  };

const businessTopPinsOf =
  (db: Kysely<DB>, figures: ReturnType<typeof figuresOf>): BusinessStorage['businessTopPins'] =>
  async (businessUserId, from, to, limit) => {
    const rows = await withMine(db, [businessUserId])
      .selectFrom(figures(dayRange(from, to)).as('figures'))
      .innerJoin('pins as p', 'p.id', 'figures.pin_id')
      .selectAll('p')
      .select(FIGURE_SUMS)
      .groupBy('p.id')
      .having((eb) =>
        eb(
          eb(eb(eb.fn.sum('figures.impressions'), '+', eb.fn.sum('figures.saves')), '+', eb.fn.sum('figures.clickthroughs')),
          '>',
          eb.lit(0),
        ),
      )
      // The sums (the output columns), as in the dashboard.
      .orderBy('saves', 'desc')
      .orderBy('impressions', 'desc')
      .orderBy('p.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      id: String(r.id),
      title: r.title,
      images: imageVariants({ signature: r.image_signature, width: r.image_width, height: r.image_height }, r.dominant_color),
      dominantColor: r.dominant_color,
      impressions: r.impressions,
      saves: r.saves,
      clickthroughs: r.clickthroughs,
    }));
  };

type BusinessFigures = Pick<BusinessStorage, 'businessDayCounts' | 'businessTopPins'>;

export function businessFigures(db: Kysely<DB>): BusinessFigures {
  const figures = figuresOf(db);
  return { businessDayCounts: businessDayCountsOf(db, figures), businessTopPins: businessTopPinsOf(db, figures) };
}
