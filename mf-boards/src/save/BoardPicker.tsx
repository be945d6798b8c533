// The board picker (save_behavior 1): search the viewer's boards, save to a board or one of its
// sections, or create a board and save to it; someone with no boards yet is asked to create their
// first. A modal <dialog>: the browser keeps focus inside and Escape cancels. Focus starts in the
// search field (or the name field when a board is to be made). Users with fewer than 5 boards are
// offered saving to the profile always.

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { type ApiBoard, type ApiBoardSection, type ApiViewer, boardDisplayName, saveBehaviorPromptApplies } from 'shared-contracts';
import { Icon } from 'react-kit';
import { BoardForm, type BoardFields } from '../boards/BoardForm';
import { createBoard, isSecret, pickerBoardsOptions } from '../boards/boardCalls';
import { useModalDialog } from '../boards/useModalDialog';
import { useBoardsDeps } from '../data/deps';
import { useRead } from '../data/useRead';
import { matchingBoards } from './pickerBoards';
import styles from './BoardPicker.module.css';

/** What picking a board does: save the pin there, or only name the board (the builder's board field). */
export interface PickerJob {
  heading: string;
  /** The verb on each board's button and after a new board's name: 'Save to', 'Choose'. */
  verb: string;
  imageUrl?: string;
  title?: string;
  /** Does the job with the board; the layer that asked closes the picker when it is done. */
  pick: (board: ApiBoard, section: ApiBoardSection | null) => Promise<void>;
  /** 'Always save to Profile', offered to people with few boards when saving. */
  toProfile?: () => Promise<void>;
}

export interface BoardPickerProps {
  job: PickerJob;
  viewer: ApiViewer;
  /** Closed unanswered (Close, Escape, or taken off the page). */
  onCancel: () => void;
  /** The job failed: the layer says why. */
  onFail: (error: unknown) => void;
}

const MODAL_ID = 'board-picker';

/** What the picker shows under its heading. */
type PickerView = 'search' | 'create' | 'first-board';

export function BoardPicker({ job, viewer, onCancel, onFail }: BoardPickerProps) {
  const { client } = useBoardsDeps();
  const finished = useRef(false);
  const headingId = useId();
  const firstBoardId = useId();
  // The field focus starts in for the view on show: the search, or a new board's name.
  const firstField = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const [openBoard, setOpenBoard] = useState<string | null>(null);
  const boards = useRead('BoardsResource', pickerBoardsOptions(viewer));

  const finish = (ended: () => void) => {
    if (finished.current) return;
    finished.current = true;
    ended();
  };
  // Taken off the page unanswered (the area unmounted): the card must not wait for ever.
  const dialog = useModalDialog(MODAL_ID, () => finish(onCancel));
  const state = boards.state;
  const view: PickerView = creating ? 'create' : state.status === 'ready' && state.data.length === 0 ? 'first-board' : 'search';
  // After the dialog is shown (the hook above opens it in its own effect, which runs first): a field
  // in a dialog not yet shown cannot take focus, so React's autoFocus would leave it on Close.
  useEffect(() => {
    firstField.current?.focus();
  }, [view]);
  // Once a save is on its way it is no longer the person's to cancel: its answer will come.
  const cancel = () => {
    if (!busy) finish(onCancel);
  };

  // Once the job is under way it ends the picker itself (the layer closes it on success), so the
  // picker counts as answered from then on; a failure is still said, once.
  const run = (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    finished.current = true;
    work().catch((error: unknown) => onFail(error));
  };

  const pickBoard = (board: ApiBoard, section: ApiBoardSection | null) => run(() => job.pick(board, section));

  const createAndPick = async (fields: BoardFields) => {
    setBusy(true);
    // A board that could not be made is the form's to say (it stays open for another try).
    const board = await createBoard(client, viewer, fields).catch((error: unknown) => {
      setBusy(false);
      throw error;
    });
    finished.current = true;
    await job.pick(board, null).catch((error: unknown) => {
      onFail(error);
      throw error;
    });
  };

  const { toProfile } = job;
  const createLabel = `Create and ${job.verb === 'Save to' ? 'save' : 'choose'}`;
  const shown = state.status === 'ready' ? matchingBoards(state.data, query) : [];
  const offerProfile: ReactNode = toProfile && state.status === 'ready' && saveBehaviorPromptApplies(state.data.length) && (
    <button type="button" className="pb-button" onClick={() => run(toProfile)} disabled={busy}>
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
        <h2 id={headingId}>{job.heading}</h2>
        <button type="button" className={styles.iconButton} aria-label="Close" onClick={cancel} disabled={busy}>
          <Icon name="close" />
        </button>
      </div>
      {job.imageUrl && <img className={styles.pin} src={job.imageUrl} alt={job.title ?? ''} width={80} />}
      {view === 'create' && (
        <BoardForm submitLabel={createLabel} onSubmit={createAndPick} nameRef={firstField}>
          <button type="button" className="pb-button" onClick={() => setCreating(false)} disabled={busy}>
            Back to boards
          </button>
        </BoardForm>
      )}
      {view === 'first-board' && (
        <section className={styles.firstBoard} aria-labelledby={firstBoardId}>
          <h3 id={firstBoardId}>Create your first board</h3>
          <p>Boards keep your Pins together. Name your first one, and this Pin goes on it.</p>
          <BoardForm submitLabel={createLabel} onSubmit={createAndPick} nameRef={firstField} />
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
                onPick={pickBoard}
                verb={job.verb}
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
  verb: string;
  expanded: boolean;
  disabled: boolean;
  onToggle: () => void;
  onPick: (board: ApiBoard, section: ApiBoardSection | null) => void;
}

function PickerRow({ board, verb, expanded, disabled, onToggle, onPick }: PickerRowProps) {
  const name = boardDisplayName(board);
  const cover = board.coverImages?.[0];
  return (
    <li className={styles.row}>
      <button type="button" className={styles.board} onClick={() => onPick(board, null)} disabled={disabled} aria-label={`${verb} ${name}`}>
        {cover ? <img src={cover.url} alt="" width={48} height={48} /> : <span className={styles.blank} />}
        <span>{name}</span>
        {isSecret(board) && <span className={styles.secret}>Secret</span>}
      </button>
      {board.sectionCount > 0 && (
        <button type="button" className={styles.iconButton} aria-expanded={expanded} aria-label={`Sections of ${name}`} onClick={onToggle}>
          {expanded ? '▾' : '▸'}
        </button>
      )}
      {expanded && (
        <SectionList boardId={board.id} boardName={name} verb={verb} onPick={(section) => onPick(board, section)} disabled={disabled} />
      )}
    </li>
  );
}

function SectionList({
  boardId,
  boardName,
  verb,
  onPick,
  disabled,
}: {
  boardId: string;
  boardName: string;
  verb: string;
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
          <button type="button" onClick={() => onPick(section)} disabled={disabled} aria-label={`${verb} ${section.title} in ${boardName}`}>
            {section.title}
          </button>
        </li>
      ))}
    </ul>
  );
}
