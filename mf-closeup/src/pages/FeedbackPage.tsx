// /pin/{id}/feedback/: what a person can tell us about a pin, in a page of its own (a link from a
// message or an email lands here): hide it from their feeds, or report it.

import { useState } from 'react';
import { type ApiPin } from 'shared-contracts/api';
import { GENERIC_ERROR_MESSAGE } from 'shared-contracts/rules';
import { signedInViewer } from 'page-runtime';
import { useApiMutation, useSession } from 'react-kit';
import { FeedbackNotice, type FeedbackOutcome } from '../closeup/FeedbackNotice';
import { hideFromCloseup, reportFromCloseup } from '../closeup/pinFeedback';
import { useCloseupDeps } from '../data/deps';
import { PinSubpage } from './PinSubpage';
import styles from './PinSummary.module.css';

function FeedbackChoices({ pin }: { pin: ApiPin }) {
  const { events, session } = useCloseupDeps();
  const viewer = signedInViewer(useSession(session));
  const [done, setDone] = useState<FeedbackOutcome | null>(null);
  const failed = () => events.emit('toast/requested', { message: GENERIC_ERROR_MESSAGE });
  const hiding = useApiMutation(() => hideFromCloseup(events, pin), { onSuccess: setDone, onError: failed });
  const busy = hiding.busy;
  const signedIn = (): boolean => {
    if (viewer) return true;
    events.emit('auth/required', { reason: 'hide', returnTo: window.location.pathname });
    return false;
  };
  const hide = () => {
    if (signedIn()) void hiding.run();
  };
  // The feed area's dialog, answered when it closes. Report stays enabled meanwhile: the browser
  // gives it focus back when the dialog closes.
  const report = () => {
    if (signedIn()) void reportFromCloseup(events, pin).then((outcome) => outcome && setDone(outcome), failed);
  };
  if (done) return <FeedbackNotice pin={pin} outcome={done} onUndone={() => setDone(null)} />;
  return (
    <>
      <p>Not what you want to see, or against the rules? Tell us and we&apos;ll act on it.</p>
      <p className={styles.choices}>
        <button type="button" className="pb-button" disabled={busy} onClick={hide}>
          Hide Pin
        </button>
        <button type="button" className="pb-button pb-button--primary" disabled={busy} onClick={report}>
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
