// A grid's pins: the feed read through the page's query cache, 25 pins a request.

import { api, type PinFeedRequest } from 'shared-contracts';
import { usePinFeed, type PinFeedPages } from 'shared-contracts/react';

export const FEED_PAGE_SIZE = 25;

export function useFeedPages(feed: PinFeedRequest | null): PinFeedPages {
  return usePinFeed(api, feed, FEED_PAGE_SIZE);
}
