// /ideas and /topics: every topic as a tile with its pins, the most pinned first.

import { useMemo } from 'react';
import { FailedScreen, loadedOf, LoadingScreen, useResource } from 'react-kit';
import { useFeedDeps } from '../data/deps';
import { TopicTiles } from './TopicTiles';
import styles from './Discovery.module.css';

export function TopicsPage({ heading }: { heading: string }) {
  const query = useResource(useFeedDeps().client, 'TopicsResource', {});
  const topics = loadedOf(query);
  const sorted = useMemo(() => (topics.status === 'ready' ? [...topics.data].sort((a, b) => b.pinCount - a.pinCount) : []), [topics]);
  if (topics.status === 'loading') return <LoadingScreen label={heading} />;
  if (topics.status !== 'ready')
    return <FailedScreen message={topics.status === 'failed' ? topics.message : 'No topics here.'} onRetry={() => void query.refetch()} />;
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby="feed-heading">
      <h1 id="feed-heading">{heading}</h1>
      <p className={styles.lead}>Find ideas by topic: each has Pins people saved, and more every day.</p>
      <TopicTiles topics={sorted} label="Topics" />
    </section>
  );
}
