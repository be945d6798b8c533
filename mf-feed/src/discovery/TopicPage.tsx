// A topic's page (/ideas/{name}/{id}/, /topics/{name}/): its name, how many Pins it has, Follow
// (the home feed follows the topics one follows), and its pins.

import { useEffect } from 'react';
import { type ApiTopic, type ResourceName } from 'shared-contracts/api';
import { pinCountLabel } from 'shared-contracts/rules';
import { FailedScreen, loadedOf, LoadingScreen, NotFoundScreen, useApiMutation, useResource, useSession } from 'react-kit';
import { useFeedDeps } from '../data/deps';
import type { FeedSource } from '../data/feedSources';
import { FeedGrid } from '../FeedGrid';
import { topicPageTitle } from '../seo/topicPageHead';
import styles from './Discovery.module.css';

export function TopicPage({ name }: { name: string }) {
  const query = useResource(useFeedDeps().client, 'TopicResource', { topic: name });
  const topic = loadedOf(query);
  if (topic.status === 'loading') return <LoadingScreen label="Topic" />;
  if (topic.status === 'missing') return <NotFoundScreen what="topic" />;
  if (topic.status === 'failed') return <FailedScreen message={topic.message} onRetry={() => void query.refetch()} />;
  return <TopicView topic={topic.data} />;
}

function TopicView({ topic }: { topic: ApiTopic }) {
  // As the document's head names it for search engines (seo/topicPageHead.ts).
  useEffect(() => {
    document.title = topicPageTitle(topic);
  }, [topic]);
  const source: FeedSource = {
    key: `topic:${topic.interest.id}`,
    surface: 'TopicBestPinNarrow',
    resource: 'InterestFeedResource',
    options: { interest: topic.interest.urlName },
    emptyText: 'This topic has no Pins yet.',
  };
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby="feed-heading">
      <header className={styles.head}>
        <h1 id="feed-heading">{topic.interest.name}</h1>
        <p className={styles.lead}>{pinCountLabel(topic.pinCount)}</p>
        <FollowTopic topic={topic} />
      </header>
      <FeedGrid heading={topic.interest.name} source={source} />
    </section>
  );
}

/** What following a topic changes: the topics (followed or not) and the home feed, which follows them. */
const TOPIC_READS: readonly ResourceName[] = ['TopicResource', 'TopicsResource', 'HomefeedResource', 'UserInterestsResource'];

function FollowTopic({ topic }: { topic: ApiTopic }) {
  const { client, session, events } = useFeedDeps();
  const viewer = useSession(session)?.viewer;
  const following = topic.followedByMe;
  // The topic says whether it is followed; the home feed shows the followed topics' pins.
  const follow = useApiMutation(
    (follows: boolean) => client.write('InterestFollowResource', follows ? 'create' : 'delete', { interest_id: topic.interest.id }),
    { invalidates: TOPIC_READS },
  );
  const { busy, error } = follow;
  const toggle = () => {
    if (!viewer?.isAuth) {
      events.emit('auth/required', { reason: 'follow', returnTo: window.location.pathname });
      return;
    }
    void follow.run(!following);
  };
  return (
    <>
      <button
        type="button"
        className={`pb-button ${following ? '' : 'pb-button--primary'}`}
        aria-pressed={following}
        disabled={busy}
        onClick={toggle}
      >
        {following ? 'Following' : 'Follow'}
      </button>
      {error && <p role="alert">{error}</p>}
    </>
  );
}
