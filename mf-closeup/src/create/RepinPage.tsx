// /pin/{id}/repin/ (spec sections 2 and 4). With isEditingPin: Organize or Change the viewer's
// saved pin, in the boards area's dialog over the pin. With isOneTapSave: the picker for the pin.
// Plain: where login returns a visitor who pressed Save, and the save they asked for is made,
// once: afterwards the page is replaced by the page Save was pressed on (else the pin's closeup),
// so neither Back nor a reload repeats it; reached any other way (a link from elsewhere), it saves only when Save is pressed.

import { useEffect, useRef, useState } from 'react';
import { type ApiPin } from 'shared-contracts/api';
import { closeupPath, repinIntent, type RepinIntent } from 'shared-contracts/rules';
import { replaceLocation, signedInViewer } from 'page-runtime';
import { LoadingScreen, useSession } from 'react-kit';
import { useCloseupDeps } from '../data/deps';
import { organizePin, savePin } from '../data/boardsAreaCommands';
import { takePendingSave } from './pendingSave';
import { PinSubpage } from '../pages/PinSubpage';
import { SignInFirst } from './SignInFirst';

function headingOf(intent: RepinIntent): string {
  if (intent.kind !== 'organize') return 'Save Pin';
  return intent.boardId ? 'Organize Pin' : 'Change Pin';
}

export function RepinPage({ pinId, query }: { pinId: string; query: Record<string, string> }) {
  const { session } = useCloseupDeps();
  const current = useSession(session);
  const intent = repinIntent(pinId, query, typeof window === 'undefined' ? null : window.history.state);
  if (!current) return <LoadingScreen label="Loading" />;
  if (!signedInViewer(current))
    return (
      <SignInFirst
        heading={headingOf(intent)}
        reason={intent.kind === 'organize' ? 'edit' : 'save'}
        text="Log in to save Pins to your boards."
      />
    );
  return (
    <PinSubpage pinId={pinId} heading={headingOf(intent)}>
      {(pin) => <RepinAction pin={pin} intent={intent} />}
    </PinSubpage>
  );
}

function RepinAction({ pin, intent }: { pin: ApiPin; intent: RepinIntent }) {
  const { events } = useCloseupDeps();
  const started = useRef(false);
  // A plain repin path saves by itself only for the Save this tab pressed before logging in (and then
  // returns to the page it was pressed on); a link from elsewhere to the same path waits for the person's own click.
  const [pending] = useState(() => (intent.kind === 'save' ? takePendingSave(pin.id) : null));
  const asked = intent.kind !== 'save' || pending !== null;
  const done = (to: string) => replaceLocation(pending?.from ?? closeupPath(to));

  const save = () =>
    savePin(
      {
        pinId: pin.id,
        originalPinId: pin.originalPinId,
        trackingParams: pin.trackingParams,
        surface: 'PinCloseup',
        imageUrl: pin.images['236x'].url,
        title: pin.title,
        ...(intent.kind === 'one-tap' ? { pickBoard: true } : {}),
      },
      events,
    ).then(() => done(pin.id));

  useEffect(() => {
    if (started.current || !asked) return;
    started.current = true;
    if (intent.kind === 'organize') {
      void organizePin({ savedPinId: intent.savedPinId, boardId: intent.boardId, originalPinId: intent.originalPinId }, events).then(() =>
        done(intent.originalPinId ?? intent.savedPinId),
      );
      return;
    }
    // Already saved (this page reached again): nothing more to make.
    if (intent.kind === 'save' && pin.savedInfo) {
      done(pin.id);
      return;
    }
    void save();
  });

  if (!asked)
    return (
      <p>
        <button type="button" className="pb-button pb-button--primary" onClick={() => void save()}>
          Save
        </button>
      </p>
    );
  return <p role="status">{intent.kind === 'organize' ? 'Choose where this Pin goes.' : 'Choose a board for this Pin.'}</p>;
}
