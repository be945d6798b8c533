// The board picker (save_behavior 1): search the viewer's boards, save to a board or one of its
// sections, or create a board and save to it; someone with no boards yet is asked to create their
// first. A modal <dialog>: the browser keeps focus inside and Escape cancels. Focus starts in the
// search field (or the name field when a board is to be made). Users with fewer than 5 boards are
// offered saving to the profile always.

import { useEffect, useId, useRef, useState } from 'react';
import {
  boardDisplayName,
  saveBehaviorPromptApplies,
  saveToBoard,
  saveToProfile,
  type ApiBoard,
  type ApiBoardSection,
  type ApiViewer,
  type SaveAnswer,
  type SaveRequest,
} from 'shared-contracts';
import { BoardForm, type BoardFields } from '../boards/BoardForm';
import { createBoard, isSecret, pickerBoardsOptions } from '../boards/boardCalls';
import { useModalDialog } from '../boards/useModalDialog';
import { useBoardsDeps } from '../data/deps';
import { useRead } from '../data/useRead';
import { matchingBoards } from './pickerBoards';
import { CANCELLED, failedAnswer, savedAnswer, saveTargetOf } from './saveOutcome';
import styles from './BoardPicker.module.css';

export interface BoardPickerProps {
  request: SaveRequest;
  viewer: ApiViewer;
  /** Called once, with how the save ended: saved, failed or cancelled. */
  onAnswer: (answer: SaveAnswer) => void;
}

const MODAL_ID = 'board-picker';

/** What the picker shows under its heading. */
type PickerView = 'search' | 'create' | 'first-board';

export function BoardPicker({ request, viewer, onAnswer }: BoardPickerProps) {
  const { client, session } = useBoardsDeps();
  const finished = useRef(false);
  const headingId = useId();
  const firstBoardId = useId();
  // The field focus starts in for the view on show: the search, or a new board's name.
  const firstField = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [openBoard, setOpenBoard] = useState<string | null>(null);
  const boards = useRead('BoardsResource', pickerBoardsOptions(viewer.username));

  const finish = (answer: SaveAnswer) => {
    if (finished.current) return;
    finished.current = true;
    onAnswer(answer);
  };
  // Taken off the page unanswered (the area unmounted): the card must not wait for ever.
  const dialog = useModalDialog(MODAL_ID, () => finish(CANCELLED));
  const state = boards.state;
  const view: PickerView = creating ? 'create' : state.status === 'ready' && state.data.length === 0 ? 'first-board' : 'search';
  // After the dialog is shown (the hook above opens it in its own effect, which runs first): a field
  // in a dialog not yet shown cannot take focus, so React's autoFocus would leave it on Close.
  useEffect(() => {
    firstField.current?.focus();
  }, [view]);
  // Once a save is on its way it is no longer the person's to cancel: its answer will come.
  const cancel = () => {
    if (!busy) finish(CANCELLED);
  };

  const run = (save: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    save().catch((error: unknown) => finish(failedAnswer(error)));
  };
  const pin = { pinId: request.pinId, trackingParams: request.trackingParams };

  const saveTo = (board: ApiBoard, section: ApiBoardSection | null) =>
    run(async () => {
      const { savedPinId } = await saveToBoard(pin, viewer, board.id, section?.id ?? null, client);
      finish(savedAnswer(savedPinId, saveTargetOf(board, section)));
    });

  const createAndSave = async (fields: BoardFields) => {
    setBusy(true);
    const board = await createBoard(client, viewer, fields).catch((error: unknown) => {
      setBusy(false);
      throw error;
    });
    const { savedPinId } = await saveToBoard(pin, viewer, board.id, null, client).catch((error: unknown) => {
      finish(failedAnswer(error));
      throw error;
    });
    finish(savedAnswer(savedPinId, saveTargetOf(board, null)));
  };

  const alwaysSaveToProfile = () =>
    run(async () => {
      await client.write('UserResource', 'update', { save_behavior: 0 });
      const { savedPinId } = await saveToProfile(pin, viewer, client);
      void session.refresh().catch(() => undefined);
      finish(savedAnswer(savedPinId, null));
    });

  const shown = state.status === 'ready' ? matchingBoards(state.data, query) : [];
  const offerProfile = state.status === 'ready' && saveBehaviorPromptApplies(state.data.length) && (
    <button type="button" className="pb-button" onClick={alwaysSaveToProfile} disabled={busy}>
      Always save to Profile
    </button>
  );

  return (
    <dialog
      ref={dialog}
      className={`pb-dialog ${styles.picker}`}
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        cancel();
      }}
    >
      <div className={styles.head}>
        <h2 id={headingId}>Save to board</h2>
        <button type="button" className={styles.iconButton} aria-label="Close" onClick={cancel} disabled={busy}>
          ×
        </button>
      </div>
      {request.imageUrl && <img className={styles.pin} src={request.imageUrl} alt={request.title ?? ''} width={80} />}
      {view === 'create' && (
        <BoardForm submitLabel="Create and save" onSubmit={createAndSave} nameRef={firstField}>
          <button type="button" className="pb-button" onClick={() => setCreating(false)} disabled={busy}>
            Back to boards
          </button>
        </BoardForm>
      )}
      {view === 'first-board' && (
        <section className={styles.firstBoard} aria-labelledby={firstBoardId}>
          <h3 id={firstBoardId}>Create your first board</h3>
          <p>Boards keep the Pins you save together. Name your first one, and this Pin goes on it.</p>
          <BoardForm submitLabel="Create and save" onSubmit={createAndSave} nameRef={firstField} />
          {offerProfile && <div className={styles.foot}>{offerProfile}</div>}
        </section>
      )}
      {view === 'search' && (
        <>
          <label className={styles.search}>
            <span className="pb-visually-hidden">Search boards</span>
            <input
              ref={firstField}
              type="search"
              placeholder="Search boards"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </label>
          {state.status === 'loading' && <p role="status">Loading your boards…</p>}
          {state.status === 'failed' && <p role="alert">{state.message}</p>}
          {state.status === 'ready' && shown.length === 0 && <p>No boards match “{query.trim()}”.</p>}
          <ul className={styles.list} aria-label="Your boards" aria-busy={busy}>
            {shown.map((board) => (
              <PickerRow
                key={board.id}
                board={board}
                expanded={openBoard === board.id}
                onToggle={() => setOpenBoard(openBoard === board.id ? null : board.id)}
                onPick={saveTo}
                disabled={busy}
              />
            ))}
          </ul>
          <div className={styles.foot}>
            <button type="button" className="pb-button pb-button--primary" onClick={() => setCreating(true)} disabled={busy}>
              Create board
            </button>
            {offerProfile}
          </div>
        </>
      )}
    </dialog>
  );
}

