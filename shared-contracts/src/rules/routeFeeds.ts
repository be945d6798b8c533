// Which pin feed of the API contract each grid page of the feed area reads (spec section 2 routes),
// and how many pins a page of it holds: the feed area reads it, and the edge server writes its first
// page into the document so the cards need no API round trip.

import type { PinFeedRequest } from '../runtime/exposedModules';
import type { Route } from './routes';

/** Pins per page of a grid feed. */
export const FEED_PAGE_SIZE = 25;

/** The feed pages that are one grid of pins: home and the discovery pages (search and /edit have pages of their own). */
export type GridRoute = Exclude<Extract<Route, { area: 'feed' }>, { page: 'search' | 'tune' }>;

type BrowseScope = 'videos' | 'buyable_pins';

const homeFeed = (scope?: BrowseScope): PinFeedRequest => ({ resource: 'HomefeedResource', options: scope ? { scope } : {} });
const topicFeed = (interest: string, scope?: BrowseScope): PinFeedRequest => ({
  resource: 'InterestFeedResource',
  options: { interest, ...(scope ? { scope } : {}) },
});

export function isGridRoute(route: Route): route is GridRoute {
  return route.area === 'feed' && route.page !== 'search' && route.page !== 'tune';
}

/** The feed a grid page shows: ideas, topics, videos and shopping narrow to the topic in their path. */
export function pinFeedOfRoute(route: GridRoute): PinFeedRequest {
  const interest = route.page === 'home' ? undefined : route.path[0];
  switch (route.page) {
    case 'home':
    case 'today':
      return homeFeed();
    case 'ideas':
    case 'topics':
      return interest ? topicFeed(interest) : homeFeed();
    case 'videos':
      return interest ? topicFeed(interest, 'videos') : homeFeed('videos');
    case 'shopping':
      return interest ? topicFeed(interest, 'buyable_pins') : homeFeed('buyable_pins');
  }
}
