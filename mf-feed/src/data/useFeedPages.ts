// A grid's pins: the feed read through the page's query cache, a page of FEED_PAGE_SIZE pins a
// request (the size the edge server answers home's first page in, with the document).

import { FEED_PAGE_SIZE } from 'shared-contracts/rules';
import { type PinFeedRequest } from 'shared-contracts/platform';
import { type PinFeedPages, usePinFeed } from 'react-kit';
import { useFeedDeps } from './deps';

export function useFeedPages(feed: PinFeedRequest | null): PinFeedPages {
  const { client } = useFeedDeps();
  return usePinFeed(client, feed, FEED_PAGE_SIZE);
}
