// Which feed and which surface each feed route shows (spec section 2 routes, section 1 surfaces).

import type { PinFeedRequest, Route, Surface } from 'shared-contracts';

type FeedRoute = Extract<Route, { area: 'feed' }>;

/** A pin feed of the API contract, named for the grid that shows it. */
export type FeedSource = PinFeedRequest & {
  /** Identifies the feed: a new key starts a new grid. */
  key: string;
  surface: Surface;
  /** Shown when the feed has no pins. */
  emptyText: string;
};

type BrowseScope = 'videos' | 'buyable_pins';

export type FeedChoice = { kind: 'feed'; source: FeedSource } | { kind: 'prompt'; text: string };

const home = (key: string, surface: Surface, scope?: BrowseScope): FeedSource => ({
  key,
  surface,
  resource: 'HomefeedResource',
  options: scope ? { scope } : {},
  emptyText: 'No Pins here yet.',
});

const topic = (key: string, surface: Surface, interest: string, scope?: BrowseScope): FeedSource => ({
  key,
  surface,
  resource: 'InterestFeedResource',
  options: { interest, ...(scope ? { scope } : {}) },
  emptyText: 'This topic has no Pins yet.',
});

type SearchScope = 'pins' | 'videos' | 'buyable_pins' | 'my_pins';
const SEARCH_SCOPES: Record<string, SearchScope> = { pins: 'pins', videos: 'videos', buyable_pins: 'buyable_pins', my_pins: 'my_pins' };

/**
 * Home is AuthHomefeed; search is SearchItem. The spec lists surfaces but not which discovery page
 * uses which, so: ideas and topics show a topic's best pins (TopicBestPinNarrow), videos the home
 * feed's videos, shopping its products (ShoppingDynamicHeightGrid), today the editorial feed
 * (TodayArticleFeed).
 */
export function feedFor(route: FeedRoute): FeedChoice {
  switch (route.page) {
    case 'home':
      return { kind: 'feed', source: home('home', 'AuthHomefeed') };
    case 'search': {
      const query = route.query.trim();
      if (!query) return { kind: 'prompt', text: 'Search for ideas: type what you are looking for in the search box.' };
      const scope = SEARCH_SCOPES[route.scope] ?? 'pins';
      return {
        kind: 'feed',
        source: {
          key: `search:${scope}:${query}`,
          surface: 'SearchItem',
          resource: 'BaseSearchResource',
          options: { query, scope },
          emptyText: `No Pins match “${query}”.`,
        },
      };
    }
    case 'ideas':
    case 'topics': {
      const interest = route.path[0];
      return {
        kind: 'feed',
        source: interest ? topic(`${route.page}:${interest}`, 'TopicBestPinNarrow', interest) : home(route.page, 'TopicBestPinNarrow'),
      };
    }
    case 'videos': {
      const category = route.path[0];
      return {
        kind: 'feed',
        source: category ? topic(`videos:${category}`, 'AuthHomefeed', category, 'videos') : home('videos', 'AuthHomefeed', 'videos'),
      };
    }
    case 'shopping': {
      const category = route.path[0];
      return {
        kind: 'feed',
        source: category
          ? topic(`shopping:${category}`, 'ShoppingDynamicHeightGrid', category, 'buyable_pins')
          : home('shopping', 'ShoppingDynamicHeightGrid', 'buyable_pins'),
      };
    }
    case 'today':
      return { kind: 'feed', source: home('today', 'TodayArticleFeed') };
  }
}
