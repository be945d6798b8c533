import type { FeedSource } from './data/feedSources';
import { useFeedPages } from './data/useFeedPages';
import { PinGrid } from './grid/PinGrid';

export interface FeedGridProps {
  /** The page's heading: the grid is named '{heading}: Pins'. */
  heading: string;
  source: FeedSource;
}

/** One feed read page by page into the grid: home, the discovery pages and the search page's Pins tab. */
export function FeedGrid({ heading, source }: FeedGridProps) {
  const feed = useFeedPages(source);
  return (
    <PinGrid
      key={source.key}
      pins={feed.pins}
      surface={source.surface}
      label={`${heading}: Pins`}
      hasMore={feed.hasMore}
      loading={feed.loading}
      error={feed.error}
      onLoadMore={feed.loadMore}
      emptyText={source.emptyText}
    />
  );
}
