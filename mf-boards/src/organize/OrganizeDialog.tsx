// Organize and Change (spec section 2's /pin/{id}/repin/ with isEditingPin): the viewer's saved
// pin moved to another board or section, or its description changed (at most 500), over the page
// the person was on. A modal <dialog>: focus stays inside, Escape cancels.

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { type ApiBoard, type ApiBoardSection, type ApiPin, type ApiViewer } from 'shared-contracts/api';
import { boardDisplayName, mayEditPin, PIN_DESCRIPTION_MAX, pinTextProblems, saveTargetOf } from 'shared-contracts/rules';
import { type OrganizeAnswer, type OrganizeRequest } from 'shared-contracts/platform';
import { actingAccount, actingFields } from 'page-runtime';
import { LimitedTextArea, useApiMutation } from 'react-kit';
import { pickerBoardsOptions } from '../boards/boardCalls';
import { useModalDialog } from '../boards/useModalDialog';
import { useBoardsDeps } from '../data/deps';
import { useRead } from '../data/useRead';
import styles from './OrganizeDialog.module.css';

export interface OrganizeDialogProps {
  request: OrganizeRequest;
  viewer: ApiViewer;
  /** Called once, with how it ended. */
  onDone: (answer: OrganizeAnswer) => void;
}

export function OrganizeDialog({ request, viewer, onDone }: OrganizeDialogProps) {
  const headingId = useId();
  const finished = useRef(false);
  const finish = (answer: OrganizeAnswer) => {
    if (finished.current) return;
    finished.current = true;
    onDone(answer);
  };
  const dialog = useModalDialog('organize-pin', () => finish({ kind: 'cancelled' }));
  const pin = useRead('PinResource', { id: request.savedPinId });
  const boards = useRead('BoardsResource', pickerBoardsOptions(viewer));
  const heading = request.boardId ? 'Organize Pin' : 'Change Pin';
  const cancel = () => dialog.current?.close();

  let body;
  let withForm = false;
  if (pin.state.status === 'loading' || boards.state.status === 'loading') body = <p role="status">Loading your Pin…</p>;
  else if (pin.state.status !== 'ready' || !mayEditPin(actingAccount(viewer).id, pin.state.data.pinner.id))
    body = <p role="alert">This Pin isn&apos;t one you saved, or it was deleted.</p>;
  else if (boards.state.status !== 'ready')
    body = <p role="alert">{boards.state.status === 'failed' ? boards.state.message : 'Your boards could not be read.'}</p>;
  else {
    withForm = true;
    body = (
      <OrganizeForm pin={pin.state.data} boards={boards.state.data} acting={actingFields(viewer.id)} onCancel={cancel} onDone={finish} />
    );
  }

  return (
    <dialog ref={dialog} className={`pb-dialog ${styles.dialog}`} aria-labelledby={headingId} onClose={() => finish({ kind: 'cancelled' })}>
      <h2 id={headingId}>{heading}</h2>
      {body}
      {!withForm && (
        <p className="pb-dialog__actions">
          <button type="button" className="pb-button" onClick={cancel}>
            Close
          </button>
        </p>
      )}
    </dialog>
  );
}

interface OrganizeFormProps {
  pin: ApiPin;
  boards: ApiBoard[];
  /** The orbac_subject_id the move carries while the viewer acts as a business. */
  acting: { orbac_subject_id?: string };
  onCancel: () => void;
  onDone: (answer: OrganizeAnswer) => void;
}

function OrganizeForm({ pin, boards, acting, onCancel, onDone }: OrganizeFormProps) {
  const { client } = useBoardsDeps();
  const id = useId();
  // The pin's own board is offered even when it is not among the boards listed.
  const choices = pin.board && !boards.some((b) => b.id === pin.board?.id) ? [pin.board, ...boards] : boards;
  const [boardId, setBoardId] = useState(pin.board?.id ?? choices[0]?.id ?? '');
  const [sectionId, setSectionId] = useState(pin.section?.id ?? '');
  const [description, setDescription] = useState(pin.description);
  const saving = useApiMutation(
    (move: { board: ApiBoard; section: ApiBoardSection | null; description: string }) =>
      client.write('PinResource', 'update', {
        id: pin.id,
        board_id: move.board.id,
        ...(move.section ? { section: move.section.id } : {}),
        description: move.description,
        ...acting,
      }),
    {
      onSuccess: (updated, { board, section }) => {
        const moved = updated.board?.id !== pin.board?.id || (updated.section?.id ?? '') !== (pin.section?.id ?? '');
        onDone({ kind: 'organized', target: saveTargetOf(board, section), description: updated.description, moved });
      },
    },
  );
  // The dialog closes after a success: it stays as it is until then.
  const busy = saving.busy || saving.succeeded;
  const error = saving.error;
  const boardField = useRef<HTMLSelectElement>(null);
  // The form replaces the loading line (and the Close button focus started on): focus moves into it.
  useEffect(() => {
    boardField.current?.focus();
  }, []);
  const sections = useRead('BoardSectionsResource', { board_id: boardId || pin.board?.id || '0' });
  const sectionList = sections.state.status === 'ready' ? sections.state.data : [];
  const problem = pinTextProblems({ title: '', description, link: '', altText: '' }).find((p) => p.field === 'description');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const board = choices.find((b) => b.id === boardId);
    if (busy || !board || problem) return;
    const section = sectionList.find((s) => s.id === sectionId) ?? null;
    void saving.run({ board, section, description });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <img className={styles.picture} src={pin.images['236x'].url} alt={pin.altText || pin.title} width={96} />
      <div className={styles.fields}>
        <div className="pb-field">
          <label htmlFor={`${id}-board`}>Board</label>
          <select
            ref={boardField}
            id={`${id}-board`}
            value={boardId}
            onChange={(event) => {
              setBoardId(event.target.value);
              setSectionId('');
            }}
          >
            {choices.map((board) => (
              <option key={board.id} value={board.id}>
                {boardDisplayName(board)}
              </option>
            ))}
          </select>
        </div>
        <div className="pb-field">
          <label htmlFor={`${id}-section`}>Section</label>
          <select
            id={`${id}-section`}
            value={sectionId}
            onChange={(event) => setSectionId(event.target.value)}
            disabled={sections.state.status !== 'ready'}
          >
            <option value="">No section</option>
            {sectionList.map((section) => (
              <option key={section.id} value={section.id}>
                {section.title}
              </option>
            ))}
          </select>
        </div>
        <LimitedTextArea
          label="Description"
          value={description}
          onChange={setDescription}
          max={PIN_DESCRIPTION_MAX}
          error={problem?.message ?? null}
        />
        {error && <p role="alert">{error}</p>}
        <p className="pb-dialog__actions">
          <button type="button" className="pb-button" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="pb-button pb-button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        </p>
      </div>
    </form>
  );
}
