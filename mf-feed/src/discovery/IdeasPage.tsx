// /ideas: the curated way in: the searches trending this week (the topics of the Pins saved most
// this week) and the topics as pictures, the most pinned first, with the way to all of them A to Z
// (/topics, TopicsDirectory).

import { useMemo } from 'react';
import { searchTabHref, trendingSearches } from 'shared-contracts/rules';
import { FailedScreen, loadedOf, LoadingScreen, usePinFeed, useResource } from 'react-kit';
import { useFeedDeps } from '../data/deps';
import { TopicTiles } from './TopicTiles';
import styles from './Discovery.module.css';

/** The week's most-saved Pins the trending searches are drawn from. */
const TRENDING_PINS = 50;

export function IdeasPage({ heading }: { heading: string }) {
  const { client } = useFeedDeps();
  const query = useResource(client, 'TopicsResource', {});
  const topics = loadedOf(query);
  const trending = usePinFeed(client, { resource: 'RankedPinsResource', options: { ranking: 'trending' } }, TRENDING_PINS);
  const searches = useMemo(() => trendingSearches(trending.pins), [trending.pins]);
  const popular = useMemo(() => (topics.status === 'ready' ? [...topics.data].sort((a, b) => b.pinCount - a.pinCount) : []), [topics]);
  if (topics.status === 'loading') return <LoadingScreen label={heading} />;
  if (topics.status !== 'ready')
    return <FailedScreen message={topics.status === 'failed' ? topics.message : 'No ideas here.'} onRetry={() => void query.refetch()} />;
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby="feed-heading">
      <h1 id="feed-heading">{heading}</h1>
      <p className={styles.lead}>What people are searching and saving now.</p>
      <section className={styles.day} aria-labelledby="ideas-trending">
        <h2 id="ideas-trending">Trending searches</h2>
        {trending.loading && searches.length === 0 && <p role="status">Loading trending searches…</p>}
        {trending.error && <p role="alert">{trending.error}</p>}
        {!trending.loading && !trending.error && searches.length === 0 && <p>Nothing is trending this week yet.</p>}
        {searches.length > 0 && (
          <ul className={styles.links} aria-label="Trending searches">
            {searches.map((name) => (
              <li key={name}>
                <a className="pb-button" href={searchTabHref('pins', name)}>
                  {name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.day} aria-labelledby="ideas-topics">
        <h2 id="ideas-topics">Popular topics</h2>
        <TopicTiles topics={popular} label="Popular topics" />
        <p>
          <a href="/topics/">All topics, A to Z</a>
        </p>
      </section>
    </section>
  );
}
