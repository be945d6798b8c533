// The pinner under a closeup: avatar, name, follower count in short form, and Follow/Unfollow
// (UserFollowResource) for signed-in users; a visitor's Follow asks them to log in ('Log in to follow').

import { useState } from 'react';
import { type ApiUserSummary } from 'shared-contracts/api';
import { shortNumber } from 'shared-contracts/rules';
import { loadedOf, useApiMutation, useResource } from 'react-kit';
import { useCloseupDeps } from '../data/deps';
import styles from './PinnerRow.module.css';

export interface PinnerRowProps {
  pinner: ApiUserSummary;
  /** The signed-in viewer's id, null for a visitor. */
  viewerId: string | null;
}

export function PinnerRow({ pinner, viewerId }: PinnerRowProps) {
  const { client: api, events } = useCloseupDeps();
  const profile = loadedOf(useResource(api, 'UserResource', { username: pinner.username }));
  const [following, setFollowing] = useState<boolean | null>(null);
  const followed = following ?? pinner.explicitlyFollowedByMe;
  const followers = profile.status === 'ready' ? profile.data.followerCount : null;
  const name = pinner.fullName || pinner.username;
  // Shown at once; put back, with the reason, if the API refuses.
  const follow = useApiMutation((next: boolean) => api.write('UserFollowResource', next ? 'create' : 'delete', { user: pinner.id }), {
    invalidates: ['UserResource'],
    onError: (message, next) => {
      setFollowing(!next);
      events.emit('toast/requested', { message });
    },
  });

  const toggle = () => {
    if (viewerId === null) {
      events.emit('auth/required', { reason: followed ? 'unfollow' : 'follow', returnTo: window.location.pathname });
      return;
    }
    const next = !followed;
    setFollowing(next);
    void follow.run(next);
  };

  return (
    <div className={styles.pinner}>
      <a className={styles.person} href={`/${pinner.username}/`}>
        <img className={styles.avatar} src={pinner.imageMediumUrl || pinner.imageSmallUrl} alt="" width={48} height={48} />
        <span>
          <span className={styles.name}>{name}</span>
          <span className={styles.followers}>{followers === null ? '\u00a0' : `${shortNumber(followers)} followers`}</span>
        </span>
      </a>
      {viewerId !== pinner.id && (
        <button
          type="button"
          className={followed ? 'pb-button' : 'pb-button pb-button--primary'}
          aria-pressed={followed}
          aria-label={`Follow ${name}`}
          disabled={follow.busy}
          onClick={toggle}
        >
          {followed ? 'Following' : 'Follow'}
        </button>
      )}
    </div>
  );
}
