// Which feed and which surface each feed route shows (spec section 2 routes, section 1 surfaces).

import { pinFeedOfRoute, pinSearchScopeOf, searchEmptyText, type GridRoute, type PinFeedRequest, type Surface } from 'shared-contracts';

export type { GridRoute };

/** A pin feed of the API contract, named for the grid that shows it. */
export type FeedSource = PinFeedRequest & {
  /** Identifies the feed: a new key starts a new grid. */
  key: string;
  surface: Surface;
  /** Shown when the feed has no pins. */
  emptyText: string;
};

/** The search page's Pins tab: pins matching the words, in the URL's pin scope. */
export function pinSearchFeed(query: string, scope: string): FeedSource {
  const pinScope = pinSearchScopeOf(scope);
  return {
    key: `search:${pinScope}:${query}`,
    surface: 'SearchItem',
    resource: 'BaseSearchResource',
    options: { query, scope: pinScope },
    emptyText: searchEmptyText('pins', query),
  };
}

/**
 * Home is AuthHomefeed (a visitor's impressions name their page instead: rules/loggedOutPages).
 * The spec lists surfaces but not which discovery page uses which, so: ideas and topics show a
 * topic's best pins (TopicBestPinNarrow), videos the home feed's videos, shopping its products
 * (ShoppingDynamicHeightGrid), today the editorial feed (TodayArticleFeed). What each reads is the
 * contracts' pinFeedOfRoute, which the edge server reads the first page of too.
 */
export function feedFor(route: GridRoute): FeedSource {
  const feed = pinFeedOfRoute(route);
  const topic = feed.resource === 'InterestFeedResource' ? feed.options.interest : null;
  const key = topic === null ? route.page : `${route.page}:${topic}`;
  const emptyText = topic === null ? 'No Pins here yet.' : 'This topic has no Pins yet.';
  return { ...feed, key, surface: SURFACE_OF_PAGE[route.page], emptyText };
}

const SURFACE_OF_PAGE: Readonly<Record<GridRoute['page'], Surface>> = {
  home: 'AuthHomefeed',
  ideas: 'TopicBestPinNarrow',
  topics: 'TopicBestPinNarrow',
  videos: 'AuthHomefeed',
  shopping: 'ShoppingDynamicHeightGrid',
  today: 'TodayArticleFeed',
};
