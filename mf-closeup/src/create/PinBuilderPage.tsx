// The pin builder (/pin-builder, /pin/create/): a picture, its words and a board, then Publish:
// PinResource create, and on to the new pin's closeup. What is typed is kept on this device as a
// draft until it is published or discarded, so a reload or a closed tab loses nothing.

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { actingFields, navigate, signedInViewer } from 'page-runtime';
import { type ApiViewer, type ResourceOptions } from 'shared-contracts/api';
import {
  closeupPath,
  draftHasContent,
  pinCreateMethod,
  type PinDraft,
  pinTextOptions,
  pinTextProblems,
  titleFor,
} from 'shared-contracts/rules';
import { LoadingScreen, RESOURCES_A_SAVE_CHANGES, useApiMutation, useSession } from 'react-kit';
import { useCloseupDeps } from '../data/deps';
import { ImagePicker } from './ImagePicker';
import { clearPinDraft, readPinDraft, writePinDraft } from './pinDraftStorage';
import { PinFields, showSaveFailure, type FormProblem } from './PinFields';
import { SignInFirst } from './SignInFirst';
import styles from './PinBuilder.module.css';

/** The browser's random id of a draft: made only in the browser (an effect, an event), never while rendering, which the server does too. */
function newGuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A new draft, its id ('') given the first time it is kept or published. */
function emptyDraft(): PinDraft {
  return { guid: '', title: '', description: '', link: '', altText: '', image: null, place: null };
}

/** Everything that stops a draft being published, in the order the form shows its fields. */
function draftProblems(draft: PinDraft): FormProblem[] {
  return [
    ...(draft.image ? [] : [{ field: 'image' as const, message: 'Choose an image for your Pin.' }]),
    ...pinTextProblems(draft),
    ...(draft.place ? [] : [{ field: 'board' as const, message: 'Choose a board for your Pin.' }]),
  ];
}

export function PinBuilderPage() {
  const { session } = useCloseupDeps();
  const current = useSession(session);
  useEffect(() => {
    document.title = titleFor('Create Pin');
  }, []);
  if (!current) return <LoadingScreen label="Loading" />;
  const viewer = signedInViewer(current);
  if (!viewer) return <SignInFirst heading="Create Pin" reason="create-pin-or-board" text="Log in to make Pins from your own pictures." />;
  return <PinBuilder key={viewer.id} viewer={viewer} />;
}

type PinCreateOptions = ResourceOptions<'PinResource', 'create'>;

function PinBuilder({ viewer }: { viewer: ApiViewer }) {
  const { client, events } = useCloseupDeps();
  const [restored] = useState(() => readPinDraft(viewer.id));
  const [draft, setDraft] = useState<PinDraft>(() => restored ?? emptyDraft());
  // A new draft's id, made the first time it is kept or published (never while rendering, which the
  // server's sandbox does without Web Crypto); a restored draft keeps its own.
  const newId = useRef<string | null>(null);
  const idOf = (of: PinDraft) => of.guid || (newId.current ??= newGuid());
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const publishing = useApiMutation((options: PinCreateOptions) => client.write('PinResource', 'create', options), {
    invalidates: RESOURCES_A_SAVE_CHANGES,
    onSuccess: ({ pin }) => {
      clearPinDraft(viewer.id);
      events.emit('toast/requested', { message: 'Your Pin is published' });
      navigate(closeupPath(pin.id));
    },
    onError: (message, _options, field) => showSaveFailure(message, field, { atField: setProblems, aboveForm: setFailure }),
  });
  // Still busy once published: the page is on its way to the new pin.
  const busy = publishing.busy || publishing.succeeded;
  const [uploading, setUploading] = useState(false);
  const [showRestored, setShowRestored] = useState(restored !== null && draftHasContent(restored));
  // A discarded draft's picker goes with it (not keyed by the draft's id, which a new draft has not yet).
  const [pickerKey, setPickerKey] = useState(0);

  useEffect(() => {
    if (draftHasContent(draft)) writePinDraft(viewer.id, { ...draft, guid: idOf(draft) });
    else clearPinDraft(viewer.id);
  }, [draft, viewer.id]);

  const change = (next: Partial<PinDraft>) => {
    setDraft((was) => ({ ...was, ...next }));
    // A field's problem goes once the field changes; the rest stay until Publish checks again.
    if (problems.length > 0) setProblems((was) => was.filter((p) => !Object.keys(next).includes(p.field === 'board' ? 'place' : p.field)));
  };

  const discard = () => {
    clearPinDraft(viewer.id);
    newId.current = null;
    setDraft(emptyDraft());
    setPickerKey((n) => n + 1);
    setProblems([]);
    setFailure(null);
    setShowRestored(false);
    setUploading(false);
  };

  const publish = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = draftProblems(draft);
    setProblems(found);
    setFailure(null);
    if (found.length > 0 || !draft.image || !draft.place) return;
    void publishing.run({
      board_id: draft.place.boardId,
      ...(draft.place.sectionId ? { section: draft.place.sectionId } : {}),
      method: pinCreateMethod(idOf(draft)),
      image_url: draft.image.url,
      ...pinTextOptions(draft),
      ...actingFields(viewer.id),
    });
  };

  return (
    <section className={`pb-screen ${styles.page}`} aria-labelledby="builder-heading">
      <h1 id="builder-heading">Create Pin</h1>
      {showRestored && (
        <p className={styles.notice} role="status">
          We kept your draft from last time.{' '}
          <button type="button" className="pb-button" onClick={discard}>
            Start over
          </button>
        </p>
      )}
      <form className={styles.builder} onSubmit={publish} noValidate aria-busy={busy}>
        <ImagePicker
          // A discarded draft's picker goes with it, and with it any upload still on its way.
          key={pickerKey}
          onUploading={setUploading}
          image={draft.image}
          onUploaded={(image) => change({ image })}
          onRemove={() => change({ image: null })}
          error={problems.find((p) => p.field === 'image')?.message ?? null}
        />
        <div className={styles.fields}>
          <PinFields
            values={draft}
            onChange={(values) => change(values)}
            place={draft.place}
            onPlace={(place) => change({ place })}
            problems={problems}
            {...(draft.image ? { imageUrl: draft.image.url } : {})}
          />
          {failure && <p role="alert">{failure}</p>}
          <p className={styles.actions}>
            <button type="button" className="pb-button" onClick={discard} disabled={busy}>
              Discard draft
            </button>
            <button type="submit" className="pb-button pb-button--primary" disabled={busy || uploading}>
              {busy ? 'Publishing…' : 'Publish'}
            </button>
          </p>
        </div>
      </form>
    </section>
  );
}
