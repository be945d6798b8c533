// A grid's pins: the feed read through the page's query cache, 25 pins a request.

import type { PinFeedRequest } from 'shared-contracts';
import { usePinFeed, type PinFeedPages } from 'shared-contracts/react';
import { useFeedDeps } from './deps';

export const FEED_PAGE_SIZE = 25;

export function useFeedPages(feed: PinFeedRequest | null): PinFeedPages {
  const { client } = useFeedDeps();
  return usePinFeed(client, feed, FEED_PAGE_SIZE);
}
