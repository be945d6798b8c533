// After Hide Pin or Report Pin on the closeup (or its /feedback/ page): what was done, in spec
// section 8's words ('Pin hidden' with its reason; 'Reported' with its thanks), and Undo, which
// asks the feed area for the opposite action.

import { type ApiPin } from 'shared-contracts/api';
import {
  feedbackTypeOfPin,
  GENERIC_ERROR_MESSAGE,
  hideReasonMessage,
  PIN_HIDDEN,
  REPORTED_MESSAGE,
  REPORTED_TITLE,
} from 'shared-contracts/rules';
import { type HidePath } from 'shared-contracts/platform';
import { useApiMutation } from 'react-kit';
import { useCloseupDeps } from '../data/deps';
import { undoFromCloseup } from './pinFeedback';
import styles from './PinCloseup.module.css';

export interface FeedbackOutcome {
  status: 'hidden' | 'reported';
  path: HidePath;
}

export function FeedbackNotice({ pin, outcome, onUndone }: { pin: ApiPin; outcome: FeedbackOutcome; onUndone: () => void }) {
  const { events } = useCloseupDeps();
  const undo = useApiMutation(() => undoFromCloseup(events, pin, outcome), {
    onSuccess: () => onUndone(),
    onError: () => events.emit('toast/requested', { message: GENERIC_ERROR_MESSAGE }),
  });
  const names = { topic: pin.sourceInterest?.name, pinner: pin.pinner.fullName, board: pin.board?.name, promoter: pin.promoter?.fullName };
  return (
    <div className={styles.notice} role="status">
      <p className={styles.noticeTitle}>{outcome.status === 'reported' ? REPORTED_TITLE : PIN_HIDDEN}</p>
      <p>{outcome.status === 'reported' ? REPORTED_MESSAGE : hideReasonMessage(feedbackTypeOfPin(pin), names)}</p>
      <p className={styles.noticeActions}>
        <button type="button" className="pb-button" disabled={undo.busy || undo.succeeded} onClick={() => void undo.run()}>
          Undo
        </button>
      </p>
    </div>
  );
}
