// The grid as another area's page shows it (a board's Pins, a pin's related Pins): the feed's own
// pages of the feed it is given. `serverRendered`: it hydrates markup the feed's server build made.

import type { PinGridMountProps } from 'shared-contracts/platform';
import { useFeedPages } from './data/useFeedPages';
import { PinGrid } from './grid/PinGrid';

export function EmbeddedPinGrid({
  feed,
  surface,
  label,
  emptyText = 'No Pins here yet.',
  serverRendered = false,
}: PinGridMountProps & { serverRendered?: boolean }) {
  // The query cache names a feed by its resource and options, so a new object for the same feed reads nothing again.
  const pages = useFeedPages(feed);
  return (
    <PinGrid
      key={feed.key}
      pins={pages.pins}
      surface={surface}
      label={label}
      hasMore={pages.hasMore}
      loading={pages.loading}
      error={pages.error}
      onLoadMore={pages.loadMore}
      emptyText={emptyText}
      serverRendered={serverRendered}
    />
  );
}
