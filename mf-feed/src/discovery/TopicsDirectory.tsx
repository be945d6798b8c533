// /topics: the directory of every topic, A to Z under its letter, with a row of the letters to
// jump by; each topic links to its page. /ideas is the curated page (IdeasPage).

import { useId, useMemo } from 'react';
import { type ApiTopic } from 'shared-contracts/api';
import { pinCountLabel, topicsAtoZ } from 'shared-contracts/rules';
import { FailedScreen, loadedOf, LoadingScreen, useResource } from 'react-kit';
import { useFeedDeps } from '../data/deps';
import styles from './Discovery.module.css';

const EMPTY: readonly ApiTopic[] = [];

export function TopicsDirectory({ heading }: { heading: string }) {
  const idPrefix = useId();
  const query = useResource(useFeedDeps().client, 'TopicsResource', {});
  const topics = loadedOf(query);
  const letters = useMemo(() => topicsAtoZ(topics.status === 'ready' ? topics.data : EMPTY), [topics]);
  if (topics.status === 'loading') return <LoadingScreen label={heading} />;
  if (topics.status !== 'ready')
    return <FailedScreen message={topics.status === 'failed' ? topics.message : 'No topics here.'} onRetry={() => void query.refetch()} />;
  const anchor = (letter: string) => `${idPrefix}-${letter === '#' ? 'other' : letter}`;
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby="feed-heading">
      <h1 id="feed-heading">{heading}</h1>
      <p className={styles.lead}>
        Every topic on Pinboard, A to Z. For ideas picked for this week, see <a href="/ideas/">Ideas</a>.
      </p>
      {letters.length === 0 ? (
        <p>No topics yet.</p>
      ) : (
        <>
          <nav aria-label="Topics by letter">
            <ul className={styles.letters}>
              {letters.map(({ letter }) => (
                <li key={letter}>
                  <a className={styles.letterLink} href={`#${anchor(letter)}`}>
                    {letter}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {letters.map(({ letter, topics: listed }) => (
            <section key={letter} className={styles.letter} aria-labelledby={anchor(letter)}>
              <h2 id={anchor(letter)}>{letter}</h2>
              <ul className={styles.directory}>
                {listed.map((topic) => (
                  <li key={topic.interest.id}>
                    <a href={`/topics/${encodeURIComponent(topic.interest.urlName)}/`}>{topic.interest.name}</a>{' '}
                    <span className={styles.tileCount}>{pinCountLabel(topic.pinCount)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </section>
  );
}
