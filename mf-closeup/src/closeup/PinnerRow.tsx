// The pinner under a closeup: avatar, name, follower count in short form, and Follow/Unfollow
// (UserFollowResource) for signed-in users; a visitor's Follow asks them to log in ('Log in to follow').

import { useState } from 'react';
import { messageForPerson } from 'page-runtime';
import { type ApiUserSummary, shortNumber } from 'shared-contracts';
import { loadedOf, resourceKey, useQueryClient, useResource } from 'react-kit';
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
  const client = useQueryClient();
  const [following, setFollowing] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const followed = following ?? pinner.explicitlyFollowedByMe;
  const followers = profile.status === 'ready' ? profile.data.followerCount : null;
  const name = pinner.fullName || pinner.username;

  const toggle = async () => {
    if (viewerId === null) {
      events.emit('auth/required', { reason: followed ? 'unfollow' : 'follow', returnTo: window.location.pathname });
      return;
    }
    const next = !followed;
    setBusy(true);
    setFollowing(next);
    try {
      await api.write('UserFollowResource', next ? 'create' : 'delete', { user: pinner.id });
      await client.invalidateQueries({ queryKey: resourceKey('UserResource', { username: pinner.username }) });
    } catch (error) {
      setFollowing(!next);
      events.emit('toast/requested', { message: messageForPerson(error) });
    } finally {
      setBusy(false);
    }
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
          disabled={busy}
          onClick={() => void toggle()}
        >
          {followed ? 'Following' : 'Follow'}
        </button>
      )}
    </div>
  );
}
