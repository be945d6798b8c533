import type { FeedSource } from './data/feedSources';
import { useFeedPages } from './data/useFeedPages';
import { PinGrid } from './grid/PinGrid';

export interface FeedPageProps {
  heading: string;
  source: FeedSource;
}

/** Home and the discovery pages: a heading over one grid of pins. */
export function FeedPage({ heading, source }: FeedPageProps) {
  const feed = useFeedPages(source);
  return (
    <section className="pb-screen" aria-labelledby="feed-heading">
      <h1 id="feed-heading">{heading}</h1>
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
    </section>
  );
}
