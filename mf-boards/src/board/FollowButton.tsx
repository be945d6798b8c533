// Follow and unfollow a board (PUT / DELETE /v3/boards/{id}/follow/). A visitor is asked to log in
// ('Log in to follow'); a failed call puts the button back and says so.

import { useRef, useState } from 'react';
import { messageForPerson, signedInViewer } from 'page-runtime';
import type { ApiBoard } from 'shared-contracts';
import { useBoardsDeps } from '../data/deps';
import { useBoardEdits } from '../data/useBoardEdits';

export function FollowButton({ board }: { board: ApiBoard }) {
  const { client, events, session } = useBoardsDeps();
  const boardsEdited = useBoardEdits();
  const [following, setFollowing] = useState(board.followedByMe);
  const [busy, setBusy] = useState(false);
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
    setBusy(true);
    setFollowing(next);
    try {
      const params = { board_id: board.id };
      if (next) await client.send('PUT /v3/boards/:board_id/follow/', { params });
      else await client.send('DELETE /v3/boards/:board_id/follow/', { params });
      void boardsEdited();
    } catch (error) {
      setFollowing(!next);
      events.emit('toast/requested', { message: messageForPerson(error) });
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={following ? 'pb-button' : 'pb-button pb-button--primary'}
      onClick={() => void toggle()}
      disabled={busy}
    >
      {following ? 'Following' : 'Follow'}
    </button>
  );
}