interface PickerRowProps {
  board: ApiBoard;
  expanded: boolean;
  disabled: boolean;
  onToggle: () => void;
  onPick: (board: ApiBoard, section: ApiBoardSection | null) => void;
}

function PickerRow({ board, expanded, disabled, onToggle, onPick }: PickerRowProps) {
  const name = boardDisplayName(board);
  const cover = board.coverImages?.[0];
  return (
    <li className={styles.row}>
      <button type="button" className={styles.board} onClick={() => onPick(board, null)} disabled={disabled} aria-label={`Save to ${name}`}>
        {cover ? <img src={cover.url} alt="" width={48} height={48} /> : <span className={styles.blank} />}
        <span>{name}</span>
        {isSecret(board) && <span className={styles.secret}>Secret</span>}
      </button>
      {board.sectionCount > 0 && (
        <button type="button" className={styles.iconButton} aria-expanded={expanded} aria-label={`Sections of ${name}`} onClick={onToggle}>
          {expanded ? '▾' : '▸'}
        </button>
      )}
      {expanded && <SectionList boardId={board.id} boardName={name} onPick={(section) => onPick(board, section)} disabled={disabled} />}
    </li>
  );
}

function SectionList({
  boardId,
  boardName,
  onPick,
  disabled,
}: {
  boardId: string;
  boardName: string;
  onPick: (section: ApiBoardSection) => void;
  disabled: boolean;
}) {
  const sections = useRead('BoardSectionsResource', { board_id: boardId });
  const state = sections.state;
  if (state.status === 'loading') return <p role="status">Loading sections…</p>;
  if (state.status !== 'ready') return <p role="alert">{state.status === 'failed' ? state.message : 'That board is gone.'}</p>;
  return (
    <ul className={styles.sections} aria-label={`Sections of ${boardName}`}>
      {state.data.map((section) => (
        <li key={section.id}>
          <button type="button" onClick={() => onPick(section)} disabled={disabled} aria-label={`Save to ${section.title} in ${boardName}`}>
            {section.title}
          </button>
        </li>
      ))}
    </ul>
  );
}
