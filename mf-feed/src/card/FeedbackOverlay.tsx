import { useState } from 'react';
import { type ApiGridPin } from 'shared-contracts/api';
import {
  GENERIC_ERROR_MESSAGE,
  hideReasonMessage,
  offersUnfollow,
  PIN_HIDDEN,
  REPORTED_MESSAGE,
  REPORTED_TITLE,
  TUNE_HOME_FEED,
  unfollowedMessage,
} from 'shared-contracts/rules';
import { useApiMutation } from 'react-kit';
import { useFeedDeps } from '../data/deps';
import { pinFeedback } from '../feedback/pinFeedback';
import { useGrid } from '../grid/GridContext';
import type { HiddenOverride } from '../grid/usePinOverrides';
import styles from './FeedbackOverlay.module.css';

export interface FeedbackOverlayProps {
  pin: ApiGridPin;
  hidden: HiddenOverride;
}

/** What a hidden pin's cell shows: the confirmation, its reason, Unfollow, Undo and the feed-tuning link. */
export function FeedbackOverlay({ pin, hidden }: FeedbackOverlayProps) {
  const { updateOverride } = useGrid();
  const { client, events } = useFeedDeps();
  // Undo, Unfollow and the report's Undo: one at a time, each a write and what follows it.
  const action = useApiMutation((work: () => Promise<void>) => work(), {
    onError: () => events.emit('toast/requested', { message: GENERIC_ERROR_MESSAGE }),
  });
  const busy = action.busy;
  const [unfollowed, setUnfollowed] = useState<string | null>(null);
  const onFollowingPage = window.location.pathname.startsWith('/following');

  const undo = () =>
    void action.run(async () => {
      await (await pinFeedback()).undoHide(client, events, { pinId: pin.id, path: hidden.path });
    });
  const unfollow = () =>
    void action.run(async () => {
      const names = await (await pinFeedback()).unfollowSource(client, pin, hidden.feedbackType);
      setUnfollowed('topic' in names ? hideReasonMessage('topic', names) : unfollowedMessage(names));
      updateOverride(pin.id, { hidden: { ...hidden, status: 'unfollowed' } });
    });

  if (hidden.status === 'reported') {
    const undoReported = () =>
      void action.run(async () => {
        await (await pinFeedback()).undoReport(client, events, { pinId: pin.id, path: hidden.path });
      });
    return (
      <div className={styles.panel} role="group" aria-label={REPORTED_TITLE} aria-busy={busy}>
        <p className={styles.title}>{REPORTED_TITLE}</p>
        <p>{REPORTED_MESSAGE}</p>
        <p className={styles.actions}>
          <button type="button" className="pb-button" disabled={busy} onClick={undoReported}>
            Undo
          </button>
        </p>
      </div>
    );
  }
  const names = { topic: pin.sourceInterest?.name, pinner: pin.pinner.fullName, board: pin.board?.name, promoter: pin.promoter?.fullName };
  return (
    <div className={styles.panel} role="group" aria-label={PIN_HIDDEN} aria-busy={busy}>
      <p className={styles.title}>{PIN_HIDDEN}</p>
      <p>{unfollowed ?? hideReasonMessage(hidden.feedbackType, names)}</p>
      <p className={styles.actions}>
        {offersUnfollow(hidden.feedbackType, onFollowingPage) && hidden.status !== 'unfollowed' && (
          <button type="button" className="pb-button" disabled={busy} onClick={unfollow}>
            Unfollow
          </button>
        )}
        <button type="button" className="pb-button pb-button--primary" disabled={busy} onClick={undo}>
          Undo
        </button>
      </p>
      <a href={TUNE_HOME_FEED.href}>{TUNE_HOME_FEED.label}</a>
    </div>
  );
}
