// One of Today's stories (/today/article/{slug}/, /discover/article/{slug}/): its title, day and
// line, and its pins in the grid (the spec's TodayArticleFeed surface).

import { useEffect } from 'react';
import { type ApiStoryWithPins } from 'shared-contracts/api';
import { longDay, titleFor } from 'shared-contracts/rules';
import { FailedScreen, loadedOf, LoadingScreen, NotFoundScreen, useResource } from 'react-kit';
import { useFeedDeps } from '../data/deps';
import { PinGrid } from '../grid/PinGrid';
import styles from './Discovery.module.css';

export function StoryPage({ slug }: { slug: string }) {
  const query = useResource(useFeedDeps().client, 'TodayStoryResource', { slug });
  const story = loadedOf(query);
  if (story.status === 'loading') return <LoadingScreen label="Story" />;
  if (story.status === 'missing') return <NotFoundScreen what="story" />;
  if (story.status === 'failed') return <FailedScreen message={story.message} onRetry={() => void query.refetch()} />;
  return <StoryView story={story.data} />;
}

function StoryView({ story }: { story: ApiStoryWithPins }) {
  useEffect(() => {
    document.title = titleFor(story.title);
  }, [story.title]);
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby="feed-heading">
      <header className={styles.head}>
        <p className={styles.storyTopic}>
          <a href="/today/">Today</a> · {story.interest.name}
        </p>
        <h1 id="feed-heading">{story.title}</h1>
        <p className={styles.lead}>{story.summary}</p>
        <time dateTime={story.date}>{longDay(story.date)}</time>
      </header>
      <PinGrid
        pins={story.pins}
        surface="TodayArticleFeed"
        label={`${story.title}: Pins`}
        hasMore={false}
        loading={false}
        error={null}
        onLoadMore={() => undefined}
        emptyText="This story has no Pins."
      />
    </section>
  );
}
