// The board picker (save_behavior 1): search the viewer's boards, save to a board or one of its
// sections, or create a board and save to it; someone with no boards yet is asked to create their
// first. A modal <dialog>: the browser keeps focus inside and Escape cancels. Focus starts in the
// search field (or the name field when a board is to be made). Users with fewer than 5 boards are
// offered saving to the profile always. Its parts live beside it: the job (usePickerJob), the view
// shown and its first field (usePickerView), the search (BoardSearch, PickerRow), the first board's
// form (FirstBoard).

import { useId, type ReactNode } from 'react';
import { type ApiBoard, type ApiBoardSection, type ApiViewer } from 'shared-contracts/api';
import { saveBehaviorPromptApplies } from 'shared-contracts/rules';
import { Icon } from 'react-kit';
import { BoardForm } from '../boards/BoardForm';
import { pickerBoardsOptions } from '../boards/boardCalls';
import { useRead } from '../data/useRead';
import { BoardSearch, useSearchState } from './BoardSearch';
import { FirstBoard } from './FirstBoard';
import { usePickerJob } from './usePickerJob';
import { usePickerView } from './usePickerView';
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

export function BoardPicker(props: BoardPickerProps) {
  const { job, viewer } = props;
  const headingId = useId();
  const search = useSearchState();
  const boards = useRead('BoardsResource', pickerBoardsOptions(viewer));
  const state = boards.state;
  const { dialog, busy, cancel, run, pickBoard, createAndPick } = usePickerJob(props);
  // After the dialog hook in usePickerJob: the dialog is shown before focus moves into it.
  const { view, setCreating, firstField } = usePickerView(state.status === 'ready' && state.data.length === 0);

  const { toProfile } = job;
  const createLabel = `Create and ${job.verb === 'Save to' ? 'save' : 'choose'}`;
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
        <FirstBoard createLabel={createLabel} onCreate={createAndPick} nameRef={firstField} offerProfile={offerProfile} />
      )}
      {view === 'search' && (
        <BoardSearch
          boards={state}
          search={search}
          fieldRef={firstField}
          verb={job.verb}
          busy={busy}
          onPick={pickBoard}
          onCreate={() => setCreating(true)}
          offerProfile={offerProfile}
        />
      )}
    </dialog>
  );
}
