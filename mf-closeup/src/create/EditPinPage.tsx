// /pin/{id}/edit for the pin's owner: its title, description (500), link, alt text, board and
// section, and Delete (asked first; 'Pin deleted!' or 'Sorry! There was an error deleting your
// Pin.'). Anyone else gets the not-found page, as the API refuses them (403).

import { useEffect, useState, type FormEvent } from 'react';
import { navigate, signedInViewer } from 'page-runtime';
import { type ApiPin, type ResourceOptions } from 'shared-contracts/api';
import { closeupPath, mayEditPin, pinTextOptions, pinTextProblems, type PinTextValues, placeOf, titleFor } from 'shared-contracts/rules';
import { type SaveTarget } from 'shared-contracts/platform';
import { FailedScreen, LoadingScreen, NotFoundScreen, RESOURCES_A_SAVE_CHANGES, useApiMutation, useSession } from 'react-kit';
import { DeletePinDialog } from '../closeup/DeletePinDialog';
import { useCloseupDeps } from '../data/deps';
import { DeletedPinScreen } from '../closeup/DeletedPinScreen';
import { usePin } from '../pages/PinSummary';
import { PinFields, showSaveFailure, type FormProblem } from './PinFields';
import { SignInFirst } from './SignInFirst';
import styles from './PinBuilder.module.css';

function placeOfPin(pin: ApiPin): SaveTarget | null {
  return pin.board ? placeOf(pin.board, pin.section) : null;
}

export function EditPinPage({ pinId }: { pinId: string }) {
  const { session } = useCloseupDeps();
  const current = useSession(session);
  const { pin, retry, gone } = usePin(pinId);
  useEffect(() => {
    document.title = titleFor('Edit Pin');
  }, []);
  if (!current) return <LoadingScreen label="Loading" />;
  const viewer = signedInViewer(current);
  if (!viewer) return <SignInFirst heading="Edit Pin" reason="edit" text="Log in to edit your Pins." />;
  if (pin.status === 'loading') return <LoadingScreen label="Loading your Pin" />;
  if (gone) return <DeletedPinScreen />;
  if (pin.status === 'failed') return <FailedScreen message={pin.message} onRetry={retry} />;
  if (pin.status === 'missing' || !mayEditPin(viewer.id, pin.data.pinner.id)) return <NotFoundScreen what="Pin" />;
  return <EditPinForm key={pin.data.id} pin={pin.data} />;
}

type PinUpdateOptions = ResourceOptions<'PinResource', 'update'>;

function EditPinForm({ pin }: { pin: ApiPin }) {
  const { client, events } = useCloseupDeps();
  const [values, setValues] = useState<PinTextValues>({
    title: pin.title,
    description: pin.description,
    link: pin.link ?? '',
    altText: pin.altText,
  });
  const [place, setPlace] = useState<SaveTarget | null>(placeOfPin(pin));
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const updating = useApiMutation((options: PinUpdateOptions) => client.write('PinResource', 'update', options), {
    // The closeup, boards and profiles read the pin afresh, with its new words and place.
    invalidates: ['PinResource', ...RESOURCES_A_SAVE_CHANGES],
    onSuccess: () => {
      events.emit('toast/requested', { message: 'Your Pin was updated' });
      navigate(closeupPath(pin.id));
    },
    onError: (message, _options, field) => showSaveFailure(message, field, { atField: setProblems, aboveForm: setFailure }),
  });
  // Still busy once saved: the page is on its way back to the pin.
  const busy = updating.busy || updating.succeeded;
  const [deleting, setDeleting] = useState(false);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = pinTextProblems(values);
    setProblems(found);
    setFailure(null);
    if (found.length > 0) return;
    void updating.run({
      id: pin.id,
      ...pinTextOptions(values),
      ...(place ? { board_id: place.boardId, ...(place.sectionId ? { section: place.sectionId } : {}) } : {}),
    });
  };

  const image = pin.images['736x'];
  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby="edit-heading">
      <h1 id="edit-heading">Edit Pin</h1>
      <form className={styles.builder} onSubmit={save} noValidate aria-busy={busy}>
        <div className={styles.picture}>
          <img src={image.url} alt={pin.altText || pin.title} width={image.width} height={image.height} />
        </div>
        <div className={styles.fields}>
          <PinFields
            values={values}
            onChange={setValues}
            place={place}
            onPlace={setPlace}
            problems={problems}
            imageUrl={pin.images['236x'].url}
          />
          {failure && <p role="alert">{failure}</p>}
          <p className={styles.actions}>
            <button type="button" className={`pb-button ${styles.danger}`} onClick={() => setDeleting(true)} disabled={busy}>
              Delete
            </button>
            <a className="pb-button" href={closeupPath(pin.id)}>
              Cancel
            </a>
            <button type="submit" className="pb-button pb-button--primary" disabled={busy}>
              {busy ? 'Saving…' : 'Save'}
            </button>
          </p>
        </div>
      </form>
      {deleting && <DeletePinDialog pin={pin} onClose={() => setDeleting(false)} />}
    </section>
  );
}
