// Which feed and which surface each feed route shows (spec section 2 routes, section 1 surfaces).

import { type PinFeedRequest } from 'shared-contracts/platform';
import { pinSearchRead, searchEmptyText, type Surface } from 'shared-contracts/rules';

/**
 * The feed pages that are one grid of pins: home, videos and shopping (search, /edit, and
 * discovery's explore, ideas, topics and today have pages of their own: discovery/).
 */
export type GridRoute = { area: 'feed'; page: 'home' } | { area: 'feed'; page: 'videos' | 'shopping'; path: string[] };

/** A pin feed of the API contract, named for the grid that shows it. */
export type FeedSource = PinFeedRequest & {
  /** Identifies the feed: a new key starts a new grid. */
  key: string;
  surface: Surface;
  /** Shown when the feed has no pins. */
  emptyText: string;
};

type BrowseScope = 'videos' | 'buyable_pins';

const home = (key: string, surface: Surface, scope?: BrowseScope): FeedSource => ({
  key,
  surface,
  resource: 'HomefeedResource',
  options: scope ? { scope } : {},
  emptyText: 'No Pins here yet.',
});

/** A category's honest empty state: a topic may have Pins but no videos or products. */
const CATEGORY_EMPTY: Record<BrowseScope, string> = {
  videos: 'No videos in this category yet.',
  buyable_pins: 'No products in this category yet.',
};

const topic = (key: string, surface: Surface, interest: string, scope?: BrowseScope): FeedSource => ({
  key,
  surface,
  resource: 'InterestFeedResource',
  options: { interest, ...(scope ? { scope } : {}) },
  emptyText: scope ? CATEGORY_EMPTY[scope] : 'This topic has no Pins yet.',
});

/** The search page's Pins tab: pins matching the words, in the URL's pin scope. */
export function pinSearchFeed(query: string, scope: string): FeedSource {
  const feed = pinSearchRead(query, scope);
  return { ...feed, key: `search:${feed.options.scope}:${query}`, surface: 'SearchItem', emptyText: searchEmptyText('pins', query) };
}

/**
 * Home is AuthHomefeed (a visitor's impressions name their page instead: rules/loggedOutPages).
 * The spec lists surfaces but not which page uses which, so: videos the home feed's videos (a
 * category's, by its topic), shopping its products (ShoppingDynamicHeightGrid).
 */
export function feedFor(route: GridRoute): FeedSource {
  switch (route.page) {
    case 'home':
      return home('home', 'AuthHomefeed');
    case 'videos': {
      const category = route.path[0];
      return category ? topic(`videos:${category}`, 'AuthHomefeed', category, 'videos') : home('videos', 'AuthHomefeed', 'videos');
    }
    case 'shopping': {
      const category = route.path[0];
      return category
        ? topic(`shopping:${category}`, 'ShoppingDynamicHeightGrid', category, 'buyable_pins')
        : home('shopping', 'ShoppingDynamicHeightGrid', 'buyable_pins');
    }
  }
}
