// Decline and Accept for a board invite, and why an answer failed. In a list of invites each button
// names its board (`boardName`); on the board's own page the board needs no naming.

import type { InviteAnswering } from './useInviteAnswer';
import styles from './InviteBanner.module.css';

const ANSWERS = [
  { answer: 'declined', label: 'Decline', className: 'pb-button' },
  { answer: 'accepted', label: 'Accept', className: 'pb-button pb-button--primary' },
] as const;

export function InviteAnswerButtons({ invite, boardName }: { invite: InviteAnswering; boardName?: string }) {
  return (
    <>
      <div className={styles.actions}>
        {ANSWERS.map(({ answer, label, className }) => (
          <button
            key={answer}
            type="button"
            className={className}
            disabled={invite.busy}
            aria-label={boardName ? `${label} the invite to ${boardName}` : undefined}
            onClick={() => invite.answer(answer)}
          >
            {label}
          </button>
        ))}
      </div>
      {invite.error && (
        <p className={styles.error} role="alert">
          {invite.error}
        </p>
      )}
    </>
  );
}
