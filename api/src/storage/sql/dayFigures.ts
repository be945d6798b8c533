// The insight figures as a pin's page (pinsStore.ts) and a business's dashboard (businessFigures.ts)
// both count them: a row of 0s and 1s per impression (the event log), click-through (the server's
// redirect, pinClickThroughs.ts) and save, and those rows summed by day. Written once here so the
// two pages count alike. Anyone can log events, so a viewer's impressions of a pin count once an
// hour, however many page views or reports they make, as its click-throughs do: a stranger moves a
// pin's figures by at most one per visitor identity and hour.

import { expressionBuilder, sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { IMPRESSION_TYPES } from 'shared-contracts/rules';
import type { Events } from './apiTables';
import type { BuilderDialect } from './builderDialect';

/** A row of figures: one event's or save's (each 0 or 1), or a day's sums. */
export interface DayFigures {
  date: string;
  impressions: number;
  saves: number;
  clickthroughs: number;
}

/** From the first day's start to the last day's end, as the stored ISO timestamps compare. */
export interface DayRange {
  since: string;
  until: string;
}

export const dayRange = (from: string, to: string): DayRange => ({ since: `${from}T00:00:00.000Z`, until: `${to}T23:59:59.999Z` });

/**
 * Impressions as the site logs them: type 18 of kind pin, counted once per entry into view ('enter';
 * older events have no stage). On events `e`; text with no parameters, so any query may hold it.
 */
export const pinImpression = (d: BuilderDialect) => sql<SqlBool>`e.event_type = ${sql.lit(IMPRESSION_TYPES.pin)}
  AND coalesce(e.impression_kind, 'pin') = 'pin' AND coalesce(${d.jsonTextIfValid('e.aux_data', 'stage')}, 'enter') = 'enter'`;

/**
 * The events that give figures (the rest of eventFigures' rows would be all 0s). Not the event
 * log's click-throughs: a page says what it likes there; the redirect's are counted instead.
 */
export const FIGURE_EVENTS = [IMPRESSION_TYPES.pin];

/** The day of an ISO timestamp. */
const day = (timestamp: Expression<string>) => sql<string>`substr(${timestamp}, 1, 10)`;
/** The hour of an ISO timestamp ('YYYY-MM-DDTHH'). */
const hour = (timestamp: Expression<string>) => sql<string>`substr(${timestamp}, 1, 13)`;

/**
 * A figure of 0 or 1: literals (typed number, so a union's other half may differ), since PostgreSQL
 * would type bound ones as text.
 */
const figure = (n: 0 | 1) => sql.lit<number>(n);

const onEvents = expressionBuilder<{ e: Events }, 'e'>();

/**
 * The figures of a viewer's events of a pin in an hour (on events `e`, grouped by
 * EVENT_FIGURE_GROUPS): their day, and 1 impression if any of them is one.
 */
export const eventFigures = (d: BuilderDialect) =>
  [
    day(onEvents.fn.min('e.received_at')).as('date'),
    onEvents.fn.max(onEvents.case().when(pinImpression(d)).then(figure(1)).else(figure(0)).end()).as('impressions'),
    figure(0).as('saves'),
    figure(0).as('clickthroughs'),
  ] as const;

/** What eventFigures' rows are grouped by: one row per pin, viewer and hour. */
export const EVENT_FIGURE_GROUPS = [onEvents.ref('e.object_id'), onEvents.ref('e.subject'), hour(onEvents.ref('e.received_at'))] as const;

/** A counted click-through's figures (pin_clickthroughs, already one per viewer, pin and hour): its day and 1 click-through. */
export const clickThroughFigures = (clickedAt: Expression<string>) =>
  [day(clickedAt).as('date'), figure(0).as('impressions'), figure(0).as('saves'), figure(1).as('clickthroughs')] as const;

/** A save's figures: its day (of `createdAt`, the save's time) and 1 save. */
export const saveFigures = (createdAt: Expression<string>) =>
  [day(createdAt).as('date'), figure(0).as('impressions'), figure(1).as('saves'), figure(0).as('clickthroughs')] as const;

const onFigures = expressionBuilder<{ figures: DayFigures }, 'figures'>();

/** The three figures of the rows `figures`, summed under their own names. Sums read as numbers from both databases (PostgreSQL's bigint too). */
export const FIGURE_SUMS = [
  onFigures.fn.sum<number>('figures.impressions').as('impressions'),
  onFigures.fn.sum<number>('figures.saves').as('saves'),
  onFigures.fn.sum<number>('figures.clickthroughs').as('clickthroughs'),
] as const;

/** Rows of figures (eventFigures and saveFigures rows, as `figures`), summed by day, first day first. */
export const sumsByDay = (figures: SelectQueryBuilder<{ figures: DayFigures }, 'figures', object>) =>
  figures
    .select(['date', ...FIGURE_SUMS])
    .groupBy('date')
    .orderBy('date');
