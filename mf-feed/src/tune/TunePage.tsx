// 'Tune your home feed' (/edit): the interests the viewer follows and the others, each with Follow
// or Unfollow (InterestFollowResource). The list is read through the page's query cache
// (UserInterestsResource); a change shows at once, is put back if the server refuses it, and marks
// the home feed stale so it shows the change when next seen. Visitors are asked to log in.

import { useEffect, useId, useRef, useState } from 'react';
import { type ApiInterestWithFollow } from 'shared-contracts/api';
import { interestHref, pageHeading } from 'shared-contracts/rules';
import { signedInViewer } from 'page-runtime';
import {
  FailedScreen,
  invalidateResources,
  loadedOf,
  LoadingScreen,
  resourceKey,
  resourceQuery,
  useApiMutation,
  useQuery,
  useQueryClient,
  useSession,
} from 'react-kit';
import { useFeedDeps } from '../data/deps';
import styles from './TunePage.module.css';

const HEADING = pageHeading({ area: 'feed', page: 'tune' });
export const TUNE_LOGIN_TITLE = 'Log in to tune your home feed';
/** What a change to the interests followed changes: the list itself and the home feed built from it. */
const RESOURCES_A_FOLLOW_CHANGES = ['UserInterestsResource', 'HomefeedResource'] as const;

interface RowProps {
  interest: ApiInterestWithFollow;
  busy: boolean;
  focus: boolean;
  onToggle: (interest: ApiInterestWithFollow) => void;
}

function InterestRow({ interest, busy, focus, onToggle }: RowProps) {
  const button = useRef<HTMLButtonElement>(null);
  // A toggled interest moves to the other list: its button there takes the focus its old one had.
  useEffect(() => {
    if (focus) button.current?.focus();
  }, [focus]);
  const action = interest.followedByMe ? 'Unfollow' : 'Follow';
  return (
    <li className={styles.interest}>
      <a className={styles.name} href={interestHref(interest)}>
        {interest.name}
      </a>
      <button
        ref={button}
        type="button"
        className={`pb-button ${interest.followedByMe ? '' : 'pb-button--primary'} ${styles.toggle}`}
        aria-label={`${action} ${interest.name}`}
        aria-busy={busy}
        onClick={() => !busy && onToggle(interest)}
      >
        {action}
      </button>
    </li>
  );
}

function InterestLists() {
  const { client, events } = useFeedDeps();
  const queryClient = useQueryClient();
  const query = useQuery(resourceQuery(client, 'UserInterestsResource', {}));
  const loaded = loadedOf(query);
  const [focusId, setFocusId] = useState<string | null>(null);
  // Every row whose own change is still on its way: the mutation's pending is only the latest one.
  const [inFlight, setInFlight] = useState<ReadonlySet<string>>(() => new Set());
  const followedId = useId();
  const othersId = useId();
  const key = resourceKey('UserInterestsResource', {});
  const setFollowed = (id: string, followedByMe: boolean) =>
    queryClient.setQueryData<ApiInterestWithFollow[]>(key, (list) => list?.map((i) => (i.id === id ? { ...i, followedByMe } : i)));
  const toggling = useApiMutation(
    ({ id, follow }: { id: string; follow: boolean }) => {
      const options = { interest_id: id };
      return follow ? client.write('InterestFollowResource', 'create', options) : client.write('InterestFollowResource', 'delete', options);
    },
    {
      onError: (message, { id, follow }) => {
        setFollowed(id, !follow);
        events.emit('toast/requested', { message });
      },
    },
  );

  if (loaded.status === 'loading' || loaded.status === 'missing') {
    return <LoadingScreen label="Loading your interests" />;
  }
  if (loaded.status === 'failed') return <FailedScreen message={loaded.message} onRetry={() => void query.refetch()} />;

  const toggle = (interest: ApiInterestWithFollow) => {
    const { id } = interest;
    if (inFlight.has(id)) return;
    const follow = !interest.followedByMe;
    setFocusId(id);
    setFollowed(id, follow);
    setInFlight((rows) => new Set(rows).add(id));
    // Whichever way it went, the home feed is drawn from what the server now has.
    void toggling
      .run({ id, follow })
      .then(() => invalidateResources(queryClient, RESOURCES_A_FOLLOW_CHANGES))
      .finally(() => setInFlight((rows) => new Set([...rows].filter((row) => row !== id))));
  };

  const followed = loaded.data.filter((i) => i.followedByMe);
  const others = loaded.data.filter((i) => !i.followedByMe);
  const row = (interest: ApiInterestWithFollow) => (
    <InterestRow key={interest.id} interest={interest} busy={inFlight.has(interest.id)} focus={focusId === interest.id} onToggle={toggle} />
  );
  return (
    <>
      <section className={styles.group} aria-labelledby={followedId}>
        <h2 id={followedId}>Interests you follow</h2>
        {followed.length > 0 ? (
          <ul className={styles.list}>{followed.map(row)}</ul>
        ) : (
          <p className={styles.none}>You don’t follow any interests yet. Follow a few below and your home feed will show more of them.</p>
        )}
      </section>
      <section className={styles.group} aria-labelledby={othersId}>
        <h2 id={othersId}>More interests</h2>
        {others.length > 0 ? (
          <ul className={styles.list}>{others.map(row)}</ul>
        ) : (
          <p className={styles.none}>You follow every interest there is.</p>
        )}
      </section>
    </>
  );
}

export function TunePage() {
  const { session: store } = useFeedDeps();
  const current = useSession(store);
  if (current === null) return <LoadingScreen label="Loading your interests" />;
  const viewer = signedInViewer(current);
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby="feed-heading">
      <h1 id="feed-heading">{HEADING}</h1>
      {viewer ? (
        <>
          <p className={styles.intro}>Your home feed shows more Pins about the interests you follow.</p>
          <InterestLists />
        </>
      ) : (
        <div className={styles.signedOut}>
          <h2 className={styles.signedOutTitle}>{TUNE_LOGIN_TITLE}</h2>
          <p>Follow the interests you love and your home feed will show more of them.</p>
          <a className="pb-button pb-button--primary" href={`/login?next=${encodeURIComponent('/edit')}`}>
            Log in
          </a>
        </div>
      )}
    </section>
  );
}
