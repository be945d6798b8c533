// One's own profile, Boards tab: the invites to collaborate still waiting for an answer, each with
// Accept and Decline. Nothing shows while there are none.

import { type ApiBoard } from 'shared-contracts/api';
import { boardDisplayName } from 'shared-contracts/rules';
import { PersonPicture } from '../boards/PersonPicture';
import { useRead } from '../data/useRead';
import { InviteAnswerButtons } from './InviteAnswerButtons';
import { useInviteAnswer } from './useInviteAnswer';
import styles from './InviteBanner.module.css';

export function InvitesList() {
  const invites = useRead('BoardInvitesResource', {});
  const state = invites.state;
  if (state.status !== 'ready' || state.data.length === 0) return null;
  return (
    <section className={styles.list} aria-labelledby="board-invites-heading">
      <h2 id="board-invites-heading">Invitations</h2>
      <ul>
        {state.data.map((board) => (
          <InviteItem key={board.id} board={board} />
        ))}
      </ul>
    </section>
  );
}

function InviteItem({ board }: { board: ApiBoard }) {
  const invite = useInviteAnswer(board);
  const inviter = board.invitedBy ?? board.owner;
  return (
    <li className={styles.banner}>
      <PersonPicture person={inviter} size="small" />
      <p className={styles.text}>
        <strong>{inviter.fullName || inviter.username}</strong> invited you to collaborate on{' '}
        <a href={board.url}>{boardDisplayName(board)}</a>.
      </p>
      <InviteAnswerButtons invite={invite} boardName={boardDisplayName(board)} />
    </li>
  );
}
