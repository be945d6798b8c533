// Follow and unfollow a board (PUT / DELETE /v3/boards/{id}/follow/). A visitor is asked to log in
// ('Log in to follow'); a failed call puts the button back and says so.

import { useRef, useState } from 'react';
import { signedInViewer } from 'page-runtime';
import type { ApiBoard } from 'shared-contracts/api';
import { useApiMutation } from 'react-kit';
import { useBoardsDeps } from '../data/deps';
import { useBoardEdits } from '../data/useBoardEdits';

export function FollowButton({ board }: { board: ApiBoard }) {
  const { client, events, session } = useBoardsDeps();
  const boardsEdited = useBoardEdits();
  const [following, setFollowing] = useState(board.followedByMe);
  const follow = useApiMutation(
    (next: boolean) => {
      const params = { board_id: board.id };
      return next
        ? client.send('PUT /v3/boards/:board_id/follow/', { params })
        : client.send('DELETE /v3/boards/:board_id/follow/', { params });
    },
    {
      onSuccess: () => void boardsEdited(),
      onError: (message, next) => {
        setFollowing(!next);
        events.emit('toast/requested', { message });
      },
    },
  );
  // Also covers the session check before the write, when nothing is busy yet.
  const pending = useRef(false);

  const toggle = async () => {
    if (pending.current) return;
    pending.current = true;
    const viewer = signedInViewer(await session.load().catch(() => null));
    if (!viewer) {
      pending.current = false;
      events.emit('auth/required', { reason: following ? 'unfollow' : 'follow', returnTo: window.location.pathname });
      return;
    }
    const next = !following;
    setFollowing(next);
    await follow.run(next);
    pending.current = false;
  };

  return (
    <button
      type="button"
      className={following ? 'pb-button' : 'pb-button pb-button--primary'}
      onClick={() => void toggle()}
      disabled={follow.busy}
    >
      {following ? 'Following' : 'Follow'}
    </button>
  );
}
