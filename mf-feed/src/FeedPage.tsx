import type { FeedSource } from './data/feedSources';
import { FeedGrid } from './FeedGrid';

export interface FeedPageProps {
  heading: string;
  source: FeedSource;
}

/** Home and the discovery pages: a heading over one grid of pins. */
export function FeedPage({ heading, source }: FeedPageProps) {
  return (
    <section className="pb-screen" aria-labelledby="feed-heading">
      <h1 id="feed-heading">{heading}</h1>
      <FeedGrid heading={heading} source={source} />
    </section>
  );
}
