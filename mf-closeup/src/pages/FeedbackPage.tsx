// /pin/{id}/feedback/: what a person can tell us about a pin, in a page of its own (a link from a
// message or an email lands here): hide it from their feeds, or report it.

import { useState } from 'react';
import { type ApiPin } from 'shared-contracts/api';
import { GENERIC_ERROR_MESSAGE } from 'shared-contracts/rules';
import { hidePin, signedInViewer } from 'page-runtime';
import { ReportPinDialog, useApiMutation, useSession } from 'react-kit';
import { FeedbackNotice, type FeedbackOutcome } from '../closeup/FeedbackNotice';
import { useCloseupDeps } from '../data/deps';
import { PinSubpage } from './PinSubpage';
import styles from './PinSummary.module.css';

function FeedbackChoices({ pin }: { pin: ApiPin }) {
  const { client, events, session } = useCloseupDeps();
  const viewer = signedInViewer(useSession(session));
  const [done, setDone] = useState<FeedbackOutcome | null>(null);
  const [reporting, setReporting] = useState(false);
  const hiding = useApiMutation(() => hidePin(pin, 'PinCloseup', client), {
    onSuccess: (path) => setDone({ status: 'hidden', path }),
    onError: () => events.emit('toast/requested', { message: GENERIC_ERROR_MESSAGE }),
  });
  const busy = hiding.busy;
  const signedIn = (): boolean => {
    if (viewer) return true;
    events.emit('auth/required', { reason: 'hide', returnTo: window.location.pathname });
    return false;
  };
  const hide = () => {
    if (!signedIn()) return;
    void hiding.run();
  };
  if (done) return <FeedbackNotice pin={pin} outcome={done} onUndone={() => setDone(null)} />;
  return (
    <>
      <p>Not what you want to see, or against the rules? Tell us and we&apos;ll act on it.</p>
      <p className={styles.choices}>
        <button type="button" className="pb-button" disabled={busy} onClick={hide}>
          Hide Pin
        </button>
        <button type="button" className="pb-button pb-button--primary" disabled={busy} onClick={() => signedIn() && setReporting(true)}>
          Report Pin
        </button>
      </p>
      {reporting && (
        <ReportPinDialog
          pin={pin}
          surface="PinCloseup"
          client={client}
          events={events}
          onReported={(path) => setDone({ status: 'reported', path })}
          onClose={() => setReporting(false)}
        />
      )}
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
