// /pin/{id}/feedback/: what a person can tell us about a pin, in a page of its own (a link from a
// message or an email lands here): hide it from their feeds, or report it.

import { useState } from 'react';
import {
  feedbackTypeFor,
  GENERIC_ERROR_MESSAGE,
  hideReasonMessage,
  hidePin,
  PIN_HIDDEN,
  REPORTED_MESSAGE,
  REPORTED_TITLE,
  reportPin,
  signedInViewer,
  type ApiPin,
} from 'shared-contracts';
import { useSession } from 'shared-contracts/react';
import { useCloseupDeps } from '../data/deps';
import { PinSubpage } from './PinSubpage';
import styles from './PinSummary.module.css';

function FeedbackChoices({ pin }: { pin: ApiPin }) {
  const { client, events, session } = useCloseupDeps();
  const viewer = signedInViewer(useSession(session));
  const [done, setDone] = useState<'hidden' | 'reported' | null>(null);
  const [busy, setBusy] = useState(false);
  const run = (action: () => Promise<unknown>, outcome: 'hidden' | 'reported') => {
    if (!viewer) {
      events.emit('auth/required', { reason: 'hide', returnTo: window.location.pathname });
      return;
    }
    setBusy(true);
    action()
      .then(() => setDone(outcome))
      .catch(() => events.emit('toast/requested', { message: GENERIC_ERROR_MESSAGE }))
      .finally(() => setBusy(false));
  };
  if (done === 'reported')
    return (
      <div className={styles.empty} role="status">
        <p>
          <strong>{REPORTED_TITLE}</strong>
        </p>
        <p>{REPORTED_MESSAGE}</p>
      </div>
    );
  if (done === 'hidden') {
    const names = {
      topic: pin.sourceInterest?.name,
      pinner: pin.pinner.fullName,
      board: pin.board?.name,
      promoter: pin.promoter?.fullName,
    };
    return (
      <div className={styles.empty} role="status">
        <p>
          <strong>{PIN_HIDDEN}</strong>
        </p>
        <p>{hideReasonMessage(feedbackTypeFor(pin), names)}</p>
      </div>
    );
  }
  return (
    <>
      <p>Not what you want to see, or against the rules? Tell us and we&apos;ll act on it.</p>
      <p className={styles.choices}>
        <button type="button" className="pb-button" disabled={busy} onClick={() => run(() => hidePin(pin, 'PinCloseup', client), 'hidden')}>
          Hide Pin
        </button>
        <button
          type="button"
          className="pb-button pb-button--primary"
          disabled={busy}
          onClick={() => run(() => reportPin(pin, client), 'reported')}
        >
          Report Pin
        </button>
      </p>
    </>
  );
}

export function FeedbackPage({ pinId }: { pinId: string }) {
  return (
    <PinSubpage pinId={pinId} heading="Feedback on this Pin">
      {(pin) => <FeedbackChoices pin={pin} />}
    </PinSubpage>
  );
}
