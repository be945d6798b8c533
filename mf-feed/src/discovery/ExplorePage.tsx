// /explore: the way into discovery: Today's stories of this day, the topics people pin most, and
// the pages of pins by what people do with them, videos and shopping.

import { useMemo } from 'react';
import { TODAY_TABS } from 'shared-contracts/rules';
import { loadedOf, useResource } from 'react-kit';
import { useFeedDeps } from '../data/deps';
import { StoryCards } from './StoryCards';
import { TopicTiles } from './TopicTiles';
import styles from './Discovery.module.css';

/** Topics Explore shows: the most pinned. */
const EXPLORE_TOPICS = 8;

export function ExplorePage() {
  const { client } = useFeedDeps();
  const stories = loadedOf(useResource(client, 'TodayStoriesResource', {}));
  const topics = loadedOf(useResource(client, 'TopicsResource', {}));
  const today = useMemo(() => {
    if (stories.status !== 'ready') return [];
    const first = stories.data[0]?.date;
    return stories.data.filter((story) => story.date === first);
  }, [stories]);
  const popular = useMemo(
    () => (topics.status === 'ready' ? [...topics.data].sort((a, b) => b.pinCount - a.pinCount).slice(0, EXPLORE_TOPICS) : []),
    [topics],
  );
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby="feed-heading">
      <h1 id="feed-heading">Explore</h1>
      <section className={styles.day} aria-labelledby="explore-today">
        <h2 id="explore-today">
          <a href="/today/">Today&apos;s stories</a>
        </h2>
        {stories.status === 'loading' && <p role="status">Loading stories…</p>}
        {stories.status === 'failed' && <p role="alert">{stories.message}</p>}
        {today.length > 0 && <StoryCards stories={today} label="Today's stories" />}
      </section>
      <section className={styles.day} aria-labelledby="explore-topics">
        <h2 id="explore-topics">
          <a href="/ideas/">Popular topics</a>
        </h2>
        {topics.status === 'loading' && <p role="status">Loading topics…</p>}
        {topics.status === 'failed' && <p role="alert">{topics.message}</p>}
        {popular.length > 0 && <TopicTiles topics={popular} label="Popular topics" />}
      </section>
      <section className={styles.day} aria-labelledby="explore-more">
        <h2 id="explore-more">More to discover</h2>
        <ul className={styles.links}>
          {TODAY_TABS.map((tab) => (
            <li key={tab.ranking}>
              <a className="pb-button" href={`/today/${tab.ranking}/`}>
                {tab.heading}
              </a>
            </li>
          ))}
          <li>
            <a className="pb-button" href="/videos/">
              Videos
            </a>
          </li>
          <li>
            <a className="pb-button" href="/shopping/">
              Shopping
            </a>
          </li>
        </ul>
      </section>
    </section>
  );
}
