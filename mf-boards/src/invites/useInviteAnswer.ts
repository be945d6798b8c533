// Answering an invite to collaborate on a board: Accept (BoardInviteResource update) makes the
// viewer a collaborator, so the board joins their profile and the board picker; Decline (the
// invitee's BoardInviteResource delete, spec section 6: 'The viewing user can deny an invite')
// drops it. Either way every cached read of boards is read again.

import { ApiCallError, signedInViewer } from 'page-runtime';
import { type ApiBoard } from 'shared-contracts/api';
import { boardDisplayName } from 'shared-contracts/rules';
import { useApiMutation } from 'react-kit';
import { useBoardsDeps } from '../data/deps';
import { useBoardEdits } from '../data/useBoardEdits';

export type InviteAnswer = 'accepted' | 'declined';

export interface InviteAnswering {
  busy: boolean;
  error: string | null;
  answer: (answer: InviteAnswer) => void;
}

export function useInviteAnswer(board: Pick<ApiBoard, 'id' | 'name' | 'layout'>): InviteAnswering {
  const { client, events, session } = useBoardsDeps();
  const boardsEdited = useBoardEdits();

  const answering = useApiMutation(
    async (choice: InviteAnswer) => {
      if (choice === 'accepted') await client.write('BoardInviteResource', 'update', { board_id: board.id, accept: true });
      else {
        const viewer = signedInViewer(await session.load());
        if (!viewer) throw new ApiCallError(401, 'not_authenticated', 'Log in to continue.', undefined, true);
        await client.write('BoardInviteResource', 'delete', { board_id: board.id, invited_user_id: viewer.id });
      }
      // The boards read again before the person is told.
      await boardsEdited(BOARD_READS);
    },
    {
      onSuccess: (_answer, choice) => {
        const name = boardDisplayName(board);
        events.emit('toast/requested', {
          message: choice === 'accepted' ? `You joined ${name}` : `You declined the invite to ${name}`,
        });
      },
    },
  );

  const answer = (choice: InviteAnswer) => {
    if (!answering.busy) void answering.run(choice);
  };
  return { busy: answering.busy, error: answering.error, answer };
}

/** What an answer changes: the board itself, lists of boards (the profile, the picker) and the invites. */
const BOARD_READS = ['BoardResource', 'BoardsResource', 'BoardInvitesResource', 'BoardCollaboratorsResource'] as const;
