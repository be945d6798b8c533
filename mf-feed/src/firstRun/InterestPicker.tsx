// The first-run step after sign-up (spec section 3's onboarding step InterestPicker): on a new
// person's first home, the topics as pictures to pick, at least five; Done follows them and the
// home feed is drawn from them, Skip leaves the feed as everyone's. Either way it is not shown again.

import { useId, useState } from 'react';
import { type ApiTopic } from 'shared-contracts/api';
import { INTEREST_PICKER_MIN, interestPickerState } from 'shared-contracts/rules';
import { FailedScreen, loadedOf, LoadingScreen, useResource } from 'react-kit';
import { useFeedDeps } from '../data/deps';
import { useFinishInterestPicker } from './useFinishInterestPicker';
import styles from './InterestPicker.module.css';

export const INTEREST_PICKER_HEADING = 'What are you interested in?';

export function InterestPicker({ firstName }: { firstName: string }) {
  const query = useResource(useFeedDeps().client, 'TopicsResource', {});
  const topics = loadedOf(query);
  if (topics.status === 'loading') return <LoadingScreen label={INTEREST_PICKER_HEADING} />;
  if (topics.status !== 'ready')
    return <FailedScreen message={topics.status === 'failed' ? topics.message : 'No topics here.'} onRetry={() => void query.refetch()} />;
  return <Picker firstName={firstName} topics={topics.data} />;
}

function Picker({ firstName, topics }: { firstName: string; topics: readonly ApiTopic[] }) {
  const statusId = useId();
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const finish = useFinishInterestPicker();
  const state = interestPickerState(picked.size);
  const toggle = (id: string) =>
    setPicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby="feed-heading">
      <h1 id="feed-heading">{INTEREST_PICKER_HEADING}</h1>
      <p className={styles.lead}>
        Welcome{firstName ? `, ${firstName}` : ''}! Pick {INTEREST_PICKER_MIN} or more topics and your home feed will be made of them.
      </p>
      <div className={styles.bar}>
        <p id={statusId} role="status" className={styles.progress}>
          {state.progress}
        </p>
        {finish.error && <p role="alert">{finish.error}</p>}
        <button type="button" className="pb-button" disabled={finish.busy} onClick={() => void finish.run(null)}>
          Skip
        </button>
        <button
          type="button"
          className="pb-button pb-button--primary"
          disabled={!state.canFinish || finish.busy}
          onClick={() => void finish.run([...picked])}
        >
          Done
        </button>
      </div>
      <ul className={styles.topics} aria-label="Topics">
        {topics.map((topic) => {
          const on = picked.has(topic.interest.id);
          return (
            <li key={topic.interest.id}>
              <button
                type="button"
                className={on ? `${styles.topic} ${styles.picked}` : styles.topic}
                aria-pressed={on}
                aria-describedby={statusId}
                onClick={() => toggle(topic.interest.id)}
              >
                {topic.covers[0] && <img src={topic.covers[0].url} alt="" loading="lazy" />}
                <span className={styles.name}>{topic.interest.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
