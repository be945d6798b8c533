// On a board the viewer is invited to: who invited them, with Accept and Decline.

import type { ApiBoard, ApiUserSummary } from 'shared-contracts/api';
import { PersonPicture } from '../boards/PersonPicture';
import { InviteAnswerButtons } from './InviteAnswerButtons';
import { useInviteAnswer } from './useInviteAnswer';
import styles from './InviteBanner.module.css';

export function InviteBanner({ board, invitedBy }: { board: ApiBoard; invitedBy: ApiUserSummary }) {
  const invite = useInviteAnswer(board);
  const inviter = invitedBy.fullName || invitedBy.username;
  return (
    <div className={styles.banner} role="region" aria-label="Invitation">
      <PersonPicture person={invitedBy} size="small" />
      <p className={styles.text}>
        <strong>{inviter}</strong> invited you to collaborate on this board.
      </p>
      <InviteAnswerButtons invite={invite} />
    </div>
  );
}
