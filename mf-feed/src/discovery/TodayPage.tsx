// /today: dated editorial stories made of Pins, this day's first and then each day before, and the
// tabs to Today's pins by what people do with them.

import { useMemo } from 'react';
import { type ApiStory } from 'shared-contracts/api';
import { longDay } from 'shared-contracts/rules';
import { FailedScreen, loadedOf, LoadingScreen, useResource } from 'react-kit';
import { useFeedDeps } from '../data/deps';
import { StoryCards } from './StoryCards';
import { TodayTabs } from './TodayTabs';
import styles from './Discovery.module.css';

function byDay(stories: readonly ApiStory[]): Array<[string, ApiStory[]]> {
  const days = new Map<string, ApiStory[]>();
  for (const story of stories) days.set(story.date, [...(days.get(story.date) ?? []), story]);
  return [...days.entries()];
}

export function TodayPage() {
  const query = useResource(useFeedDeps().client, 'TodayStoriesResource', {});
  const stories = loadedOf(query);
  const days = useMemo(() => (stories.status === 'ready' ? byDay(stories.data) : []), [stories]);
  if (stories.status === 'loading') return <LoadingScreen label="Today" />;
  if (stories.status !== 'ready')
    return (
      <FailedScreen message={stories.status === 'failed' ? stories.message : 'No stories today.'} onRetry={() => void query.refetch()} />
    );
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby="feed-heading">
      <h1 id="feed-heading">Today</h1>
      <TodayTabs current="stories" />
      {days.length === 0 && <p className={styles.lead}>No stories yet: come back tomorrow.</p>}
      {days.map(([date, ofDay], index) => (
        <section key={date} className={styles.day} aria-labelledby={`day-${date}`}>
          <h2 id={`day-${date}`}>{index === 0 ? `Today, ${longDay(date)}` : longDay(date)}</h2>
          <StoryCards stories={ofDay} label={`Stories of ${longDay(date)}`} />
        </section>
      ))}
    </section>
  );
}
