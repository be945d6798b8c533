// A grid's pins: the feed read through the page's query cache, 25 pins a request.

import { api, usePinFeed, type PinFeedPages, type PinFeedRequest } from 'shared-contracts';

export const FEED_PAGE_SIZE = 25;

export function useFeedPages(feed: PinFeedRequest | null): PinFeedPages {
  return usePinFeed(api, feed, FEED_PAGE_SIZE);
}
