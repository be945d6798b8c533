// The event log's limits, each sized from what a person really sends (issue 59, item 5): a product
// walk scrolling 600 px every 1.5 s was refused after about 500 events by a limit of 600 a minute,
// as a brisk scroll on a 1280 px window sends about 1,570.

import { MAX_EVENTS_PER_BATCH } from 'shared-contracts/rules';
import briskScroll from './briskScroll.json';

/**
 * A brisk scroll of the demo feed (briskScroll.json, which bench:abuse reads too), as
 * mf-feed/src/grid/briskScrollEvents.test.ts measures it (it fails when the grid, the cards or
 * the impression stages change): 600 px every 1.5 s (24,000 px, 18.5 screens a minute) on a
 * 2560 × 1440 window at 100 %, the largest common desktop screen, signed in (shorter cards). 43 cards on a screen; 741 cards a minute come into view, each
 * reporting enter, 50, 80 and 100 % visible and exit: 5 events a card, 3,702 a minute. Smaller
 * windows send less (1280 × 900: 5 columns, about 1,570 a minute; 1920 × 1080: 7, about 2,340).
 */
export const BRISK_SCROLL: Readonly<typeof briskScroll> = briskScroll;

/**
 * Every per-minute limit is at least twice a brisk scroll: room for scrolling twice as fast, a
 * second tab scrolling at the same time, or a 4K window at 100 % (15 columns, about 5,100 a minute).
 */
export const EVENT_LIMIT_MARGIN = 2;

/** Rounded up to whole batches, so a page sending full batches meets the limit exactly. */
const roundUp = (events: number) => Math.ceil(events / MAX_EVENTS_PER_BATCH) * MAX_EVENTS_PER_BATCH;

/** Events one visitor (and one signed-in or anonymous subject) may log a minute: 6,800. */
export const MAX_EVENTS_PER_VISITOR_PER_MINUTE = roundUp(EVENT_LIMIT_MARGIN * BRISK_SCROLL.eventsPerMinute);

/**
 * Events one address may log a minute: four people, each with the margin, scrolling briskly at the
 * same moment behind one address (a household, a small office): 27,200. A flood from one address
 * gets no more, however many visitors it makes up; more people behind one address are slowed, not
 * refused, as the page sends again after a 429.
 */
export const MAX_EVENTS_PER_ADDRESS_PER_MINUTE = 4 * MAX_EVENTS_PER_VISITOR_PER_MINUTE;

/**
 * Events one page view may log in all (its token lives a day): an hour at a visitor's whole
 * per-minute limit, two of brisk scrolling without a pause: 408,000.
 */
export const MAX_EVENTS_PER_PAGE_VIEW = 60 * MAX_EVENTS_PER_VISITOR_PER_MINUTE;
