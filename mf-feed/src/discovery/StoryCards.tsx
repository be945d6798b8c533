// Today's stories as cards: the story's pictures, title and line, its topic and its day.

import { type ApiStory } from 'shared-contracts/api';
import { longDay } from 'shared-contracts/rules';
import styles from './Discovery.module.css';

export const storyHref = (story: ApiStory) => `/today/article/${story.slug}/`;

export function StoryCards({ stories, label }: { stories: readonly ApiStory[]; label: string }) {
  return (
    <ul className={styles.stories} aria-label={label}>
      {stories.map((story) => (
        <li key={story.slug}>
          <a className={styles.story} href={storyHref(story)}>
            <span className={styles.storyCollage} aria-hidden="true">
              {story.covers.slice(0, 3).map((image) => (
                <img key={image.url} src={image.url} alt="" loading="lazy" />
              ))}
            </span>
            <span className={styles.storyTopic}>{story.interest.name}</span>
            <span className={styles.storyTitle}>{story.title}</span>
            <span className={styles.storySummary}>{story.summary}</span>
            <time className={styles.storyDate} dateTime={story.date}>
              {longDay(story.date)}
            </time>
          </a>
        </li>
      ))}
    </ul>
  );
}
