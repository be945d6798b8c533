import type { FeedChoice } from './data/feedSources';
import { useFeedPages } from './data/useFeedPages';
import { PinGrid } from './grid/PinGrid';

export interface FeedPageProps {
  heading: string;
  choice: FeedChoice;
}

export function FeedPage({ heading, choice }: FeedPageProps) {
  const source = choice.kind === 'feed' ? choice.source : null;
  const feed = useFeedPages(source);
  return (
    <section className="pb-screen" aria-labelledby="feed-heading">
      <h1 id="feed-heading">{heading}</h1>
      {/* Every area names itself, so a platform engineer sees which deploy is serving. */}
      <p className="area-tag">mf-feed</p>
      {choice.kind === 'prompt' ? (
        <p>{choice.text}</p>
      ) : (
        <PinGrid
          key={choice.source.key}
          pins={feed.pins}
          surface={choice.source.surface}
          label={`${heading}: Pins`}
          hasMore={feed.hasMore}
          loading={feed.loading}
          error={feed.error}
          onLoadMore={feed.loadMore}
          emptyText={choice.source.emptyText}
        />
      )}
    </section>
  );
}
