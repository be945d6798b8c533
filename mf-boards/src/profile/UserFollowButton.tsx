// Follow and unfollow a person from their profile (UserFollowResource create / delete). The button
// keeps one name ('Follow {name}', as the closeup's does) and says its state with aria-pressed and
// its text ('Follow' / 'Following'); the follower count moves with it at once and takes the
// server's figure when the answer comes. A visitor is asked to log in ('Log in to follow'); a failed
// call puts both back and says why. Never shown on one's own profile (the API refuses it anyway).

import { useRef } from 'react';
import { signedInViewer } from 'page-runtime';
import type { ApiUser } from 'shared-contracts/api';
import { resourceKey, useApiMutation, useQueryClient } from 'react-kit';
import { useBoardsDeps } from '../data/deps';

/** The profile as it reads with the viewer following it or not (the count moves by one). */
export function withFollow(user: ApiUser, following: boolean): ApiUser {
  if (user.explicitlyFollowedByMe === following) return user;
  return { ...user, explicitlyFollowedByMe: following, followerCount: Math.max(0, user.followerCount + (following ? 1 : -1)) };
}

export interface UserFollowButtonProps {
  user: ApiUser;
  /** Changes the profile on screen (its cached answer). */
  replace: (update: (user: ApiUser) => ApiUser) => void;
}

export function UserFollowButton({ user, replace }: UserFollowButtonProps) {
  const { client, events, session } = useBoardsDeps();
  const queryClient = useQueryClient();
  const following = user.explicitlyFollowedByMe;
  const name = user.fullName || user.username;
  const follow = useApiMutation(
    async (next: boolean) => {
      const answer = await client.write('UserFollowResource', next ? 'create' : 'delete', { user: user.id });
      // Other profiles read before (the viewer's own 'following') are stale; this one is the answer.
      await queryClient.invalidateQueries({ queryKey: resourceKey('UserResource'), refetchType: 'none' });
      return answer;
    },
    {
      onSuccess: (answer) => replace(() => answer),
      onError: (message, next) => {
        replace((current) => withFollow(current, !next));
        events.emit('toast/requested', { message });
      },
    },
  );
  // A click while a follow is on its way is ignored (this also covers the session check before the
  // write, when nothing is busy yet); the button is not disabled, so focus stays on it.
  const pending = useRef(false);

  const toggle = async () => {
    if (pending.current) return;
    pending.current = true;
    try {
      const viewer = signedInViewer(await session.load().catch(() => null));
      if (!viewer) {
        events.emit('auth/required', { reason: following ? 'unfollow' : 'follow', returnTo: window.location.pathname });
        return;
      }
      const next = !following;
      replace((current) => withFollow(current, next));
      await follow.run(next);
    } finally {
      pending.current = false;
    }
  };

  return (
    <button
      type="button"
      className={following ? 'pb-button' : 'pb-button pb-button--primary'}
      aria-pressed={following}
      aria-label={`Follow ${name}`}
      onClick={() => void toggle()}
    >
      {following ? 'Following' : 'Follow'}
    </button>
  );
}
