// The picker's one job, done once: picking a board (or the profile) runs it, and creating a board
// makes the board, then runs it. Until the job is under way the picker may be closed unanswered,
// once; from then on the job's answer ends it.

import { type RefObject, useRef, useState } from 'react';
import type { ApiBoard, ApiBoardSection } from 'shared-contracts/api';
import type { BoardFields } from '../boards/BoardForm';
import { createBoard } from '../boards/boardCalls';
import { useModalDialog } from '../boards/useModalDialog';
import { useBoardsDeps } from '../data/deps';
import type { BoardPickerProps } from './BoardPicker';

const MODAL_ID = 'board-picker';

export interface PickerJobRun {
  /** The picker's modal dialog. */
  dialog: RefObject<HTMLDialogElement | null>;
  /** The job is under way: the picker's controls wait for its answer. */
  busy: boolean;
  /** Close, Escape: the picker closes unanswered, unless the job is under way. */
  cancel: () => void;
  run: (work: () => Promise<void>) => void;
  pickBoard: (board: ApiBoard, section: ApiBoardSection | null) => void;
  /** The new board form's submit: rejects when the board could not be made, for the form to say. */
  createAndPick: (fields: BoardFields) => Promise<void>;
}

export function usePickerJob({ job, viewer, onCancel, onFail }: BoardPickerProps): PickerJobRun {
  const { client } = useBoardsDeps();
  const finished = useRef(false);
  const [busy, setBusy] = useState(false);

  const finish = (ended: () => void) => {
    if (finished.current) return;
    finished.current = true;
    ended();
  };
  // Taken off the page unanswered (the area unmounted): the card must not wait for ever.
  const dialog = useModalDialog(MODAL_ID, () => finish(onCancel));
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

  return { dialog, busy, cancel, run, pickBoard, createAndPick };
}
